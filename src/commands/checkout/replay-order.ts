import type { AppContext } from '../../app-context';
import { AppError, ConflictError } from '../../lib/errors';
import { appendCheckout, loadCheckout } from './checkout-log';
import { orderOutcome, type OrderOutcome } from './order-outcome';
import { awaitOutcome, requestSettlement, stillProcessing } from './order-processing';
import { compensationOf } from './order-steps';
import { fingerprintOf } from './price-order';
import { driveOrder, type PayOrderInput } from './run-order.command';

/** An order with nothing held this long after it started died before holding anything. */
const ABANDONED_AFTER_MS = 60_000;

/**
 * The same order submitted again (same key or card token): the first outcome, charging nothing twice.
 * An order whose card was asked for is settled at once in the background; the repeat waits a few
 * seconds for its outcome and answers it, or 202 with the status URL while it is still processing.
 */
export async function replayOrder(ctx: AppContext, orderId: string, input: PayOrderInput): Promise<OrderOutcome> {
  let state = await loadCheckout(ctx, orderId);
  const plan = state.plan!;
  const same =
    (plan.fingerprint === '' || plan.fingerprint === fingerprintOf(input)) &&
    (input.clientAmountCents == null || input.clientAmountCents === plan.cardAmountCents);
  if (!same) throw new ConflictError('This payment was already used for a different booking.', 'PAYMENT.KEY_REUSED');
  if (!state.outcome && state.chargeRequested && !state.compensating) {
    await requestSettlement(ctx, orderId, state.revision);
    state = await awaitOutcome(ctx, orderId);
    if (!state.outcome) throw stillProcessing(orderId);
  }
  if (state.outcome?.status === 'completed')
    return { ...(await orderOutcome(ctx, orderId, state, null)), replayed: true };
  if (state.outcome?.status === 'failed')
    throw new AppError(state.outcome.code, state.outcome.message, state.outcome.httpStatus);
  const startedMs = state.startedAt ? Date.parse(state.startedAt) : 0;
  if (ctx.now().getTime() - startedMs > ABANDONED_AFTER_MS && Object.keys(state.held).length === 0) {
    // The first attempt died before holding anything: close it so the buyer can try again.
    const error = new ConflictError(
      'Your previous payment attempt did not complete. Please try again.',
      'PAYMENT.ABANDONED',
    );
    await appendCheckout(ctx, orderId, compensationOf(orderId, error), 'system', state.revision);
    await driveOrder(ctx, orderId, 'system', null);
    throw error;
  }
  throw new ConflictError('This payment is already being processed. Please wait a moment.', 'PAYMENT.IN_PROGRESS');
}
