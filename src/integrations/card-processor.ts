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
  /**
   * The buyer asked to keep this card: providers that must know it before the charge (Stripe attaches
   * the payment method to a customer with setup_future_usage) prepare for storeCard here.
   */
  keepCardFor?: { userId: string; customerId: string | null };
  /**
   * The buyer is present and can approve the payment with their bank (3-D Secure) in the page: where
   * the bank's page sends them back. Without it, a payment the bank wants approved is refused.
   */
  returnUrl?: string;
}

/** A card kept on file with the provider: its customer record and the card's id there. */
export interface StoredCard {
  customerId: string;
  cardId: string;
  brand: string | null;
  last4: string | null;
  /** The card's expiry, when the provider says. */
  expMonth?: number | null;
  expYear?: number | null;
}

export interface StoreCardRequest {
  /** Our account id; the provider's customer record refers to it. */
  userId: string;
  /** The provider customer this account already has, when it has one. */
  customerId: string | null;
  /** The approved payment that used the card (Square stores a card from a payment id). */
  paymentId: string;
  sourceToken: string;
  idempotencyKey: string;
}

/** Keeps a newly entered card on file without charging it (a member replacing their card). */
export interface SaveCardRequest {
  userId: string;
  /** The provider customer this account already has, when it has one. */
  customerId: string | null;
  /** The card token (Square) or unused payment method (Stripe) from the card form. */
  sourceToken: string;
  idempotencyKey: string;
}

/** The account's customer record at the provider, found by our account id (its reference) or created. */
export interface CustomerRequest {
  userId: string;
  givenName: string;
  familyName: string;
  email: string | null;
  phoneNumber: string | null;
  idempotencyKey: string;
}

export interface ProviderCustomer {
  customerId: string;
  /** False when the provider already had a customer for this account. */
  created: boolean;
}

/** A charge of a stored card without the customer present (a renewal): same key, same payment. */
export interface StoredCardChargeRequest {
  customerId: string;
  cardId: string;
  amountCents: number;
  idempotencyKey: string;
  metadata?: Record<string, string>;
  note?: string;
  /** The holder is present after all (pays in the dialog with a saved card): see ChargeRequest.returnUrl. */
  returnUrl?: string;
}

/** The bank's page where the present buyer approves a payment (3-D Secure), and the payment it is. */
export interface AuthenticationAction {
  ref: string;
  url: string;
}

export type ChargeResult =
  | { status: 'approved'; paymentId: string; amountCents: number; last4?: string }
  | { status: 'declined'; reason: string; code: string }
  /**
   * The bank wants the card's holder to approve this payment (3-D Secure / SCA): nothing was taken.
   * Off-session, the customer completes it later on the provider's page (startAuthentication).
   */
  | { status: 'authentication_required'; reason: string; code: string; action?: AuthenticationAction };

/**
 * A payment with a card on file that its holder approves with their bank on the provider's page
 * (Stripe: a PaymentIntent confirmed on-session, whose next action is the bank's 3-D Secure page;
 * Square: a payment link, where the buyer is verified as Square requires), then comes back.
 */
export interface AuthenticationRequest {
  /** The card on file to pay with, and its provider customer (Stripe charges it; Square's page asks again). */
  customerId: string | null;
  cardId: string | null;
  amountCents: number;
  /** What the page says is being paid for. */
  name: string;
  idempotencyKey: string;
  /** Absolute address the provider sends the customer back to. */
  returnUrl: string;
  metadata?: Record<string, string>;
}

export interface AuthenticationPage {
  /** The provider's id for the payment being approved (a PaymentIntent, a payment link). */
  ref: string;
  /** Where the customer approves it (the bank's page), or the return address when nothing is needed. */
  url: string;
}

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

/**
 * A card set up for later charges while its holder is present (Stripe's SetupIntent): the browser
 * confirms it with the client secret, with 3-D Secure when the bank asks, then off-session charges work.
 */
export interface CardSetupRequest {
  userId: string;
  /** The provider customer this account already has, when it has one. */
  customerId: string | null;
  idempotencyKey: string;
  metadata?: Record<string, string>;
}

export interface CardSetup {
  setupId: string;
  clientSecret: string;
  customerId: string;
}

export type CardSetupStatus =
  /** Confirmed: the card is on file with the provider customer. */
  | { status: 'succeeded'; card: StoredCard }
  /** Not confirmed yet (waiting for the card, the bank's challenge, or the provider). */
  | { status: 'pending' }
  /** The bank or the buyer refused it (failed authentication, declined card, cancelled). */
  | { status: 'failed'; reason: string; code: string };

/** A payment page the provider hosts (Square's payment link), opened in a popup. */
export interface HostedCheckoutRequest {
  amountCents: number;
  /** What the page says is being bought. */
  name: string;
  note?: string;
  idempotencyKey: string;
  /** Absolute address the page sends the buyer back to after paying. */
  redirectUrl: string;
}

export interface HostedCheckout {
  checkoutId: string;
  url: string;
  /** The provider's order behind the page (Square), read to learn whether it was paid. */
  orderId: string | null;
}

export type HostedCheckoutStatus =
  { status: 'open' } | { status: 'paid'; paymentId: string; amountCents: number } | { status: 'canceled' };

/** One money movement at the provider (a payment, a refund, a payout), for reconciling the ledger with it. */
export interface ProviderActivity {
  kind: 'charge' | 'refund' | 'payout';
  /** The provider's id of the movement (payment, refund or payout). */
  id: string;
  /** The payment a charge or refund belongs to, as the app knows it (Stripe's PaymentIntent, Square's payment). */
  paymentId: string | null;
  /** Always positive: a refund or payout is money out by its kind. */
  amountCents: number;
  at: string;
}

export interface CardProcessor {
  readonly name: ProcessorName;
  /** 'twin' when this is the local card twin standing in for the provider. */
  readonly mode: 'live' | 'twin';
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Keeps the card of an approved payment on file for the account. */
  storeCard(request: StoreCardRequest): Promise<StoredCard>;
  /** Keeps a card from the card form on file without a payment (Square Cards API; Stripe attach). */
  saveCard(request: SaveCardRequest): Promise<StoredCard>;
  /** Charges a card on file off-session; a decline answers declined, as a charge does. */
  chargeStoredCard(request: StoredCardChargeRequest): Promise<ChargeResult>;
  /** Takes a card off file at the provider (it can no longer be charged). */
  removeCard(card: { customerId: string; cardId: string }): Promise<void>;
  /** Finds the account's customer at the provider, or creates it (an admin re-linking an account). */
  findOrCreateCustomer?(request: CustomerRequest): Promise<ProviderCustomer>;
  /** Starts a card setup the browser confirms (providers with in-page setup: Stripe). */
  createCardSetup?(request: CardSetupRequest): Promise<CardSetup>;
  cardSetupStatus?(setupId: string): Promise<CardSetupStatus>;
  /** Opens a hosted payment page (providers with hosted checkout: Square). */
  createHostedCheckout?(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  hostedCheckoutStatus?(checkout: { checkoutId: string; orderId: string | null }): Promise<HostedCheckoutStatus>;
  /** Takes a hosted page down (an abandoned checkout can no longer be paid). */
  cancelHostedCheckout?(checkoutId: string): Promise<void>;
  /** A payment the customer approves on the provider's page (3-D Secure), after an off-session charge needed it. */
  startAuthentication(request: AuthenticationRequest): Promise<AuthenticationPage>;
  /** Where that payment stands: paid (approved and taken), open (not yet), or canceled (refused, given up). */
  authenticationStatus(ref: string): Promise<HostedCheckoutStatus>;
  /** The money the provider moved in [from, to): completed payments, refunds and payouts. */
  listActivity(range: { from: Date; to: Date }): Promise<ProviderActivity[]>;
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
