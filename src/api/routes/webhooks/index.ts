// The api/routes/webhooks folder's door: other areas import only what is exported here (lint rule server/area-index).
export { checkOutboundUrl } from './admin-webhooks.routes';
