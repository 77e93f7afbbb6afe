import { z } from 'zod';
import { defineEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);
const instant = z.iso.datetime({ offset: true });
const cents = z.number().int();
const nullableText = z.string().nullable().default(null);
const paymentRefs = {
  squarePaymentId: nullableText,
  stripePaymentIntentId: nullableText,
};

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'released', 'no_show'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Written to the bay-day stream of the booking's start date. */
export const BookingPlaced = defineEvent(
  'BookingPlaced',
  z.object({
    bookingId: z.uuid(),
    bayId: z.string().min(1),
    userId: z.string().nullable(),
    date,
    startTime: time,
    endTime: time,
    startsAt: instant,
    endsAt: instant,
    duration: z.number().positive(),
    status: z.enum(['pending', 'confirmed']),
    paymentStatus: z.string(),
    subtotalCents: cents,
    totalAmountCents: cents,
    creditsUsed: z.number().min(0).default(0),
    quote: z.record(z.string(), z.unknown()),
    appliedGiftCard: z.record(z.string(), z.unknown()).nullable().default(null),
    appliedCoupon: z.record(z.string(), z.unknown()).nullable().default(null),
    couponId: nullableText,
    ...paymentRefs,
    customerType: z.string().default('member'),
    guestBooking: z.boolean().default(false),
    firstName: nullableText,
    lastName: nullableText,
    email: nullableText,
    phoneNumber: nullableText,
    tournamentId: nullableText,
    isTournamentBooking: z.boolean().default(false),
    /** A pending booking stops holding its slot after this instant (checkout abandoned). */
    holdExpiresAt: instant.nullable().default(null),
    /** Other bay-day streams this booking holds time in (a booking past midnight). */
    spillDates: z.array(date).default([]),
    placedAt: instant,
  }),
  {
    personal: {
      owner: (data) => data.userId,
      fields: { firstName: 'Erased', lastName: 'customer', email: null, phoneNumber: null },
    },
  },
);

export const BookingConfirmed = defineEvent(
  'BookingConfirmed',
  z.object({
    bookingId: z.uuid(),
    paymentStatus: z.string(),
    ...paymentRefs,
    totalAmountCents: cents.optional(),
    creditsUsed: z.number().min(0).optional(),
    confirmedAt: instant,
  }),
);

/** A pending booking whose checkout failed or expired: the slot is free again. */
export const BookingReleased = defineEvent(
  'BookingReleased',
  z.object({ bookingId: z.uuid(), reason: z.string(), releasedAt: instant }),
);

/** Records the refund due; the payments worker pays it and reports back with BookingPaymentUpdated. */
export const BookingCancelled = defineEvent(
  'BookingCancelled',
  z.object({
    bookingId: z.uuid(),
    userId: z.string().nullable(),
    cancelledBy: z.string().nullable(),
    bookingAmountCents: cents,
    refundAmountCents: cents,
    refundPercentage: z.number().min(0).max(100),
    refundReason: z.string(),
    creditsUsed: z.number().min(0).default(0),
    paymentStatus: z.string(),
    ...paymentRefs,
    /** An admin's override of the policy's refund, with the reason they gave. */
    override: z.boolean().default(false),
    overrideReason: nullableText,
    /** A late cancellation's fee beyond what the payment kept, charged to the card on file (no-show protection). */
    lateFeeCents: cents.min(0).default(0),
    /** An admin's override let a late cancellation off its fee. */
    lateFeeWaived: z.boolean().default(false),
    /** The orders that paid for the booking's extensions: the refund goes back to each of them too. */
    extensionIds: z.array(z.string()).default([]),
    /** The orders that paid the booking's fees (a no-show fee), when an admin's override refunds them too. */
    feeOrderIds: z.array(z.string()).default([]),
    cancelledAt: instant,
  }),
);

/** A confirmed booking whose customer never came, marked by an admin after its start. */
export const BookingMarkedNoShow = defineEvent(
  'BookingMarkedNoShow',
  z.object({ bookingId: z.uuid(), markedAt: instant }),
);

/** What a bay-day stream keeps of a booking, carried along when it moves to another stream. */
const bookingSnapshot = z.object({
  userId: z.string().nullable(),
  status: z.enum(bookingStatuses),
  holdExpiresAt: instant.nullable(),
  totalAmountCents: cents,
  creditsUsed: z.number().min(0),
  paymentStatus: z.string(),
  ...paymentRefs,
  extensionIds: z.array(z.string()).default([]),
});
const placement = {
  bayId: z.string().min(1),
  date,
  startTime: time,
  endTime: time,
  startsAt: instant,
  endsAt: instant,
};

/**
 * Written to the stream the booking moves to (the same stream for a new time on the same bay-day):
 * from here on the booking lives there, at the new place, with what its old stream knew of it.
 */
export const BookingMoved = defineEvent(
  'BookingMoved',
  z.object({
    bookingId: z.uuid(),
    ...placement,
    from: z.object(placement),
    booking: bookingSnapshot,
    movedAt: instant,
  }),
);

/** Written to the old stream once the new one holds the booking: the old time is free. */
export const BookingMovedAway = defineEvent(
  'BookingMovedAway',
  z.object({ bookingId: z.uuid(), toBayId: z.string(), toDate: date, movedAt: instant }),
);

/** The new stream gives the time back when leaving the old one failed: the booking stays where it was. */
export const BookingMoveReverted = defineEvent(
  'BookingMoveReverted',
  z.object({ bookingId: z.uuid(), ...placement, reason: z.string(), revertedAt: instant }),
);

export const BookingExtended = defineEvent(
  'BookingExtended',
  z.object({
    bookingId: z.uuid(),
    additionalHours: z.number().positive(),
    duration: z.number().positive(),
    endTime: time,
    endsAt: instant,
    extensionCostCents: cents,
    lines: z.array(z.record(z.string(), z.unknown())),
    paymentStatus: z.string().nullable().default(null),
    ...paymentRefs,
    spillDates: z.array(date).default([]),
    /** The order that paid for it: the same extension is never applied twice. */
    extensionId: z.string().nullable().default(null),
    extendedAt: instant,
  }),
);

/** Payment facts about a booking learned after placement (refund paid, payment id, status). */
export const BookingPaymentUpdated = defineEvent(
  'BookingPaymentUpdated',
  z.object({
    bookingId: z.uuid(),
    paymentStatus: z.string(),
    squarePaymentId: z.string().nullable().optional(),
    stripePaymentIntentId: z.string().nullable().optional(),
    refundStatus: z.string().nullable().optional(),
    note: z.string().nullable().optional(),
    updatedAt: instant,
  }),
);

/** Time a booking from the previous day holds past midnight, so this day's stream sees it. */
export const BayTimeHeld = defineEvent(
  'BayTimeHeld',
  z.object({ bookingId: z.uuid(), bayId: z.string(), date, sourceDate: date, startsAt: instant, endsAt: instant }),
);

export const BayTimeHoldReleased = defineEvent('BayTimeHoldReleased', z.object({ bookingId: z.uuid() }));

export type BookingPlacedData = z.output<typeof BookingPlaced.schema>;
export type BookingPlacedInput = z.input<typeof BookingPlaced.schema>;

type Ev<D extends { type: string; schema: z.ZodType }> = { type: D['type']; data: z.output<D['schema']> };

export type BayDayEvent =
  | Ev<typeof BookingPlaced>
  | Ev<typeof BookingConfirmed>
  | Ev<typeof BookingReleased>
  | Ev<typeof BookingCancelled>
  | Ev<typeof BookingExtended>
  | Ev<typeof BookingPaymentUpdated>
  | Ev<typeof BayTimeHeld>
  | Ev<typeof BayTimeHoldReleased>
  | Ev<typeof BookingMarkedNoShow>
  | Ev<typeof BookingMoved>
  | Ev<typeof BookingMovedAway>
  | Ev<typeof BookingMoveReverted>;

export type RecordedBayDayEvent =
  | EventOf<typeof BookingPlaced>
  | EventOf<typeof BookingConfirmed>
  | EventOf<typeof BookingReleased>
  | EventOf<typeof BookingCancelled>
  | EventOf<typeof BookingExtended>
  | EventOf<typeof BookingPaymentUpdated>
  | EventOf<typeof BayTimeHeld>
  | EventOf<typeof BayTimeHoldReleased>
  | EventOf<typeof BookingMarkedNoShow>
  | EventOf<typeof BookingMoved>
  | EventOf<typeof BookingMovedAway>
  | EventOf<typeof BookingMoveReverted>;

export const bayDayEventTypes = [
  BookingPlaced.type,
  BookingConfirmed.type,
  BookingReleased.type,
  BookingCancelled.type,
  BookingExtended.type,
  BookingPaymentUpdated.type,
  BayTimeHeld.type,
  BayTimeHoldReleased.type,
  BookingMarkedNoShow.type,
  BookingMoved.type,
  BookingMovedAway.type,
  BookingMoveReverted.type,
];

export type BookingSnapshot = z.output<typeof bookingSnapshot>;

export function bayDayStream(venue: string, bayId: string, date: string): string {
  return venueStream('bay_day', venue, bayId, date);
}
