import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

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
