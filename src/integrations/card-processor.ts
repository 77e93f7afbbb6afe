/** The card payment port: Square, Stripe and the local twin all answer in this shape. */
export type ProcessorName = 'square' | 'stripe';

export interface ChargeRequest {
  amountCents: number;
  /** Square card nonce / source id, Stripe payment method id, or a twin token. */
  sourceToken: string;
  /** Same key, same payment: providers answer a repeat with the first result. */
  idempotencyKey: string;
  metadata?: Record<string, string>;
  note?: string;
}

export type ChargeResult =
  | { status: 'approved'; paymentId: string; amountCents: number; last4?: string }
  | { status: 'declined'; reason: string; code: string };

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  reason?: string;
}

export interface RefundResult {
  refundId: string;
  status: 'completed' | 'pending';
}

export interface CardProcessor {
  readonly name: ProcessorName;
  /** 'twin' when this is the local card twin standing in for the provider. */
  readonly mode: 'live' | 'twin';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The provider could not be reached or failed on its side: the outcome is unknown, retry with the same key. */
export class CardProviderUnavailableError extends Error {
  readonly code = 'PAYMENT.PROVIDER_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CardProviderUnavailableError';
  }
}

/** The provider refused the request for a reason retrying cannot fix (bad request, auth, refund refused). */
export class CardProviderRejectedError extends Error {
  readonly code = 'PAYMENT.PROVIDER_REJECTED';
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'CardProviderRejectedError';
  }
}
