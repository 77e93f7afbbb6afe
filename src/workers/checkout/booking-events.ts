import type { RecordedEvent } from '../../eventstore/types';

/**
 * The booking events the paid order's reactors read, declared here as they read them: the event type
 * and only the fields they use, so checkout does not import the bookings area. The bookings area's
 * own event types must stay assignable to these (test/checkout/booking-event-shapes.test.ts checks it
 * at typecheck), so a field renamed or removed there fails the build instead of this reactor.
 */
export type BookingPlacedEvent = RecordedEvent<
  'BookingPlaced',
  { bookingId: string; status: string; holdExpiresAt: string | null }
>;
export type BookingConfirmedEvent = RecordedEvent<'BookingConfirmed', { bookingId: string }>;
export type BookingCancelledEvent = RecordedEvent<
  'BookingCancelled',
  {
    bookingId: string;
    bookingAmountCents: number;
    refundAmountCents: number;
    refundPercentage: number;
    creditsUsed: number;
    squarePaymentId: string | null;
    stripePaymentIntentId: string | null;
    extensionIds: string[];
    feeOrderIds: string[];
  }
>;
export type BookingMovedEvent = RecordedEvent<
  'BookingMoved',
  { bookingId: string; bayId: string; date: string; startTime: string; endTime: string }
>;
