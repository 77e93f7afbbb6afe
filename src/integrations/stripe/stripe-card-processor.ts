import Stripe from 'stripe';
import {
  type AuthenticationPage,
  type AuthenticationRequest,
  type HostedCheckoutStatus,
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type CardProcessor,
  type CardSetup,
  type CardSetupRequest,
  type CardSetupStatus,
  type ChargeRequest,
  type ChargeResult,
  type ProviderActivity,
  type RefundRequest,
  type RefundResult,
  type SaveCardRequest,
  type StoreCardRequest,
  type StoredCard,
  type StoredCardChargeRequest,
} from '../card-processor';
import { stripeActivity } from './stripe-activity';
import {
  expiryOf,
  startStripeAuthentication,
  stripeAuthenticationStatus,
  stripeCardSetupStatus,
} from './stripe-authentication';
import { toProviderError } from './stripe-errors';

/** The refund metadata key naming a refund the app made (its idempotency key). */
export const APP_REFUND_KEY = 'app_refund_key';

const AUTHENTICATE_TEXT = 'Your bank needs you to approve this payment.';

export interface StripeOptions {
  secretKey: string;
  /** Overrides https://api.stripe.com (tests point it at a local server). */
  apiBase?: string;
  maxNetworkRetries?: number;
  timeoutMs?: number;
  /** The venue's currency (ISO 4217); amounts are in its minor units. Default USD. */
  currency?: string;
}

export class StripeCardProcessor implements CardProcessor {
  readonly name = 'stripe' as const;
  readonly mode = 'live' as const;
  private readonly stripe: Stripe;
  private readonly currency: string;

  constructor(options: StripeOptions) {
    this.currency = (options.currency ?? 'USD').toLowerCase();
    const base = options.apiBase ? new URL(options.apiBase) : undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      timeout: options.timeoutMs ?? 30000,
      telemetry: false,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'http:' ? 80 : 443),
            protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
          }
        : {}),
    });
  }

  /**
   * A charge that keeps the card is made for a customer with setup_future_usage, because Stripe only
   * lets a payment method be charged again once it was attached when it was first used.
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const keep = request.keepCardFor;
    return this.confirm(
      {
        amount: request.amountCents,
        currency: this.currency,
        payment_method: request.sourceToken,
        ...(request.returnUrl
          ? { automatic_payment_methods: { enabled: true }, return_url: request.returnUrl }
          : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
        confirm: true,
        description: request.note,
        metadata: request.metadata,
        ...(keep
          ? {
              customer: keep.customerId ?? (await this.customerFor(keep.userId, request.idempotencyKey)),
              setup_future_usage: 'off_session' as const,
            }
          : {}),
      },
      request.idempotencyKey,
    );
  }

  /** The customer's attached payment method, charged with the customer absent (off_session). */
  chargeStoredCard(request: StoredCardChargeRequest): Promise<ChargeResult> {
    return this.confirm(
      {
        amount: request.amountCents,
        currency: this.currency,
        customer: request.customerId,
        payment_method: request.cardId,
        // The holder in the dialog pays on-session, so their bank may ask them (the page returns here).
        ...(request.returnUrl ? { return_url: request.returnUrl } : { off_session: true }),
        confirm: true,
        description: request.note,
        metadata: request.metadata,
      },
      request.idempotencyKey,
    );
  }

  private async confirm(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(params, { idempotencyKey });
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        return { status: 'approved', paymentId: intent.id, amountCents: intent.amount };
      }
      if (intent.status === 'requires_action') {
        const url = intent.next_action?.redirect_to_url?.url;
        return {
          status: 'authentication_required',
          reason: AUTHENTICATE_TEXT,
          code: 'authentication_required',
          ...(url ? { action: { ref: intent.id, url } } : {}),
        };
      }
      const reason = intent.last_payment_error?.message ?? 'Your card was declined.';
      return { status: 'declined', reason, code: intent.last_payment_error?.code ?? intent.status };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError && error.code === 'authentication_required')
        return { status: 'authentication_required', reason: error.message || AUTHENTICATE_TEXT, code: error.code };
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'declined',
          reason: error.message || 'Your card was declined.',
          code: error.code ?? 'card_declined',
        };
      }
      throw toProviderError(error);
    }
  }

  private async customerFor(userId: string, idempotencyKey: string): Promise<string> {
    try {
      const customer = await this.stripe.customers.create(
        { metadata: { userId } },
        { idempotencyKey: `${idempotencyKey}-customer` },
      );
      return customer.id;
    } catch (error) {
      throw toProviderError(error);
    }
  }

  /** The payment method and customer the keeping charge attached, read back from its PaymentIntent. */
  async storeCard(request: StoreCardRequest): Promise<StoredCard> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(request.paymentId, { expand: ['payment_method'] });
      const method = intent.payment_method;
      const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
      if (!method || !customer)
        throw new CardProviderRejectedError(
          'This payment did not keep its card (no customer attached)',
          'NOT_ATTACHED',
        );
      if (typeof method === 'string') return { customerId: customer, cardId: method, brand: null, last4: null };
      return {
        customerId: customer,
        cardId: method.id,
        brand: method.card?.brand?.toUpperCase() ?? null,
        last4: method.card?.last4 ?? null,
        ...expiryOf(method.card),
      };
    } catch (error) {
      if (error instanceof CardProviderRejectedError) throw error;
      throw toProviderError(error);
    }
  }

  /** An unused payment method from the card form, attached to the account's customer for later charges. */
  async saveCard(request: SaveCardRequest): Promise<StoredCard> {
    const customerId = request.customerId ?? (await this.customerFor(request.userId, request.idempotencyKey));
    try {
      const method = await this.stripe.paymentMethods.attach(
        request.sourceToken,
        { customer: customerId },
        { idempotencyKey: request.idempotencyKey },
      );
      return {
        customerId,
        cardId: method.id,
        brand: method.card?.brand?.toUpperCase() ?? null,
        last4: method.card?.last4 ?? null,
        ...expiryOf(method.card),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        throw new CardProviderRejectedError(error.message || 'Your card was declined.', error.code ?? 'card_declined');
      throw toProviderError(error);
    }
  }

  /**
   * A SetupIntent for off-session use: Stripe.js confirms it in the page (running 3-D Secure when the
   * bank asks), after which the renewals can charge the card without the customer.
   */
  async createCardSetup(request: CardSetupRequest): Promise<CardSetup> {
    const customerId = request.customerId ?? (await this.customerFor(request.userId, request.idempotencyKey));
    try {
      const intent = await this.stripe.setupIntents.create(
        {
          customer: customerId,
          usage: 'off_session',
          allowed_payment_method_types: ['card'],
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new CardProviderUnavailableError('Stripe answered without a client secret');
      return { setupId: intent.id, clientSecret: intent.client_secret, customerId };
    } catch (error) {
      if (error instanceof CardProviderUnavailableError) throw error;
      throw toProviderError(error);
    }
  }

  cardSetupStatus(setupId: string): Promise<CardSetupStatus> {
    return stripeCardSetupStatus(this.stripe, setupId);
  }

  async removeCard(card: { customerId: string; cardId: string }): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(card.cardId);
    } catch (error) {
      throw toProviderError(error);
    }
  }

  /** See startStripeAuthentication (the bank's 3-D Secure page for a card on file). */
  startAuthentication(request: AuthenticationRequest): Promise<AuthenticationPage> {
    return startStripeAuthentication(this.stripe, this.currency, request);
  }

  authenticationStatus(ref: string): Promise<HostedCheckoutStatus> {
    return stripeAuthenticationStatus(this.stripe, ref);
  }

  /** See stripeActivity (balance transactions, for reconciling the ledger). */
  listActivity(range: { from: Date; to: Date }): Promise<ProviderActivity[]> {
    return stripeActivity(this.stripe, range);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: request.paymentId,
          amount: request.amountCents,
          reason: 'requested_by_customer',
          // The webhook of this refund says it is the app's own (already in the ledger), not a dashboard refund.
          metadata: { [APP_REFUND_KEY]: request.idempotencyKey },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') {
        throw new CardProviderRejectedError(`Stripe refused the refund (${refund.status})`, refund.status);
      }
      return { refundId: refund.id, status: refund.status === 'succeeded' ? 'completed' : 'pending' };
    } catch (error) {
      if (error instanceof CardProviderRejectedError) throw error;
      throw toProviderError(error);
    }
  }
}
