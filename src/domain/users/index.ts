// The domain/users folder's door: other areas import only what is exported here (lint rule server/area-index).
export { UserNotFoundError } from './user.errors';
