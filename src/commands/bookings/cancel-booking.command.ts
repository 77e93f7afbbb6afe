import type { AppContext } from '../../app-context';
import { refundFor, type RefundDecision } from '../../domain/catalog';
import { decideCancel } from '../../domain/bookings/bay-day.admin-decisions';
import { BookingError } from '../../domain/booking-errors';
import { catalogSnapshot } from '../../projections/catalog';
import {
  locateBooking,
  releaseBookingSpill,
  runBayDay,
  loadBayDay,
  type BookingRef,
  type CommandMetadata,
} from './bay-day-streams';

export interface CancellationPreview extends RefundDecision {
  bookingAmountCents: number;
  /** What cancelling now charges the card on file as a late cancellation fee (0: nothing). */
  lateFeeCents: number;
}

/** The late cancellation fee the booking policies ask for this booking (the user is the stream's). */
async function lateFeeOf(ctx: AppContext, at: { bookingId: string; bayId: string; date: string }): Promise<number> {
  const state = await loadBayDay(ctx, at.bayId, at.date);
  const booking = state.bookings[at.bookingId];
  if (!booking) return 0;
  return ctx.policies.lateCancellationFee(ctx, { bookingId: at.bookingId, userId: booking.userId });
}

/** What cancelling now would refund, under the venue's cancellation policy. */
export async function cancellationPreview(ctx: AppContext, ref: BookingRef): Promise<CancellationPreview> {
  const at = await locateBooking(ctx, ref);
  const state = await loadBayDay(ctx, at.bayId, at.date);
  const booking = state.bookings[at.bookingId];
  if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
  const now = ctx.now().getTime();
  if (booking.status !== 'confirmed' || booking.startsAt <= now) throw new BookingError('BOOKING.NOT_CANCELLABLE');
  const { cancellationPolicy } = await catalogSnapshot(ctx);
  // The same decision the cancellation makes, without writing it.
  const decided = decideCancel(
    {
      type: 'CancelBooking',
      bookingId: at.bookingId,
      cancelledBy: null,
      policy: cancellationPolicy,
      lateFeeCents: await lateFeeOf(ctx, at),
      now: ctx.now(),
    },
    state,
  )[0];
  if (decided?.type !== 'BookingCancelled') throw new BookingError('BOOKING.NOT_CANCELLABLE');
  const d = decided.data;
  return {
    bookingAmountCents: booking.totalAmountCents,
    refundAmountCents: d.refundAmountCents,
    refundPercentage: d.refundPercentage,
    refundReason: d.refundReason,
    lateFeeCents: d.lateFeeCents,
  };
}

/** The late cancellation fee cancelling now would make due (before what the payment covers; 0: not late or no fee). */
export async function lateFeeIfCancelledNow(ctx: AppContext, ref: BookingRef): Promise<number> {
  const at = await locateBooking(ctx, ref);
  const state = await loadBayDay(ctx, at.bayId, at.date);
  const booking = state.bookings[at.bookingId];
  if (!booking || booking.status !== 'confirmed') return 0;
  const { cancellationPolicy } = await catalogSnapshot(ctx);
  const hoursBefore = (booking.startsAt - ctx.now().getTime()) / 3_600_000;
  if (refundFor(cancellationPolicy, booking.totalAmountCents, hoursBefore).refundPercentage >= 100) return 0;
  return ctx.policies.lateCancellationFee(ctx, { bookingId: at.bookingId, userId: booking.userId });
}

/**
 * Cancels an upcoming confirmed booking and records the refund due (BookingCancelled carries
 * refundAmountCents and the payment ids; the payments worker pays it). Frees any spill hold.
 */
export async function cancelBooking(
  ctx: AppContext,
  ref: BookingRef,
  cancelledBy: string | null,
  metadata?: CommandMetadata,
  /** An admin's refund instead of the policy's, with the reason (see BookingCancelled.override). */
  override?: { refundAmountCents: number; reason: string; waiveLateFee?: boolean } | null,
) {
  const at = await locateBooking(ctx, ref);
  const { cancellationPolicy } = await catalogSnapshot(ctx);
  const lateFeeCents = await lateFeeOf(ctx, at);
  const result = await runBayDay(
    ctx,
    at.bayId,
    at.date,
    {
      type: 'CancelBooking',
      bookingId: at.bookingId,
      cancelledBy,
      policy: cancellationPolicy,
      override: override ?? null,
      lateFeeCents,
      paidFees: override ? await ctx.policies.paidFees(ctx, at.bookingId) : [],
      now: ctx.now(),
    },
    metadata,
  );
  const booking = result.state.bookings[at.bookingId];
  await releaseBookingSpill(ctx, at, booking.endsAt, metadata);
  const event = result.events[0];
  if (event?.type !== 'BookingCancelled') throw new BookingError('BOOKING.NOT_CANCELLABLE');
  return { cancellation: event.data, position: result.position };
}
