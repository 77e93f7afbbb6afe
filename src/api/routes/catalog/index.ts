// The api/routes/catalog folder's door: other areas import only what is exported here (lint rule server/area-index).
export { catalogRoutes } from './catalog.routes';
export type { bayDto, hoursDto, policyDto } from './catalog.routes';
