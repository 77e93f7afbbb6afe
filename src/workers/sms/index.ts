// The workers/sms folder's door: other areas import only what is exported here (lint rule server/area-index).
export { quietDelayMs, smsDispatchReactor } from './sms-dispatch.reactor';
export { smsSendJob } from './sms-send.worker';
