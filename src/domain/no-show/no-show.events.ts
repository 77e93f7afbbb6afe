import { z } from 'zod';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { boundedCents } from '../limits';
import { venueStream } from '../streams';

export const bookingFee = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amountCents: boundedCents }),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(0).max(100) }),
]);

/** The venue's no-show protection settings (admin): see NoShowPolicy. */
export const NoShowPolicySet = defineEvent(
  'NoShowPolicySet',
  z.object({
    cardRequired: z.boolean(),
    cardRequiredHoursAhead: z.number().int().min(0).max(720),
    noShowFee: bookingFee,
    lateCancellationFee: bookingFee,
  }),
);

export const feeKinds = ['no_show', 'late_cancellation'] as const;
export type FeeKind = (typeof feeKinds)[number];

const feeFacts = {
  bookingId: z.string().min(1),
  userId: z.string().nullable(),
  kind: z.enum(feeKinds),
  amountCents: boundedCents,
};

/** A fee a booking owes (decided once, from the policy of the moment): the worker charges it. */
export const BookingFeeDue = defineEvent(
  'BookingFeeDue',
  z.object({ ...feeFacts, idempotencyKey: z.string().min(1), dueAt: z.iso.datetime({ offset: true }) }),
);

/** The fee was charged off-session to the customer's card on file. */
export const BookingFeeCharged = defineEvent(
  'BookingFeeCharged',
  z.object({
    ...feeFacts,
    processor: z.enum(['square', 'stripe']).nullable(),
    paymentId: z.string().nullable(),
    orderId: z.string(),
    chargedAt: z.iso.datetime({ offset: true }),
  }),
);

/** The card on file refused the fee (the admin sees why). */
export const BookingFeeDeclined = defineEvent(
  'BookingFeeDeclined',
  z.object({
    ...feeFacts,
    code: z.string(),
    reason: z.string(),
    declinedAt: z.iso.datetime({ offset: true }),
    /** The bank wants the customer to approve it (3-D Secure): they were asked to, with this approval. */
    approvalId: z.uuid().nullable().default(null),
  }),
);

/** Nothing could be charged: the customer has no card on file (or no account). */
export const BookingFeeNotCharged = defineEvent(
  'BookingFeeNotCharged',
  z.object({ ...feeFacts, reason: z.string(), recordedAt: z.iso.datetime({ offset: true }) }),
);

export type NoShowPolicySetData = z.output<typeof NoShowPolicySet.schema>;

export type BookingFeeEvent =
  | EventOf<typeof BookingFeeDue>
  | EventOf<typeof BookingFeeCharged>
  | EventOf<typeof BookingFeeDeclined>
  | EventOf<typeof BookingFeeNotCharged>;
export type DecidedBookingFeeEvent = DecidedEvent<BookingFeeEvent>;

export const noShowPolicyStream = (venue: string) => venueStream('settings', venue, 'no_show_policy');
/** One stream per booking's fee: at most one fee is ever due, charged or refused for a booking. */
export const bookingFeeStream = (venue: string, bookingId: string) => venueStream('booking_fee', venue, bookingId);
