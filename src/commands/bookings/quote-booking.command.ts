import type { AppContext } from '../../app-context';
import type { Quote } from '../../domain/catalog';
import { planBooking, type BookingRequest } from './plan-booking';

/**
 * The server's price for a booking: validated against catalog, hours, clock and advance window,
 * priced hour by hour (subtotalCents, no adjustments yet). Payments adds coupon, gift card, credits
 * and plan discounts with applyAdjustment(quote, ...). Nothing is written.
 */
export async function quoteBooking(ctx: AppContext, request: BookingRequest): Promise<Quote> {
  const plan = await planBooking(ctx, { accountCheck: 'quote', ...request }, ctx.now());
  return plan.quote;
}
