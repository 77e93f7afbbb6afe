// The projections/catalog folder's door: other areas import only what is exported here (lint rule server/area-index).
export { catalogProjection } from './catalog.projection';
export { bayBufferMinutes, catalogSnapshot, systemSettingsOf } from './catalog.queries';
export type { Bay, CatalogSnapshot } from './catalog.queries';
