import type { AppContext } from '../../app-context';
import { CheckoutCharged } from '../../domain/checkout/checkout.events';
import type { CheckoutState } from '../../domain/checkout/checkout.process';
import { CardProviderUnavailableError } from '../../integrations/card-processor';
import { AppError, PaymentDeclinedError } from '../../lib/errors';
import { chargeCard } from '../payments';
import { bookingDeskOf } from './booking-desk';
import { appendCheckout, loadCheckout } from './checkout-log';
import { chargeFacts } from './charge-facts';
import { compensationOf } from './order-steps';
import { driveOrder } from './run-order.command';

export type HoldExpiryResult = 'not-pending' | 'released' | 'confirmed' | 'compensated';

/**
 * Settles an order whose hold ran out (or whose process died). An order that got all its payment is
 * rolled forward (fulfilled); one whose charge outcome is unknown asks the provider again with the same
 * idempotency key; anything else is undone: holds released, credits, gift card and coupon restored.
 * A pending booking with no order behind it is released. Safe to run twice and concurrently.
 */
export async function expireHold(ctx: AppContext, orderId: string): Promise<HoldExpiryResult> {
  let state = await loadCheckout(ctx, orderId);
  if (!state.plan) {
    const released = await bookingDeskOf(ctx).releaseIfPending(ctx, orderId, 'Payment was not completed in time', {
      actor: 'system',
    });
    return released ? 'released' : 'not-pending';
  }
  if (state.outcome) return 'not-pending';
  if (!state.compensating && state.chargeRequested && !state.charged) state = await settleCharge(ctx, orderId, state);
  if (!state.compensating && !paidInFull(state)) {
    const expired = new AppError(
      'CHECKOUT.EXPIRED',
      'Payment was not completed in time. Your booking was released.',
      409,
    );
    await appendCheckout(ctx, orderId, compensationOf(orderId, expired), 'system', state.revision);
  }
  try {
    const { state: done } = await driveOrder(ctx, orderId, 'system', null);
    return done.outcome?.status === 'completed' ? 'confirmed' : 'compensated';
  } catch (error) {
    if (error instanceof AppError && !(error instanceof PaymentDeclinedError)) return 'compensated';
    throw error;
  }
}

/** Every source the plan takes from is recorded as taken, and every line is held. */
function paidInFull(state: CheckoutState): boolean {
  const plan = state.plan!;
  return (
    plan.lines.every((_, i) => i in state.held) &&
    (plan.creditsUsed === 0 || state.creditsSpent) &&
    (!plan.giftCard || state.giftCardRedeemed) &&
    (!plan.coupon || state.couponRedeemed) &&
    (plan.cardAmountCents === 0 || state.charged !== null)
  );
}

/** Asks the provider again with the recorded key: approved is recorded, declined compensates. */
async function settleCharge(ctx: AppContext, orderId: string, state: CheckoutState): Promise<CheckoutState> {
  const request = state.chargeRequested!;
  try {
    const charged = await chargeCard(ctx, {
      amountCents: request.amountCents,
      sourceToken: request.sourceToken,
      idempotencyKey: request.idempotencyKey,
      processor: request.processor,
      customerId: request.customerId,
      hosted: request.hosted,
      ...chargeFacts(orderId, state.plan!),
    });
    await appendCheckout(
      ctx,
      orderId,
      CheckoutCharged.create({ bookingId: orderId, ...charged }),
      'system',
      state.revision,
    );
  } catch (error) {
    // Still unknown: retry the job later rather than release what may be paid for.
    if (error instanceof CardProviderUnavailableError || (error instanceof AppError && error.status === 502))
      throw error;
    if (!(error instanceof AppError)) throw error;
    await appendCheckout(ctx, orderId, compensationOf(orderId, error), 'system', state.revision);
  }
  return loadCheckout(ctx, orderId);
}
