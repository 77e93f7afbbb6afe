import type { AppContext } from '../../app-context';
import type { BayDayCommand } from '../../domain/bookings/bay-day.decider';
import {
  locateBooking,
  releaseBookingSpill,
  runBayDay,
  type BookingRef,
  type CommandMetadata,
} from './bay-day-streams';

export interface PaymentFacts {
  paymentStatus: string;
  squarePaymentId?: string | null;
  stripePaymentIntentId?: string | null;
  /** The amount actually charged, when it differs from the placed quote. */
  totalAmountCents?: number;
  creditsUsed?: number;
}

/** Finds the bay day holding the booking `ref` points at and runs the command built for it there. */
async function runOnBooking(
  ctx: AppContext,
  ref: BookingRef,
  command: (bookingId: string) => BayDayCommand,
  metadata?: CommandMetadata,
) {
  const at = await locateBooking(ctx, ref);
  const result = await runBayDay(ctx, at.bayId, at.date, command(at.bookingId), metadata);
  return { at, result };
}

/**
 * Confirms a pending booking after its payment. A checkout that outlived its hold still confirms if
 * nobody took the slot meanwhile, else BOOKING.SLOT_UNAVAILABLE (the caller refunds). Released
 * bookings answer BOOKING.NOT_PENDING. Confirming twice is a no-op.
 */
export async function confirmBooking(
  ctx: AppContext,
  ref: BookingRef,
  payment: PaymentFacts,
  metadata?: CommandMetadata,
) {
  const { result } = await runOnBooking(
    ctx,
    ref,
    (bookingId) => ({ type: 'ConfirmBooking', bookingId, ...payment, now: ctx.now() }),
    metadata,
  );
  return { position: result.position };
}

/** Frees the slot of a pending booking whose checkout failed or expired. No-op unless pending. */
export async function releaseBooking(ctx: AppContext, ref: BookingRef, reason: string, metadata?: CommandMetadata) {
  const { at, result } = await runOnBooking(
    ctx,
    ref,
    (bookingId) => ({ type: 'ReleaseBooking', bookingId, reason, now: ctx.now() }),
    metadata,
  );
  const booking = result.state.bookings[at.bookingId];
  if (result.events.length && booking) {
    await releaseBookingSpill(ctx, at, booking.endsAt, metadata);
  }
  return { released: result.events.length > 0, position: result.position };
}

/** Records payment facts learned later (refund paid, provider ids, payment status). */
export async function recordBookingPayment(
  ctx: AppContext,
  ref: BookingRef,
  facts: {
    paymentStatus: string;
    squarePaymentId?: string | null;
    stripePaymentIntentId?: string | null;
    refundStatus?: string | null;
    note?: string | null;
  },
  metadata?: CommandMetadata,
) {
  const { result } = await runOnBooking(
    ctx,
    ref,
    (bookingId) => ({ type: 'RecordBookingPayment', bookingId, ...facts, now: ctx.now() }),
    metadata,
  );
  return { position: result.position };
}
