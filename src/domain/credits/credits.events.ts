import { z } from 'zod';
import { defineEvent, type EventOf, type DecidedEvent } from '../../eventstore/events';
import { venueStream } from '../streams';
import { CREDITS_MESSAGE, LIMITS } from '../limits';

export const CREDIT_BUCKETS = ['loyalty', 'membership', 'general'] as const;
export type CreditBucket = (typeof CREDIT_BUCKETS)[number];
/** Spend order: loyalty first, then membership, then general. */
export const SPEND_ORDER: readonly CreditBucket[] = CREDIT_BUCKETS;

/** One credit is one hour; half hours are allowed. */
export const creditAmount = z
  .number()
  .positive()
  .max(LIMITS.creditsPerChange, CREDITS_MESSAGE)
  .refine((n) => Number.isInteger(n * 2), 'Credits come in half-hour steps');

const split = z.object({ loyalty: z.number().min(0), membership: z.number().min(0), general: z.number().min(0) });
export type CreditSplit = z.infer<typeof split>;

export const CreditsGranted = defineEvent(
  'CreditsGranted',
  z.object({
    userId: z.string(),
    bucket: z.enum(CREDIT_BUCKETS),
    amount: creditAmount,
    reason: z.string(),
    operationId: z.string(),
  }),
);
export const CreditsRevoked = defineEvent(
  'CreditsRevoked',
  z.object({
    userId: z.string(),
    bucket: z.enum(CREDIT_BUCKETS),
    amount: creditAmount,
    reason: z.string(),
    operationId: z.string(),
  }),
);
export const CreditsSpent = defineEvent(
  'CreditsSpent',
  z.object({ userId: z.string(), amount: creditAmount, from: split, reason: z.string(), operationId: z.string() }),
);
export const CreditsRefunded = defineEvent(
  'CreditsRefunded',
  z.object({
    userId: z.string(),
    amount: creditAmount,
    to: split,
    reason: z.string(),
    /** The spend being refunded. */
    operationId: z.string(),
    refundId: z.string(),
  }),
);

export type CreditsEvent =
  | EventOf<typeof CreditsGranted>
  | EventOf<typeof CreditsRevoked>
  | EventOf<typeof CreditsSpent>
  | EventOf<typeof CreditsRefunded>;
export type CreditsEventLike = DecidedEvent<CreditsEvent>;

export const CREDITS_EVENT_TYPES = [CreditsGranted.type, CreditsRevoked.type, CreditsSpent.type, CreditsRefunded.type];

export const creditsStream = (venue: string, userId: string) => venueStream('credits', venue, userId);
