// The projections/memberships folder's door: other areas import only what is exported here (lint rule server/area-index).
export { membershipOf, membershipType, userMembershipsJson } from './memberships.queries';
