import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/**
 * The body is deliberately not in the event: sign-in texts carry a code, and the log is forever.
 * The body sits encrypted in `outbound_sms` (keyed by smsId) until the message is settled.
 */
export const SmsQueued = defineEvent(
  'SmsQueued',
  z.object({ smsId: z.uuid(), to: z.string(), reason: z.string(), queuedAt: z.string() }),
);
export const SmsDelivered = defineEvent(
  'SmsDelivered',
  z.object({
    smsId: z.uuid(),
    to: z.string(),
    reason: z.string(),
    providerId: z.string(),
    attempts: z.number().int(),
    at: z.string(),
  }),
);
export const SmsDeliveryFailed = defineEvent(
  'SmsDeliveryFailed',
  z.object({
    smsId: z.uuid(),
    to: z.string(),
    reason: z.string(),
    error: z.string(),
    attempts: z.number().int(),
    at: z.string(),
  }),
);

export const smsStream = (venue: string, smsId: string) => venueStream('sms', venue, smsId);

/** Consent: a number texting STOP or START to the venue. */
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
