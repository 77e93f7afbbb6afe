// The commands/support folder's door: other areas import only what is exported here (lint rule server/area-index).
export { replyToCustomer } from './support-chat.command';
export { sendSupportMessage } from './support-chat.command';
