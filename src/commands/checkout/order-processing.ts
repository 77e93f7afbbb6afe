import type { AppContext } from '../../app-context';
import { orderStatusUrl, type ProcessingOrder } from '../../contracts/checkout/orders';
import type { CheckoutState } from '../../domain/checkout/checkout.process';
import { AcceptedForProcessing } from '../../lib/errors';
import { jobIdFrom } from '../../workers/jobs';
import { loadCheckout } from './checkout-log';

export const PROCESSING_MESSAGE =
  'Your payment is processing. Your order will be confirmed in a moment; you will not be charged twice.';

/** How long a repeat of an order whose charge is under way waits for its outcome before answering 202. */
export const REPLAY_WAIT_MS = 5000;
const REPLAY_POLL_MS = 200;

/** The 202 answer for an order whose card was asked for but whose outcome is not recorded yet. */
export function stillProcessing(orderId: string, cause?: unknown): AcceptedForProcessing {
  const body: ProcessingOrder = {
    orderId,
    status: 'processing',
    statusUrl: orderStatusUrl(orderId),
    message: PROCESSING_MESSAGE,
  };
  return new AcceptedForProcessing(body.statusUrl, body, { cause });
}

/**
 * Asks for a prompt settlement of the order (the `checkout.settle-now` job), rather than at the end of
 * its hold. One job per order revision: asking again while nothing moved adds nothing. Never fails the
 * caller (the per-minute sweep settles the order when the queue is unreachable).
 */
export async function requestSettlement(ctx: AppContext, orderId: string, revision: CheckoutState['revision']) {
  try {
    await ctx.jobs.enqueue(
      'checkout.settle-now',
      { orderId },
      { jobId: jobIdFrom('settle-now', orderId, String(revision)) },
    );
  } catch (err) {
    ctx.logger.warn({ err, orderId }, 'could not queue the prompt settlement; the sweep settles this order');
  }
}

/** The order's state once it has an outcome, or as it stands after `timeoutMs`. */
export async function awaitOutcome(ctx: AppContext, orderId: string, timeoutMs = REPLAY_WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await loadCheckout(ctx, orderId);
    if (state.outcome || Date.now() >= deadline) return state;
    await new Promise((r) => setTimeout(r, REPLAY_POLL_MS));
  }
}
