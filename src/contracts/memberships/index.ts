// The contracts/memberships folder's door: other areas import only what is exported here (lint rule server/area-index).
export type { UserMembershipView } from './memberships';
export { userMembershipView } from './membership-answers';
