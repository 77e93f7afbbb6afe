// The projections/sms folder's door: other areas import only what is exported here (lint rule server/area-index).
export { listSmsLog, smsLogProjection } from './sms-log.projection';
export type { SmsLogEntry } from './sms-log.projection';
export { messagingSettings, optedOut } from './sms-settings.queries';
export type { MessagingSettings } from './sms-settings.queries';
export { failedSmsAlert } from './sms.alerts';
