// The projections/door-access folder's door: other areas import only what is exported here (lint rule server/area-index).
export { activeDoorCode } from './door-access.queries';
