import type { AppContext } from '../../app-context';
import type { CheckoutState } from '../../domain/checkout/checkout.process';
import { ConflictError } from '../../lib/errors';
import { refundCard } from '../payments';
import { loadCheckout } from './checkout-log';
import type { Buyer } from './order-line-type';

export const unknownApproval = () =>
  new ConflictError(
    'This payment approval does not belong to this order. Please start the payment again.',
    'PAYMENT.AUTHENTICATION_UNKNOWN',
  );

/**
 * The bank's approval a buyer names when paying again: it must be the one this buyer's failed order
 * (the same key's) was refused for. Answers it (with its processor), or refuses.
 */
export async function approvalNamedBy(ctx: AppContext, orderId: string, ref: string, buyer: Buyer) {
  const failed = await loadCheckout(ctx, orderId);
  const named = failed.outcome?.status === 'failed' ? failed.outcome.authentication : null;
  if (!named || named.ref !== ref || (failed.plan?.userId ?? null) !== buyer.userId) throw unknownApproval();
  return named;
}

/**
 * An approved payment whose order failed before taking it (the bay went meanwhile): it goes back, so
 * nothing is charged without what was paid for. Nothing when the bank had not approved it.
 */
export async function giveBackUnclaimed(ctx: AppContext, ref: string, state: CheckoutState) {
  const processorName = state.plan?.processor;
  if (!processorName) return;
  const status = await ctx.payments
    .processor(processorName)
    .authenticationStatus(ref)
    .catch(() => null);
  if (status?.status !== 'paid') return;
  await refundCard(ctx, {
    processor: processorName,
    paymentId: status.paymentId,
    amountCents: status.amountCents,
    idempotencyKey: `unclaimed-${ref}`,
    reason: 'The order this approved payment was for did not go through',
  });
}
