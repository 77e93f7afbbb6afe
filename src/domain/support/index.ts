// The domain/support folder's door: other areas import only what is exported here (lint rule server/area-index).
export {
  SupportConversationRead,
  SupportSmsReceived,
  SupportSmsReplySent,
  conversationStream,
  phoneConversationKey,
} from './support.events';
