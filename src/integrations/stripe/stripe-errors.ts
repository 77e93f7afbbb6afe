import Stripe from 'stripe';
import { CardProviderRejectedError, CardProviderUnavailableError } from '../card-processor';

/** Anything but a card decline: a transient failure is unavailable (retry with the same key), the rest rejected. */
export function toProviderError(error: unknown): Error {
  const e = error as { type?: string; message?: string; code?: string; statusCode?: number };
  const transient =
    e.type === 'StripeConnectionError' ||
    e.type === 'StripeAPIError' ||
    e.type === 'StripeRateLimitError' ||
    (e.statusCode !== undefined && e.statusCode >= 500) ||
    !(error instanceof Stripe.errors.StripeError);
  if (transient) return new CardProviderUnavailableError('Stripe could not be reached', { cause: error });
  return new CardProviderRejectedError(e.message ?? 'Stripe refused the request', e.code);
}
