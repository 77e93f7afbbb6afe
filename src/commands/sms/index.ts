// The commands/sms folder's door: other areas import only what is exported here (lint rule server/area-index).
export { queueSms } from './queue-sms.command';
export { smsText } from './sms-text';
