// The projections/support folder's door: other areas import only what is exported here (lint rule server/area-index).
export { conversationByKey, conversationMessages } from './support-messages.projection';
