// The projections/system folder's door: other areas import only what is exported here (lint rule server/area-index).
export { adminAlerts } from './alerts.queries';
