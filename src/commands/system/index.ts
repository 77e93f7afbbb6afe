// The commands/system folder's door: other areas import only what is exported here (lint rule server/area-index).
export { adminNumbers } from './alert-admins.command';
