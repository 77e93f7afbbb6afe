// The contracts/catalog folder's door: other areas import only what is exported here (lint rule server/area-index).
export { bayView } from './bays';
