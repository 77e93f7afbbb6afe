import type { AppContext } from '../../app-context';
import { refundFor, type RefundDecision } from '../../domain/catalog/cancellation-policy';
import { BookingError } from '../../domain/bookings/booking-errors';
import { catalogSnapshot } from '../../projections/catalog/catalog.queries';
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
  const refund = refundFor(cancellationPolicy, booking.totalAmountCents, (booking.startsAt - now) / 3_600_000);
  return { bookingAmountCents: booking.totalAmountCents, ...refund };
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
  override?: { refundAmountCents: number; reason: string } | null,
) {
  const at = await locateBooking(ctx, ref);
  const { cancellationPolicy } = await catalogSnapshot(ctx);
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
