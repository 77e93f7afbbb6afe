// The projections/waivers folder's door: other areas import only what is exported here (lint rule server/area-index).
export { waiverSignaturesOf, waiverStatus } from './waivers.queries';
