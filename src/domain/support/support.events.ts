import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/** What an erased customer's support messages read as (see eventstore/personal-data.ts). */
export const ERASED_MESSAGE = '[erased]';

/** A customer wrote to the venue from the support chat. */
export const SupportMessageReceived = defineEvent(
  'SupportMessageReceived',
  z.object({ messageId: z.uuid(), userId: z.uuid(), message: z.string(), at: z.string() }),
  { personal: { owner: (data) => data.userId, fields: { message: ERASED_MESSAGE } } },
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
  { personal: { owner: (data) => data.userId, fields: { message: ERASED_MESSAGE } } },
);

export const supportChatStream = (venue: string, userId: string) => venueStream('support_chat', venue, userId);

/**
 * Two-way SMS and the inbox. A conversation is keyed by the customer's account id, or by
 * `phone:+1...` for a number no account has; its events go on that conversation's support stream.
 */
export const phoneConversationKey = (e164: string) => `phone:${e164}`;
export const conversationStream = (venue: string, key: string) =>
  venueStream('support_chat', venue, key.startsWith('phone:') ? `phone-${key.slice(7).replace(/\D/g, '')}` : key);

/** A text a customer (or an unknown number) sent to the venue's number. */
export const SupportSmsReceived = defineEvent(
  'SupportSmsReceived',
  z.object({
    messageId: z.uuid(),
    conversationKey: z.string(),
    userId: z.uuid().nullable(),
    phoneNumber: z.string(),
    message: z.string(),
    providerId: z.string(),
    at: z.string(),
  }),
  { personal: { owner: (data) => data.userId, fields: { phoneNumber: null, message: ERASED_MESSAGE } } },
);
/** Staff answered a number no account has (texted; customers with accounts get SupportReplySent). */
export const SupportSmsReplySent = defineEvent(
  'SupportSmsReplySent',
  z.object({
    messageId: z.uuid(),
    conversationKey: z.string(),
    phoneNumber: z.string(),
    adminId: z.uuid(),
    adminName: z.string(),
    message: z.string(),
    at: z.string(),
  }),
);
/** An admin read a conversation: its unread count goes to zero. */
export const SupportConversationRead = defineEvent(
  'SupportConversationRead',
  z.object({ conversationKey: z.string(), adminId: z.uuid(), at: z.string() }),
);
