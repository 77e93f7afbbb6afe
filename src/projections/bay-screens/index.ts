// The projections/bay-screens folder's door: other areas import only what is exported here (lint rule server/area-index).
export { devicesOfBay } from './bay-screens.queries';
