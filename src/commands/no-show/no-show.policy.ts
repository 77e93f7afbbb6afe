import type { AppContext } from '../../app-context';
import { CARD_ON_FILE_REQUIRED } from '../../contracts/no-show/no-show';
import { cardRequiredFor, feeCents } from '../../domain/no-show/no-show-policy';
import { AppError } from '../../lib/errors';
import { feeOfBooking, noShowPolicy } from '../../projections/no-show/no-show.queries';
import { cardOnFile } from '../../projections/payments';
import type { BookingPolicy } from '../booking-policies';
import { loadBookingFee } from './booking-fee.commands';

export function cardOnFileRequiredMessage(hours: number): string {
  return `A card on file is required for bookings made more than ${hours} hour${hours === 1 ? '' : 's'} ahead. Please save a card to confirm this booking; it is only charged for a no-show or a late cancellation.`;
}

/**
 * No-show protection as a booking policy: a booking made more than N hours ahead needs a card on file
 * (the card paying for it is kept; credits, gift cards and coupons need one already saved), and a late
 * cancellation costs the policy's fee. Bookings an admin makes at the desk are the desk's call.
 */
export const noShowBookingPolicy: BookingPolicy = {
  name: 'no-show-protection',
  async orderRule(ctx, order) {
    const { actor } = order;
    if (actor === 'system' || actor.role === 'admin' || actor.role === 'employee') return null;
    const policy = await noShowPolicy(ctx.knex);
    const now = ctx.now();
    if (!order.bookingStarts.some((startsAt) => cardRequiredFor(policy, startsAt, now))) return null;
    if (order.cardAmountCents > 0) return { keepCard: true };
    if (order.userId && (await cardOnFile(ctx.knex, order.userId))) return null;
    throw new AppError(CARD_ON_FILE_REQUIRED, cardOnFileRequiredMessage(policy.cardRequiredHoursAhead), 402, {
      hoursAhead: policy.cardRequiredHoursAhead,
    });
  },
  async lateCancellationFee(ctx: AppContext, booking) {
    const policy = await noShowPolicy(ctx.knex);
    const fee = policy.lateCancellationFee;
    if ((fee.kind === 'fixed' ? fee.amountCents : fee.percent) <= 0) return null;
    const row = await ctx.knex('bookings').where({ id: booking.bookingId }).first('subtotal_cents');
    return feeCents(fee, Number(row?.subtotal_cents ?? 0));
  },
  async paidFees(ctx: AppContext, bookingId: string) {
    const fee = await loadBookingFee(ctx, bookingId);
    if (fee.status !== 'charged' || !fee.orderId || fee.amountCents <= 0) return [];
    return [{ orderId: fee.orderId, amountCents: fee.amountCents }];
  },
  bookingFee: (ctx, bookingId) => feeOfBooking(ctx.knex, bookingId),
};
