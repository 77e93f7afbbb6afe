import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import { loadCheckout } from './checkout-log';
import { orderOutcome, type OrderOutcome } from './order-outcome';

/** A completed order by its id (for a booking order, the booking id is the order id); 404 otherwise. */
export async function loadOrder(ctx: AppContext, orderId: string): Promise<OrderOutcome> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw new AppError('ORDER.NOT_FOUND', 'Order not found', 404);
  const state = await loadCheckout(ctx, orderId);
  return orderOutcome(ctx, orderId, state, null);
}
