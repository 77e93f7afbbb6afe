import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Buyer } from './order-line-type';
import { maxCreditsFor, priceOrder, type OrderInput, type PricedOrder } from './price-order';

/** The server's price for an order, exactly as paying it would compute it; nothing is written. */
export function quoteOrder(ctx: AppContext, input: OrderInput, buyer: Buyer): Promise<PricedOrder> {
  return priceOrder(ctx, input, buyer, randomUUID());
}

/**
 * The booking dialog's quote: the price with the most credits the buyer could put on it, and with
 * that many on it when they ask to use their credits (the web offers this number, never its own sum).
 */
export async function quoteWithMaxCredits(
  ctx: AppContext,
  input: OrderInput & { useMaxCredits?: boolean },
  buyer: Buyer,
): Promise<PricedOrder & { maxCredits: number }> {
  const { useMaxCredits, ...order } = input;
  const priced = await quoteOrder(ctx, useMaxCredits ? { ...order, creditsUsed: 0 } : order, buyer);
  const maxCredits = await maxCreditsFor(ctx, buyer, priced.lines);
  if (useMaxCredits && maxCredits > 0)
    return { ...(await quoteOrder(ctx, { ...order, creditsUsed: maxCredits }, buyer)), maxCredits };
  return { ...priced, maxCredits };
}
