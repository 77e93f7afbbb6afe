import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/** A customer wrote to the venue from the support chat. */
export const SupportMessageReceived = defineEvent(
  'SupportMessageReceived',
  z.object({ messageId: z.uuid(), userId: z.uuid(), message: z.string(), at: z.string() }),
);

/** Staff answered a customer; the answer is also texted to the customer's phone. */
export const SupportReplySent = defineEvent(
  'SupportReplySent',
  z.object({
    messageId: z.uuid(),
    userId: z.uuid(),
    adminId: z.uuid(),
    adminName: z.string(),
    message: z.string(),
    at: z.string(),
  }),
);

export const supportChatStream = (venue: string, userId: string) => venueStream('support_chat', venue, userId);
