import { CardProviderRejectedError, CardProviderUnavailableError, type ChargeResult } from '../card-processor';

/**
 * The Square SDK takes seconds to load (thousands of generated modules); it loads when a venue first
 * uses Square, not when every process starts. Node keeps the module once loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const squareSdk = (): typeof import('square') => require('square');

/** Square's decline codes, in the words a customer understands. */
export const DECLINE_TEXT: Record<string, string> = {
  GENERIC_DECLINE: 'Your card was declined.',
  CVV_FAILURE: "Your card's security code was rejected.",
  ADDRESS_VERIFICATION_FAILURE: "Your card's postal code was rejected.",
  INVALID_EXPIRATION: "Your card's expiration date is invalid.",
  INSUFFICIENT_FUNDS: 'Your card has insufficient funds.',
  CARD_EXPIRED: 'Your card has expired.',
  INVALID_CARD: 'Your card number is invalid.',
  CARD_DECLINED_VERIFICATION_REQUIRED: 'Your card needs verification. Please try again.',
  TRANSACTION_LIMIT: 'This payment exceeds your card limit.',
};

/** Square's decline when the card's bank wants the buyer verified (SCA): not a refusal of the card. */
const VERIFICATION_REQUIRED = 'CARD_DECLINED_VERIFICATION_REQUIRED';

/** Anything but a charge: a refused request is rejected, an unreachable Square unavailable. */
export function squareProviderError(error: unknown): Error {
  if (error instanceof CardProviderRejectedError || error instanceof CardProviderUnavailableError) return error;
  const outcome = classify(error);
  if (outcome.kind === 'decline' || outcome.kind === 'rejected')
    return new CardProviderRejectedError(outcome.message, outcome.code);
  return new CardProviderUnavailableError(outcome.message, { cause: error });
}

/** A charge that did not go through: declined, needs verification, refused, or unknown (thrown). */
export function squareChargeFailure(error: unknown): ChargeResult {
  if (error instanceof CardProviderUnavailableError) throw error;
  const outcome = classify(error);
  if (outcome.kind === 'decline' && outcome.code === VERIFICATION_REQUIRED)
    return { status: 'authentication_required', reason: outcome.message, code: outcome.code };
  if (outcome.kind === 'decline') return { status: 'declined', reason: outcome.message, code: outcome.code };
  if (outcome.kind === 'rejected') throw new CardProviderRejectedError(outcome.message, outcome.code);
  throw new CardProviderUnavailableError(outcome.message, { cause: error });
}

type Outcome = { kind: 'decline' | 'rejected' | 'unavailable'; message: string; code: string };

function classify(error: unknown): Outcome {
  if (!(error instanceof squareSdk().SquareError) || error.statusCode === undefined) {
    return { kind: 'unavailable', message: 'Square could not be reached', code: 'NETWORK' };
  }
  const first = error.errors[0];
  const code = String(first?.code ?? 'Unknown');
  if (first?.category === 'PAYMENT_METHOD_ERROR') {
    return { kind: 'decline', message: DECLINE_TEXT[code] ?? first.detail ?? DECLINE_TEXT.GENERIC_DECLINE, code };
  }
  if (error.statusCode >= 500 || error.statusCode === 429) {
    return { kind: 'unavailable', message: `Square error ${error.statusCode}`, code };
  }
  return { kind: 'rejected', message: first?.detail ?? `Square refused the request (${error.statusCode})`, code };
}
