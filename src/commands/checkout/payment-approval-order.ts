import type { AppContext } from '../../app-context';
import { CardProviderRejectedError, CardProviderUnavailableError } from '../../integrations/card-processor';
import { AppError, ConflictError, NotFoundError, PaymentDeclinedError } from '../../lib/errors';
import { approvalById, lastApprovalPage, type ApprovalRow } from '../../projections/payments';
import { loadCheckout } from './checkout-log';
import { openApproval, PaymentUnavailableError, refundCard, settleApproval, stableId } from '../payments';
import type { Buyer } from './order-line-type';
import type { OrderOutcome } from './order-outcome';
import { quoteOrder } from './quote-order';
import { payOrder } from './run-order.command';

/** The venue takes the approved payment for the account (the job that asked for it, finishing). */
const accountBuyer = (userId: string): Buyer => ({
  userId,
  actor: 'system',
  client: null,
  customer: { firstName: null, lastName: null, email: null, phoneNumber: null, guest: false },
});

/**
 * An approval still owed: its order line is priced again as the server prices it now. One no longer
 * owed (the renewal was paid with a new card, the fee was waived) is closed, and says so.
 */
export async function owedApproval(ctx: AppContext, approvalId: string): Promise<ApprovalRow> {
  const approval = await openApproval(ctx, approvalId);
  try {
    const priced = await quoteOrder(ctx, { lines: [approval.line] }, accountBuyer(approval.userId));
    return { ...approval, amountCents: priced.cardAmountCents };
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
    await settleApproval(ctx, approval.subjectKey, { outcome: 'closed', orderId: null, note: error.message });
    throw new ConflictError('This payment is no longer due.', 'APPROVAL.CLOSED');
  }
}

/**
 * The customer is back from the provider's page: when their bank approved it and the provider took
 * the payment, the order line is paid with that payment (collected, never charged again) and fulfilled
 * (the membership renews, the fee is recorded), once however often this runs. Not approved yet: 409;
 * refused: 402, and a new page can be opened. A payment taken for something no longer owed goes back.
 */
export async function completeApproval(ctx: AppContext, approvalId: string): Promise<OrderOutcome> {
  const approval = await approvalById(ctx.knex, approvalId);
  if (!approval) throw new NotFoundError('This payment link does not exist.', 'APPROVAL.NOT_FOUND');
  const page = await lastApprovalPage(ctx.knex, approvalId);
  if (!page) throw new ConflictError('Please approve the payment with your bank first.', 'APPROVAL.NOT_STARTED');
  const processor = ctx.payments.processor(page.processor);
  const status = await processor.authenticationStatus(page.ref).catch((error) => {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof CardProviderRejectedError) throw new PaymentDeclinedError(error.message, 'PAYMENT.REJECTED');
    throw error;
  });
  if (status.status === 'open')
    throw new ConflictError('Your bank has not approved this payment yet.', 'APPROVAL.PENDING');
  if (status.status === 'canceled')
    throw new PaymentDeclinedError('Your bank did not approve this payment. Please try again.', 'APPROVAL.REFUSED');
  const order = {
    sourceId: page.ref,
    processor: page.processor,
    hosted: { orderId: null, authentication: true },
    idempotencyKey: `approval-${approvalId}-${page.attempt}`,
  };
  // Completed (or started) before: the same order answers again, nothing is paid or given back twice.
  const started = await loadCheckout(ctx, stableId('checkout', approval.userId, order.idempotencyKey));
  if (started.plan) return payOrder(ctx, { lines: [approval.line], ...order }, accountBuyer(approval.userId));
  const owed = await owedApproval(ctx, approvalId).catch(async (error) => {
    // No longer owed: the payment the bank just approved goes back (no order was started for it).
    if (error instanceof ConflictError)
      await refundCard(ctx, {
        processor: page.processor,
        paymentId: status.paymentId,
        amountCents: status.amountCents,
        idempotencyKey: `approval-refund-${approvalId}-${page.attempt}`,
        reason: 'Approved payment no longer owed',
      });
    throw error;
  });
  return payOrder(ctx, { lines: [owed.line], ...order }, accountBuyer(owed.userId));
}
