import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
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
      keepCardFor?: { userId: string; customerId: string | null };
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
    const { kind: _kind, processor: _p, customerId, sourceToken, ...charge } = move;
    const result = customerId
      ? await processor.chargeStoredCard({ ...charge, customerId, cardId: sourceToken })
      : await processor.charge({ ...charge, sourceToken });
    return approved(processor.name, result);
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof CardProviderRejectedError) throw new PaymentDeclinedError(error.message, 'PAYMENT.REJECTED');
    throw error;
  }
}

function approved(processor: ProcessorName, result: ChargeResult): Charged {
  if (result.status === 'declined')
    throw new PaymentDeclinedError(result.reason, 'PAYMENT.DECLINED', { providerCode: result.code });
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

/** A uuid-shaped id derived from its parts: the same request always maps to the same id. */
export function stableId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
