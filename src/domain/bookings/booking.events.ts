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

export const bookingStatuses = ['pending', 'confirmed', 'cancelled', 'released'] as const;
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
    cancelledAt: instant,
  }),
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
  | Ev<typeof BayTimeHoldReleased>;

export type RecordedBayDayEvent =
  | EventOf<typeof BookingPlaced>
  | EventOf<typeof BookingConfirmed>
  | EventOf<typeof BookingReleased>
  | EventOf<typeof BookingCancelled>
  | EventOf<typeof BookingExtended>
  | EventOf<typeof BookingPaymentUpdated>
  | EventOf<typeof BayTimeHeld>
  | EventOf<typeof BayTimeHoldReleased>;

export const bayDayEventTypes = [
  BookingPlaced.type,
  BookingConfirmed.type,
  BookingReleased.type,
  BookingCancelled.type,
  BookingExtended.type,
  BookingPaymentUpdated.type,
  BayTimeHeld.type,
  BayTimeHoldReleased.type,
];

export function bayDayStream(venue: string, bayId: string, date: string): string {
  return venueStream('bay_day', venue, bayId, date);
}
