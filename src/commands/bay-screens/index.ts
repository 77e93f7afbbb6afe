// The commands/bay-screens folder's door: other areas import only what is exported here (lint rule server/area-index).
export { checkBaySessions } from './bay-sessions.commands';
