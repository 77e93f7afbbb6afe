import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Buyer } from './order-line-type';
import { maxCreditsFor, priceOrder, type OrderInput, type PricedOrder } from './price-order';

/**
 * The server's price for an order, exactly as paying it would compute it, with the most credits the
 * buyer could put on it (the web offers that many, never its own sum); nothing is written.
 */
export async function quoteOrder(
  ctx: AppContext,
  input: OrderInput & { useMaxCredits?: boolean },
  buyer: Buyer,
): Promise<PricedOrder & { maxCredits: number }> {
  const orderId = randomUUID();
  const { useMaxCredits, ...order } = input;
  const priced = await priceOrder(ctx, useMaxCredits ? { ...order, creditsUsed: 0 } : order, buyer, orderId);
  const maxCredits = await maxCreditsFor(ctx, buyer, priced.lines);
  // "Use my credits": as many as the buyer can put on it, decided here, never summed by the web.
  if (useMaxCredits && maxCredits > 0)
    return { ...(await priceOrder(ctx, { ...order, creditsUsed: maxCredits }, buyer, orderId)), maxCredits };
  return { ...priced, maxCredits };
}
