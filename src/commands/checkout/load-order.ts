import type { AppContext } from '../../app-context';
import { orderStatusUrl } from '../../contracts/checkout/orders';
import { AppError } from '../../lib/errors';
import { loadCheckout } from './checkout-log';
import { orderOutcome, type OrderOutcome } from './order-outcome';
import { PROCESSING_MESSAGE } from './order-processing';

export type OrderStatusOf =
  | { status: 'completed'; outcome: OrderOutcome }
  | { status: 'processing'; orderId: string; statusUrl: string; message: string }
  | { status: 'failed'; orderId: string; code: string; message: string };

const notFound = () => new AppError('ORDER.NOT_FOUND', 'Order not found', 404);

/**
 * How an order went, for its buyer (or an admin): completed with its lines, still processing, or failed
 * with the reason. Anyone else is told there is no such order (for a booking order the booking id is
 * the order id).
 */
export async function loadOrderStatus(
  ctx: AppContext,
  orderId: string,
  viewer: { id: string; isAdmin: boolean },
): Promise<OrderStatusOf> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw notFound();
  const state = await loadCheckout(ctx, orderId);
  if (!state.plan || (state.plan.userId !== viewer.id && !viewer.isAdmin)) throw notFound();
  // Completed (perhaps by a background settlement a moment ago): its read models catch up first, so the
  // success page the buyer goes to next shows what was bought.
  if (state.outcome?.status === 'completed')
    return { status: 'completed', outcome: await orderOutcome(ctx, orderId, state, await ctx.store.head()) };
  if (state.outcome?.status === 'failed')
    return { status: 'failed', orderId, code: state.outcome.code, message: state.outcome.message };
  return { status: 'processing', orderId, statusUrl: orderStatusUrl(orderId), message: PROCESSING_MESSAGE };
}
