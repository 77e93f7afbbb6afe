import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

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

export const smsConsentStream = (venue: string, e164: string) =>
  venueStream('sms_consent', venue, e164.replace(/\D/g, ''));
/** STOP (and its synonyms): no more marketing or reminder texts to this number until START. */
export const SmsOptedOut = defineEvent(
  'SmsOptedOut',
  z.object({ phoneNumber: z.string(), keyword: z.string(), at: z.string() }),
);
export const SmsOptedIn = defineEvent(
  'SmsOptedIn',
  z.object({ phoneNumber: z.string(), keyword: z.string(), at: z.string() }),
);

export const messagingSettingsStream = (venue: string) => venueStream('messaging_settings', venue, 'settings');
export const CannedResponseSaved = defineEvent(
  'CannedResponseSaved',
  z.object({ id: z.string(), title: z.string().min(1).max(100), body: z.string().min(1).max(1000) }),
);
export const CannedResponseDeleted = defineEvent('CannedResponseDeleted', z.object({ id: z.string() }));
export const MessagingSettingsChanged = defineEvent(
  'MessagingSettingsChanged',
  z.object({
    senderNumber: z.string().nullable(),
    quietHoursStart: z.string().nullable(),
    quietHoursEnd: z.string().nullable(),
    templates: z.record(z.string(), z.string()),
  }),
);

/** An admin's text to an audience; the recipients are listed with it (bulk_sms_recipients). */
export const BulkSmsRequested = defineEvent(
  'BulkSmsRequested',
  z.object({
    bulkId: z.string(),
    audience: z.string(),
    audienceLabel: z.string(),
    message: z.string(),
    recipients: z.number().int(),
    at: z.string(),
  }),
);

/** STOP words and START words, as carriers and Twilio read them. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'OPTOUT',
  'REVOKE',
]);
export const START_WORDS: ReadonlySet<string> = new Set(['START', 'YES', 'UNSTOP', 'OPTIN']);
