import { randomUUID } from 'node:crypto';
import type { BookingPlacedData } from './booking.events';

/** Test data for the bay-day decider's unit tests (given/when/then: test/harness/decider-specification.ts). */
export const now = new Date('2026-12-01T12:00:00Z');

export function placed(start: string, end: string, extra: Partial<BookingPlacedData> = {}): BookingPlacedData {
  return {
    bookingId: randomUUID(),
    bayId: 'bay',
    userId: 'u1',
    date: '2026-12-03',
    startTime: '10:00:00',
    endTime: '11:00:00',
    startsAt: start,
    endsAt: end,
    duration: 1,
    status: 'confirmed',
    paymentStatus: 'paid',
    subtotalCents: 3500,
    totalAmountCents: 3500,
    creditsUsed: 0,
    quote: {},
    appliedGiftCard: null,
    appliedCoupon: null,
    couponId: null,
    squarePaymentId: null,
    stripePaymentIntentId: null,
    customerType: 'member',
    guestBooking: false,
    firstName: null,
    lastName: null,
    email: null,
    phoneNumber: null,
    tournamentId: null,
    isTournamentBooking: false,
    holdExpiresAt: null,
    spillDates: [],
    placedAt: now.toISOString(),
    ...extra,
  };
}
