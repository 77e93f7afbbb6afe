import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type ProcessorName,
} from '../../integrations/card-processor';
import { paymentServices } from '../../integrations/payment-services';
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

/**
 * Charges through the active (or named) processor. A decline answers 402 with the provider's reason
 * (the 'Payment Failed' toast shows it); an unreachable provider answers 502 and nothing is assumed.
 */
export async function chargeCard(
  ctx: AppContext,
  args: {
    amountCents: number;
    sourceToken: string;
    idempotencyKey: string;
    metadata?: Record<string, string>;
    note?: string;
    processor?: ProcessorName;
  },
): Promise<Charged> {
  const services = paymentServices(ctx);
  const processor = args.processor ? services.processor(args.processor) : await services.activeProcessor();
  let result;
  try {
    result = await processor.charge({
      amountCents: args.amountCents,
      sourceToken: args.sourceToken,
      idempotencyKey: args.idempotencyKey,
      metadata: args.metadata,
      note: args.note,
    });
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof CardProviderRejectedError) throw new PaymentDeclinedError(error.message, 'PAYMENT.REJECTED');
    throw error;
  }
  if (result.status === 'declined')
    throw new PaymentDeclinedError(result.reason, 'PAYMENT.DECLINED', { providerCode: result.code });
  return { processor: processor.name, paymentId: result.paymentId, amountCents: result.amountCents };
}

/** A uuid-shaped id derived from its parts: the same request always maps to the same id. */
export function stableId(...parts: string[]): string {
  const h = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
