import type { AppContext } from '../../app-context';
import type { PlannedLine } from '../../domain/checkout/checkout.events';
import { timeToMinutes, wallClockInstantOrNext } from '../../domain/catalog';
import { AppError } from '../../lib/errors';
import { cardBlockingDispute } from '../../projections/payments';
import { lineData, type Buyer } from './order-line-type';

/** The order's checks before anything is written: who may pay by card, and the booking policies' rules. */

/** A guest, or an account without a booking played yet: whom card testers pose as (venue-wide limit). */
export async function untrustedBuyer(ctx: AppContext, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return true;
  const played = await ctx
    .knex('bookings')
    .where({ user_id: userId, status: 'confirmed' })
    .where('ends_at', '<', ctx.now())
    .first('id');
  return !played;
}

/** The booking policies' order rules (a card on file for bookings far ahead), before anything is written. */
export async function checkBookingRules(
  ctx: AppContext,
  priced: { lines: PlannedLine[]; cardAmountCents: number },
  buyer: Buyer,
) {
  const zone = ctx.config.VENUE_TIMEZONE;
  const bookingStarts = priced.lines
    .filter((l) => l.type === 'booking')
    .map((l) => lineData<{ date: string; startTime: string }>(l))
    .map((d) => wallClockInstantOrNext(d.date, timeToMinutes(d.startTime), zone).toJSDate());
  if (bookingStarts.length === 0) return { keepCard: false };
  return ctx.policies.checkOrder(ctx, {
    userId: buyer.userId,
    actor: buyer.actor,
    bookingStarts,
    cardAmountCents: priced.cardAmountCents,
  });
}

/** A customer with an open card dispute pays by card again once staff clear it (Admin -> Disputes). */
export async function assertCardAllowed(ctx: AppContext, userId: string): Promise<void> {
  if (await cardBlockingDispute(ctx.knex, userId))
    throw new AppError(
      'PAYMENT.CARD_BLOCKED_DISPUTE',
      'Card payments are paused on this account while a card dispute is open. Please pay at the desk or contact us.',
      403,
    );
}
