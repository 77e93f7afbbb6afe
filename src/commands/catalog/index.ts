// The commands/catalog folder's door: other areas import only what is exported here (lint rule server/area-index).
export { createBay, setBusinessHours, setCancellationPolicy } from './catalog.commands';
