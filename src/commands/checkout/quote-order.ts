import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Buyer } from './order-line-type';
import { priceOrder, type OrderInput, type PricedOrder } from './price-order';

/** The server's price for an order, exactly as paying it would compute it; nothing is written. */
export function quoteOrder(ctx: AppContext, input: OrderInput, buyer: Buyer): Promise<PricedOrder> {
  return priceOrder(ctx, input, buyer, randomUUID());
}
