import Stripe from 'stripe';
import {
  CardProviderRejectedError,
  type AuthenticationPage,
  type AuthenticationRequest,
  type CardSetupStatus,
  type HostedCheckoutStatus,
} from '../card-processor';
import { toProviderError } from './stripe-errors';

/**
 * The card on file charged with its holder present (on-session): Stripe confirms the PaymentIntent
 * and, when the bank asks, its next action is the bank's 3-D Secure page, which returns to returnUrl.
 */
export async function startStripeAuthentication(
  stripe: Stripe,
  currency: string,
  request: AuthenticationRequest,
): Promise<AuthenticationPage> {
  if (!request.cardId || !request.customerId)
    throw new CardProviderRejectedError('No card on file to authenticate', 'NO_CARD');
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: currency,
        customer: request.customerId,
        payment_method: request.cardId,
        automatic_payment_methods: { enabled: true },
        confirm: true,
        return_url: request.returnUrl,
        description: request.name,
        metadata: request.metadata,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (intent.status === 'requires_action' && intent.next_action?.redirect_to_url?.url)
      return { ref: intent.id, url: intent.next_action.redirect_to_url.url };
    if (intent.status === 'succeeded' || intent.status === 'processing')
      return { ref: intent.id, url: request.returnUrl };
    throw new CardProviderRejectedError(
      intent.last_payment_error?.message ?? 'Your card was declined.',
      intent.last_payment_error?.code ?? intent.status,
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError)
      throw new CardProviderRejectedError(error.message || 'Your card was declined.', error.code ?? 'card_declined');
    throw toProviderError(error);
  }
}

export async function stripeAuthenticationStatus(stripe: Stripe, ref: string): Promise<HostedCheckoutStatus> {
  try {
    const intent = await stripe.paymentIntents.retrieve(ref);
    if (intent.status === 'succeeded') return { status: 'paid', paymentId: intent.id, amountCents: intent.amount };
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') return { status: 'canceled' };
    return { status: 'open' };
  } catch (error) {
    throw toProviderError(error);
  }
}

/** Where a SetupIntent stands (the bank's 3-D Secure included): the card it set up, failed, or pending. */
export async function stripeCardSetupStatus(stripe: Stripe, setupId: string): Promise<CardSetupStatus> {
  try {
    const intent = await stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
    const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
    const method = intent.payment_method;
    if (intent.status === 'succeeded' && customer && method) {
      const card =
        typeof method === 'string'
          ? { customerId: customer, cardId: method, brand: null, last4: null }
          : {
              customerId: customer,
              cardId: method.id,
              brand: method.card?.brand?.toUpperCase() ?? null,
              last4: method.card?.last4 ?? null,
              ...expiryOf(method.card),
            };
      return { status: 'succeeded', card };
    }
    const failure = intent.last_setup_error;
    if (intent.status === 'canceled' || (intent.status === 'requires_payment_method' && failure)) {
      return {
        status: 'failed',
        reason: failure?.message || 'The card could not be set up.',
        code: failure?.code ?? intent.status,
      };
    }
    return { status: 'pending' };
  } catch (error) {
    throw toProviderError(error);
  }
}

/** A card's expiry as Stripe gives it, when it does. */
export function expiryOf(card: { exp_month?: number | null; exp_year?: number | null } | null | undefined) {
  return card?.exp_month ? { expMonth: card.exp_month, expYear: card.exp_year ?? null } : {};
}
