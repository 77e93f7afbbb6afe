// The commands/support folder's door: other areas import only what is exported here (lint rule server/area-index).
export { replyToCustomer } from './support-chat.command';
