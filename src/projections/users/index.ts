// The projections/users folder's door: other areas import only what is exported here (lint rule server/area-index).
export { findUserById, findUserByPhone, findUserIdentity, isUuid, toUserIdentity } from './users.queries';
