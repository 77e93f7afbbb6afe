// The projections/loyalty folder's door: other areas import only what is exported here (lint rule server/area-index).
export { loyaltyStatus } from './loyalty.queries';
