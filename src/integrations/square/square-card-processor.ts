import { createHash } from 'node:crypto';
import type { Square, SquareClient } from 'square';
import {
  type AuthenticationPage,
  type AuthenticationRequest,
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type CardProcessor,
  type ChargeRequest,
  type ChargeResult,
  type CustomerRequest,
  type HostedCheckout,
  type HostedCheckoutRequest,
  type HostedCheckoutStatus,
  type ProviderActivity,
  type ProviderCustomer,
  type RefundRequest,
  type RefundResult,
  type SaveCardRequest,
  type StoreCardRequest,
  type StoredCard,
  type StoredCardChargeRequest,
} from '../card-processor';
import { squareActivity } from './square-activity';
import { DECLINE_TEXT, squareChargeFailure, squareProviderError, squareSdk } from './square-errors';

export interface SquareOptions {
  accessToken: string;
  locationId?: string;
  environment: 'sandbox' | 'production';
  /** Overrides the Square host (tests point it at a local server). */
  baseUrl?: string;
  maxRetries?: number;
  timeoutSeconds?: number;
  /** The venue's currency (ISO 4217); amounts are in its minor units. Default USD. */
  currency?: string;
}

export class SquareCardProcessor implements CardProcessor {
  readonly name = 'square' as const;
  readonly mode = 'live' as const;
  private readonly client: SquareClient;

  /** The venue's currency as Square names it (ISO 4217). */
  private get currency(): Square.Currency {
    return (this.options.currency ?? 'USD') as Square.Currency;
  }

  constructor(private readonly options: SquareOptions) {
    const { SquareClient, SquareEnvironment } = squareSdk();
    this.client = new SquareClient({
      token: options.accessToken,
      environment: options.environment === 'production' ? SquareEnvironment.Production : SquareEnvironment.Sandbox,
      baseUrl: options.baseUrl,
      maxRetries: options.maxRetries ?? 2,
      timeoutInSeconds: options.timeoutSeconds ?? 30,
    });
  }

  charge(request: ChargeRequest): Promise<ChargeResult> {
    return this.pay({ ...request, sourceId: request.sourceToken, customerId: undefined });
  }

  /** A card on file is paid with its card id as the source and its customer named (Square's off-session charge). */
  chargeStoredCard(request: StoredCardChargeRequest): Promise<ChargeResult> {
    return this.pay({ ...request, sourceId: request.cardId });
  }

  private async pay(
    request: Omit<ChargeRequest, 'sourceToken'> & { sourceId: string; customerId: string | undefined },
  ): Promise<ChargeResult> {
    try {
      const response = await this.client.payments.create({
        sourceId: request.sourceId,
        customerId: request.customerId,
        idempotencyKey: squareKey(request.idempotencyKey),
        amountMoney: { amount: BigInt(request.amountCents), currency: this.currency },
        autocomplete: true,
        locationId: this.options.locationId,
        referenceId: request.metadata?.bookingId?.slice(0, 40),
        note: request.note?.slice(0, 500),
      });
      const payment = response.payment;
      if (!payment?.id) throw new CardProviderUnavailableError('Square answered without a payment');
      if (payment.status === 'FAILED' || payment.status === 'CANCELED') {
        return { status: 'declined', reason: DECLINE_TEXT.GENERIC_DECLINE, code: payment.status };
      }
      return {
        status: 'approved',
        paymentId: payment.id,
        amountCents: Number(payment.amountMoney?.amount ?? request.amountCents),
        last4: payment.cardDetails?.card?.last4 ?? undefined,
      };
    } catch (error) {
      return squareChargeFailure(error);
    }
  }

  /**
   * Customers API (one customer per account, found by the id we kept or created with our account id as
   * reference) and Cards API (the card created from the approved payment's id).
   */
  storeCard(request: StoreCardRequest): Promise<StoredCard> {
    return this.createCard(request, request.paymentId);
  }

  /** The Cards API also takes the card form's token (a card nonce) as its source: no payment needed. */
  saveCard(request: SaveCardRequest): Promise<StoredCard> {
    return this.createCard(request, request.sourceToken);
  }

  private async createCard(
    request: { userId: string; customerId: string | null; idempotencyKey: string },
    sourceId: string,
  ): Promise<StoredCard> {
    try {
      const customerId =
        request.customerId ??
        (
          await this.client.customers.create({
            idempotencyKey: squareKey(`${request.idempotencyKey}-customer`),
            referenceId: request.userId,
          })
        ).customer?.id;
      if (!customerId) throw new CardProviderUnavailableError('Square answered without a customer');
      const { card } = await this.client.cards.create({
        idempotencyKey: squareKey(request.idempotencyKey),
        sourceId,
        card: { customerId, referenceId: request.userId },
      });
      if (!card?.id) throw new CardProviderUnavailableError('Square answered without a card');
      return {
        customerId,
        cardId: card.id,
        brand: card.cardBrand ?? null,
        last4: card.last4 ?? null,
        ...(card.expMonth != null ? { expMonth: Number(card.expMonth), expYear: Number(card.expYear) } : {}),
      };
    } catch (error) {
      throw squareProviderError(error);
    }
  }

  /** Customers API: the customer whose reference id is our account id, else a new one with it. */
  async findOrCreateCustomer(request: CustomerRequest): Promise<ProviderCustomer> {
    try {
      const found = await this.client.customers.search({
        limit: BigInt(1),
        query: { filter: { referenceId: { exact: request.userId } } },
      });
      const existing = found.customers?.[0]?.id;
      if (existing) return { customerId: existing, created: false };
      const { customer } = await this.client.customers.create({
        idempotencyKey: squareKey(request.idempotencyKey),
        referenceId: request.userId,
        givenName: request.givenName,
        familyName: request.familyName,
        emailAddress: request.email ?? undefined,
        phoneNumber: request.phoneNumber ?? undefined,
      });
      if (!customer?.id) throw new CardProviderUnavailableError('Square answered without a customer');
      return { customerId: customer.id, created: true };
    } catch (error) {
      throw squareProviderError(error);
    }
  }

  async removeCard(card: { customerId: string; cardId: string }): Promise<void> {
    try {
      await this.client.cards.disable({ cardId: card.cardId });
    } catch (error) {
      throw squareProviderError(error);
    }
  }

  /** A Square payment link (Checkout API, quick pay): Square's own page takes the card. */
  async createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout> {
    if (!this.options.locationId)
      throw new CardProviderRejectedError('A Square location id is needed for hosted checkout', 'NO_LOCATION');
    try {
      const { paymentLink } = await this.client.checkout.paymentLinks.create({
        idempotencyKey: squareKey(request.idempotencyKey),
        quickPay: {
          name: request.name.slice(0, 255),
          priceMoney: { amount: BigInt(request.amountCents), currency: this.currency },
          locationId: this.options.locationId,
        },
        checkoutOptions: { redirectUrl: request.redirectUrl, allowTipping: false, askForShippingAddress: false },
        paymentNote: request.note?.slice(0, 500),
      });
      if (!paymentLink?.id || !paymentLink.url)
        throw new CardProviderUnavailableError('Square answered without a payment link');
      return { checkoutId: paymentLink.id, url: paymentLink.url, orderId: paymentLink.orderId ?? null };
    } catch (error) {
      throw squareProviderError(error);
    }
  }

  /** Paid when the link's order carries a card tender and nothing is left to pay. */
  /**
   * A card on file the bank wants its holder to verify: Square verifies the buyer on its own payment
   * page (a payment link), so the customer pays there; the ref carries the link and its order.
   */
  async startAuthentication(request: AuthenticationRequest): Promise<AuthenticationPage> {
    const page = await this.createHostedCheckout({
      amountCents: request.amountCents,
      name: request.name,
      idempotencyKey: request.idempotencyKey,
      redirectUrl: request.returnUrl,
    });
    return { ref: `${page.checkoutId}${REF_SEPARATOR}${page.orderId ?? ''}`, url: page.url };
  }

  authenticationStatus(ref: string): Promise<HostedCheckoutStatus> {
    const [checkoutId, orderId] = ref.split(REF_SEPARATOR);
    return this.hostedCheckoutStatus({ checkoutId, orderId: orderId || null });
  }

  async hostedCheckoutStatus(checkout: { checkoutId: string; orderId: string | null }): Promise<HostedCheckoutStatus> {
    try {
      const orderId =
        checkout.orderId ??
        (await this.client.checkout.paymentLinks.get({ id: checkout.checkoutId })).paymentLink?.orderId;
      if (!orderId) return { status: 'open' };
      const { order } = await this.client.orders.get({ orderId });
      if (!order || order.state === 'CANCELED') return order ? { status: 'canceled' } : { status: 'open' };
      const tender = order.tenders?.find((t) => t.paymentId);
      const due = Number(order.netAmountDueMoney?.amount ?? order.totalMoney?.amount ?? 1);
      if (!tender?.paymentId || due > 0) return { status: 'open' };
      const paid = (order.tenders ?? []).reduce((sum, t) => sum + Number(t.amountMoney?.amount ?? 0), 0);
      return { status: 'paid', paymentId: tender.paymentId, amountCents: paid };
    } catch (error) {
      throw squareProviderError(error);
    }
  }

  /** Deletes the payment link: an abandoned checkout can no longer be paid. */
  async cancelHostedCheckout(checkoutId: string): Promise<void> {
    try {
      await this.client.checkout.paymentLinks.delete({ id: checkoutId });
    } catch (error) {
      const failure = squareProviderError(error);
      if (!(failure instanceof CardProviderRejectedError && failure.providerCode === 'NOT_FOUND')) throw failure;
    }
  }

  /** See squareActivity (payments, refunds and payouts, for reconciling the ledger). */
  listActivity(range: { from: Date; to: Date }): Promise<ProviderActivity[]> {
    return squareActivity(this.client, this.options.locationId, range);
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const response = await this.client.refunds.refundPayment({
        idempotencyKey: squareKey(request.idempotencyKey),
        paymentId: request.paymentId,
        amountMoney: { amount: BigInt(request.amountCents), currency: this.currency },
        // The webhook of this refund says it is the app's own (already in the ledger), not a dashboard refund.
        reason: appRefundReason(request.reason ?? 'Refund', squareKey(request.idempotencyKey)),
      });
      const refund = response.refund;
      if (!refund?.id) throw new CardProviderUnavailableError('Square answered without a refund');
      if (refund.status === 'REJECTED' || refund.status === 'FAILED') {
        throw new CardProviderRejectedError(`Square refused the refund (${refund.status})`, refund.status);
      }
      return { refundId: refund.id, status: refund.status === 'COMPLETED' ? 'completed' : 'pending' };
    } catch (error) {
      throw squareProviderError(error);
    }
  }
}

/** Square caps idempotency keys at 45 characters. */
/** A refund's reason with the app's mark (its key) at the end, within Square's 192 characters. */
export function appRefundReason(reason: string, key: string): string {
  const mark = ` ${APP_REFUND_MARK}${key}]`;
  return reason.slice(0, 192 - mark.length) + mark;
}

/** The key of the app's refund from a Square refund's reason, or null for a refund made at Square. */
export function appRefundKeyOf(reason: string | null | undefined): string | null {
  const at = reason?.lastIndexOf(APP_REFUND_MARK) ?? -1;
  return at >= 0 && reason!.endsWith(']') ? reason!.slice(at + APP_REFUND_MARK.length, -1) : null;
}

const APP_REFUND_MARK = '[app ';

const REF_SEPARATOR = '|';

function squareKey(key: string): string {
  return key.length <= 45 ? key : createHash('sha256').update(key).digest('hex').slice(0, 45);
}
