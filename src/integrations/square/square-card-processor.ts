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

/**
 * The Square SDK takes seconds to load (thousands of generated modules); it loads when a venue first
 * uses Square, not when every process starts. Node keeps the module once loaded.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const squareSdk = (): typeof import('square') => require('square');

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

/** Square's decline codes, in the words a customer understands. */
const DECLINE_TEXT: Record<string, string> = {
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
      return this.failure(error);
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
      throw this.providerError(error);
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
      throw this.providerError(error);
    }
  }

  async removeCard(card: { customerId: string; cardId: string }): Promise<void> {
    try {
      await this.client.cards.disable({ cardId: card.cardId });
    } catch (error) {
      throw this.providerError(error);
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
      throw this.providerError(error);
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
      throw this.providerError(error);
    }
  }

  /** Deletes the payment link: an abandoned checkout can no longer be paid. */
  async cancelHostedCheckout(checkoutId: string): Promise<void> {
    try {
      await this.client.checkout.paymentLinks.delete({ id: checkoutId });
    } catch (error) {
      const failure = this.providerError(error);
      if (!(failure instanceof CardProviderRejectedError && failure.providerCode === 'NOT_FOUND')) throw failure;
    }
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
      throw this.providerError(error);
    }
  }

  /** Completed payments, refunds and paid payouts of [from, to) through the SDK's paginated lists. */
  async listActivity(range: { from: Date; to: Date }): Promise<ProviderActivity[]> {
    const window = {
      beginTime: range.from.toISOString(),
      endTime: range.to.toISOString(),
      locationId: this.options.locationId,
    };
    const found: ProviderActivity[] = [];
    const cents = (m?: Square.Money | null) => Number(m?.amount ?? 0);
    try {
      for await (const p of await this.client.payments.list(window))
        if (p.status === 'COMPLETED' && p.id)
          found.push({
            kind: 'charge',
            id: p.id,
            paymentId: p.id,
            amountCents: cents(p.amountMoney),
            at: p.createdAt ?? '',
          });
      for await (const r of await this.client.refunds.list(window))
        if ((r.status === 'COMPLETED' || r.status === 'PENDING') && r.id)
          found.push({
            kind: 'refund',
            id: r.id,
            paymentId: r.paymentId ?? null,
            amountCents: cents(r.amountMoney),
            at: r.createdAt ?? '',
          });
      for await (const o of await this.client.payouts.list(window))
        if (o.status === 'PAID' && o.id)
          found.push({
            kind: 'payout',
            id: o.id,
            paymentId: null,
            amountCents: cents(o.amountMoney),
            at: o.createdAt ?? '',
          });
    } catch (error) {
      throw this.providerError(error);
    }
    return found;
  }

  /** Anything but a charge: a refused request is rejected, an unreachable Square unavailable. */
  private providerError(error: unknown): Error {
    if (error instanceof CardProviderRejectedError || error instanceof CardProviderUnavailableError) return error;
    const outcome = classify(error);
    if (outcome.kind === 'decline' || outcome.kind === 'rejected')
      return new CardProviderRejectedError(outcome.message, outcome.code);
    return new CardProviderUnavailableError(outcome.message, { cause: error });
  }

  private failure(error: unknown): ChargeResult {
    if (error instanceof CardProviderUnavailableError) throw error;
    const outcome = classify(error);
    if (outcome.kind === 'decline' && outcome.code === VERIFICATION_REQUIRED)
      return { status: 'authentication_required', reason: outcome.message, code: outcome.code };
    if (outcome.kind === 'decline') return { status: 'declined', reason: outcome.message, code: outcome.code };
    if (outcome.kind === 'rejected') throw new CardProviderRejectedError(outcome.message, outcome.code);
    throw new CardProviderUnavailableError(outcome.message, { cause: error });
  }
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

/** Square's decline when the card's bank wants the buyer verified (SCA): not a refusal of the card. */
const VERIFICATION_REQUIRED = 'CARD_DECLINED_VERIFICATION_REQUIRED';
const REF_SEPARATOR = '|';

function squareKey(key: string): string {
  return key.length <= 45 ? key : createHash('sha256').update(key).digest('hex').slice(0, 45);
}
