// The projections/credits folder's door: other areas import only what is exported here (lint rule server/area-index).
export { creditMovements, creditSummary, customerLedger } from './credits.queries';
