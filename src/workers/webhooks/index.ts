// The workers/webhooks folder's door: other areas import only what is exported here (lint rule server/area-index).
export { WEBHOOK_TIMEOUT_MS, webhookSignature } from './webhook-deliver.worker';
