import { formatMoney } from '../../lib/money';
import type { AppContext } from '../../app-context';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type CardProcessor,
  type ChargeResult,
  type ProcessorName,
  type RefundResult,
} from '../../integrations/card-processor';
import { AppError, PaymentDeclinedError } from '../../lib/errors';

export class PaymentUnavailableError extends AppError {
  constructor(message = 'Payment processing failed. Please try again.') {
    super('PAYMENT.UNAVAILABLE', message, 502);
  }
}

/** The card's bank wants its holder to approve this payment (3-D Secure): nothing was taken. */
export const AUTHENTICATION_REQUIRED = 'PAYMENT.AUTHENTICATION_REQUIRED';

export interface Charged {
  processor: ProcessorName;
  paymentId: string;
  amountCents: number;
}

type MoneyMove =
  | {
      kind: 'charge';
      amountCents: number;
      sourceToken: string;
      idempotencyKey: string;
      metadata?: Record<string, string>;
      note?: string;
      processor?: ProcessorName;
      /** The source is a card on file of this provider customer: charged off-session. */
      customerId?: string | null;
      /**
       * The source is a hosted checkout page the buyer paid on, or (authentication) a payment its
       * holder approved with their bank on the provider's page: collected, never charged again.
       */
      hosted?: { orderId: string | null; authentication?: boolean } | null;
      keepCardFor?: { userId: string; customerId: string | null };
      /** The buyer is in the payment dialog and can approve with their bank: where its page returns. */
      returnUrl?: string;
    }
  | {
      kind: 'refund';
      processor: ProcessorName;
      paymentId: string;
      amountCents: number;
      idempotencyKey: string;
      reason: string;
    };

/**
 * The one way money moves through a card processor: a charge or a refund, always with an idempotency
 * key. A decline answers 402 with the provider's reason (the 'Payment Failed' toast shows it); an
 * unreachable provider answers 502 and nothing is assumed (retry with the same key).
 */
export async function moveMoney(ctx: AppContext, move: MoneyMove & { kind: 'charge' }): Promise<Charged>;
export async function moveMoney(ctx: AppContext, move: MoneyMove & { kind: 'refund' }): Promise<RefundResult>;
export async function moveMoney(ctx: AppContext, move: MoneyMove): Promise<Charged | RefundResult> {
  const processor = move.processor ? ctx.payments.processor(move.processor) : await ctx.payments.activeProcessor();
  try {
    if (move.kind === 'refund') {
      const { kind: _kind, processor: _p, ...refund } = move;
      return await processor.refund(refund);
    }
    const { kind: _kind, processor: _p, customerId, sourceToken, hosted, ...charge } = move;
    const result = hosted
      ? await collectHostedCheckout(processor, sourceToken, hosted, charge.amountCents)
      : customerId
        ? await processor.chargeStoredCard({ ...charge, customerId, cardId: sourceToken })
        : await processor.charge({ ...charge, sourceToken });
    return approved(processor.name, result);
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof CardProviderRejectedError) throw new PaymentDeclinedError(error.message, 'PAYMENT.REJECTED');
    throw error;
  }
}

/**
 * The payment a hosted checkout page took: approved when the page was paid in full, declined when the
 * page was cancelled; not paid yet is an unknown outcome (asked again later with the same key).
 */
async function collectHostedCheckout(
  processor: CardProcessor,
  checkoutId: string,
  hosted: { orderId: string | null; authentication?: boolean },
  amountCents: number,
): Promise<ChargeResult> {
  if (!hosted.authentication && !processor.hostedCheckoutStatus)
    throw new CardProviderRejectedError(`${processor.name} has no hosted checkout`, 'NO_HOSTED_CHECKOUT');
  const status = hosted.authentication
    ? await processor.authenticationStatus(checkoutId)
    : await processor.hostedCheckoutStatus!({ checkoutId, orderId: hosted.orderId });
  if (status.status === 'open') throw new CardProviderUnavailableError('The checkout page has not been paid yet');
  if (status.status === 'canceled')
    return hosted.authentication
      ? {
          status: 'declined',
          reason: 'Your bank did not approve this payment. Please try again or use another card.',
          code: 'AUTHENTICATION_FAILED',
        }
      : { status: 'declined', reason: 'The checkout page was cancelled before it was paid.', code: 'CANCELED' };
  if (status.amountCents !== amountCents)
    throw new CardProviderRejectedError(
      `The checkout page took ${formatMoney(status.amountCents)}, not ${formatMoney(amountCents)}`,
      'AMOUNT_MISMATCH',
    );
  return { status: 'approved', paymentId: status.paymentId, amountCents: status.amountCents };
}

function approved(processor: ProcessorName, result: ChargeResult): Charged {
  if (result.status === 'declined')
    throw new PaymentDeclinedError(result.reason, 'PAYMENT.DECLINED', { providerCode: result.code });
  if (result.status === 'authentication_required')
    throw new PaymentDeclinedError(result.reason, AUTHENTICATION_REQUIRED, {
      providerCode: result.code,
      // The present buyer approves on the bank's page, then pays again naming this payment.
      ...(result.action ? { authentication: { ...result.action, processor } } : {}),
    });
  return { processor, paymentId: result.paymentId, amountCents: result.amountCents };
}

/** Charges through the active (or named) processor; see moveMoney. */
export function chargeCard(ctx: AppContext, args: Omit<MoneyMove & { kind: 'charge' }, 'kind'>): Promise<Charged> {
  return moveMoney(ctx, { kind: 'charge', ...args });
}

/** Gives a charge back (whole or part) with its own idempotency key; see moveMoney. */
export function refundCard(ctx: AppContext, args: Omit<MoneyMove & { kind: 'refund' }, 'kind'>): Promise<RefundResult> {
  return moveMoney(ctx, { kind: 'refund', ...args });
}

export { stableId } from '../../lib/stable-id';
