import type { ProviderNotice } from '../domain/payments/provider-notices';

/** A verified provider webhook: the provider's event id, type and time, and what it says. */
export interface ProviderDelivery {
  id: string;
  type: string;
  createdAt: string;
  notice: ProviderNotice;
}

/** The delivery is not signed by the provider (or not with this endpoint's secret). */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}
