import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type CardProcessor,
  type ChargeRequest,
  type ChargeResult,
  type ProcessorName,
  type RefundRequest,
  type RefundResult,
  type SaveCardRequest,
  type StoreCardRequest,
  type StoredCard,
  type StoredCardChargeRequest,
} from '../card-processor';
import { TwinAuthentications } from './card-twin-authentications';
import { recordTwinPayout, twinActivity } from './card-twin-books';
import { TwinCheckouts } from './card-twin-checkouts';
import { findOrCreateTwinCustomer, twinCustomerId } from './card-twin-customers';
import { TwinSetups } from './card-twin-setups';
import { AUTHENTICATION_REQUIRED, KNOWN_SOURCES, outcomeForCard, type CardOutcome } from './test-cards';
import { CARD_PREFIX, type CardFields } from './card-twin-types';

export type { CardFields } from './card-twin-types';

interface TwinChargeRow {
  id: string;
  amount_cents: number;
  source_token: string;
  status: string;
  decline_code: string;
  decline_reason: string;
}

/** Test hooks: make the next calls fail the way a flaky network does. */
export interface TwinFaults {
  /** The next N charges fail before reaching the twin (nothing recorded). */
  chargeUnreachable: number;
  /** The next N refunds are recorded, then the answer is lost (a retry must not refund twice). */
  refundAnswerLost: number;
}

/**
 * Stands in for Square and Stripe without keys: approves and declines like their test modes, and
 * honours idempotency keys (the same key answers with the first result, never a second charge).
 */
export class CardTwin {
  readonly faults: TwinFaults = { chargeUnreachable: 0, refundAnswerLost: 0 };

  readonly setups: TwinSetups;
  readonly checkouts: TwinCheckouts;
  readonly authentications: TwinAuthentications;

  constructor(private readonly knex: Knex) {
    this.setups = new TwinSetups(
      knex,
      (source) => this.outcomeForSource(source),
      (userId) => twinCustomerId(userId),
      () => `${CARD_PREFIX}${randomBytes(10).toString('hex')}`,
    );
    this.checkouts = new TwinCheckouts(knex, (processor, request) => this.charge(processor, request));
    this.authentications = new TwinAuthentications(knex, (processor, request) => this.charge(processor, request));
  }

  processor(name: ProcessorName): CardProcessor {
    return {
      name,
      mode: 'twin',
      charge: (request) => this.charge(name, request),
      refund: (request) => this.refund(request),
      storeCard: (request) => this.storeCard(name, request),
      saveCard: (request) => this.saveCard(name, request),
      chargeStoredCard: (request) => this.chargeStoredCard(name, request),
      removeCard: (card) => this.removeCard(card),
      findOrCreateCustomer: (request) => findOrCreateTwinCustomer(this.knex, name, request),
      createCardSetup: (request) => this.setups.create(name, request),
      cardSetupStatus: (setupId) => this.setups.status(setupId),
      createHostedCheckout: (request) => this.checkouts.create(name, request),
      hostedCheckoutStatus: (checkout) => this.checkouts.status(checkout.checkoutId),
      cancelHostedCheckout: (checkoutId) => this.checkouts.cancel(checkoutId),
      startAuthentication: (request) => this.authentications.start(name, request),
      authenticationStatus: (ref) => this.authentications.status(ref),
      listActivity: (range) => twinActivity(this.knex, name, range),
    };
  }

  /** A payout of the twin's balance to the bank (development): its id, for the webhook it sends. */
  payout(name: ProcessorName, amountCents: number, arrivalDate: string): Promise<string> {
    return recordTwinPayout(this.knex, name, amountCents, arrivalDate);
  }

  /** A refund made in the twin's "dashboard" (not by the app): its id, for the webhook it sends. */
  async dashboardRefund(paymentId: string, amountCents: number): Promise<string> {
    const key = `dashboard-${randomBytes(10).toString('hex')}`;
    return (await this.refund({ paymentId, amountCents, idempotencyKey: key })).refundId;
  }

  async issueToken(card: CardFields, now: Date): Promise<{ token: string; last4: string; brand: string }> {
    const outcome = outcomeForCard(card, now);
    const token = `twin_tok_${randomBytes(12).toString('hex')}`;
    const last4 = card.cardNumber.slice(-4);
    await this.knex('card_twin_tokens').insert({
      token,
      last4,
      brand: outcome.brand ?? 'CARD',
      cardholder_name: card.cardholderName,
      exp_month: card.expiryMonth,
      exp_year: card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear,
      decline_code: outcome.approve ? null : outcome.code,
      decline_reason: outcome.approve ? null : outcome.reason,
      off_session_decline_code: outcome.approve ? (outcome.offSession?.code ?? null) : null,
      off_session_decline_reason: outcome.approve ? (outcome.offSession?.reason ?? null) : null,
      requires_authentication: outcome.approve && Boolean(outcome.authenticate),
    });
    return { token, last4, brand: outcome.brand ?? 'CARD' };
  }

  private async outcomeForSource(source: string): Promise<CardOutcome> {
    if (source.startsWith(CARD_PREFIX)) return this.outcomeForStoredCard(source);
    const known = KNOWN_SOURCES[source];
    if (known) return known;
    const row = await this.knex('card_twin_tokens').where({ token: source }).first();
    if (!row)
      return {
        approve: false,
        code: 'INVALID_CARD',
        reason: 'Your card details could not be read. Please enter them again.',
      };
    if (row.decline_code) return { approve: false, code: row.decline_code, reason: row.decline_reason };
    const offSession = row.off_session_decline_code
      ? { code: row.off_session_decline_code, reason: row.off_session_decline_reason }
      : undefined;
    return { approve: true, last4: row.last4, brand: row.brand, offSession, authenticate: row.requires_authentication };
  }

  /** A stored card charged off-session: its own decline (see declineStoredCard), else its source's. */
  private async outcomeForStoredCard(cardId: string): Promise<CardOutcome> {
    const card = await this.knex('card_twin_cards').where({ id: cardId }).first();
    if (card.decline_code) return { approve: false, code: card.decline_code, reason: card.decline_reason };
    const outcome = await this.outcomeForSource(card.source_token);
    if (outcome.approve && outcome.offSession) return { approve: false, ...outcome.offSession };
    return outcome;
  }

  /**
   * Keeps the card of an approved payment on file (Square stores a card from a payment id; Stripe
   * keeps the payment method the charge attached). The same key answers the same card.
   */
  private async storeCard(processor: ProcessorName, request: StoreCardRequest): Promise<StoredCard> {
    const payment = await this.knex('card_twin_charges').where({ id: request.paymentId, status: 'approved' }).first();
    if (!payment) throw new CardProviderRejectedError(`No approved payment ${request.paymentId}`, 'NOT_FOUND');
    const outcome = await this.outcomeForSource(payment.source_token);
    await this.knex('card_twin_cards')
      .insert({
        id: `${CARD_PREFIX}${randomBytes(10).toString('hex')}`,
        idempotency_key: request.idempotencyKey,
        processor,
        customer_id: request.customerId ?? twinCustomerId(request.userId),
        source_token: payment.source_token,
        last4: outcome.approve ? (outcome.last4 ?? null) : null,
        brand: outcome.brand ?? null,
        ...(await this.expiryOf(payment.source_token)),
      })
      .onConflict('idempotency_key')
      .ignore();
    return this.keptCard(request.idempotencyKey);
  }

  /** A card from the card form kept without a payment; a card the twin would decline is refused. */
  private async saveCard(processor: ProcessorName, request: SaveCardRequest): Promise<StoredCard> {
    const outcome = await this.outcomeForSource(request.sourceToken);
    if (!outcome.approve) throw new CardProviderRejectedError(outcome.reason, outcome.code);
    await this.knex('card_twin_cards')
      .insert({
        id: `${CARD_PREFIX}${randomBytes(10).toString('hex')}`,
        idempotency_key: request.idempotencyKey,
        processor,
        customer_id: request.customerId ?? twinCustomerId(request.userId),
        source_token: request.sourceToken,
        last4: outcome.last4 ?? null,
        brand: outcome.brand ?? null,
        ...(await this.expiryOf(request.sourceToken)),
      })
      .onConflict('idempotency_key')
      .ignore();
    return this.keptCard(request.idempotencyKey);
  }

  /** A typed card's expiry (the test cards Square and Stripe name have none). */
  private async expiryOf(sourceToken: string): Promise<{ exp_month: number | null; exp_year: number | null }> {
    const row = await this.knex('card_twin_tokens').where({ token: sourceToken }).first('exp_month', 'exp_year');
    return { exp_month: row?.exp_month ?? null, exp_year: row?.exp_year ?? null };
  }

  private async keptCard(idempotencyKey: string): Promise<StoredCard> {
    const card = await this.knex('card_twin_cards').where({ idempotency_key: idempotencyKey }).first();
    return {
      customerId: card.customer_id,
      cardId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.exp_month,
      expYear: card.exp_year,
    };
  }

  private async chargeStoredCard(processor: ProcessorName, request: StoredCardChargeRequest): Promise<ChargeResult> {
    const card = await this.knex('card_twin_cards').where({ id: request.cardId }).first();
    if (!card || card.disabled || card.customer_id !== request.customerId)
      throw new CardProviderRejectedError(`No card ${request.cardId} on file for ${request.customerId}`, 'NOT_FOUND');
    const { customerId: _c, cardId, ...charge } = request;
    return this.charge(processor, { ...charge, sourceToken: cardId });
  }

  private async removeCard(card: { customerId: string; cardId: string }): Promise<void> {
    await this.knex('card_twin_cards')
      .where({ id: card.cardId, customer_id: card.customerId })
      .update({ disabled: true });
  }

  /** Test hook: the stored card now declines (an expired card, an emptied account) until cleared with null. */
  async declineStoredCard(cardId: string, decline: { code: string; reason: string } | null): Promise<void> {
    await this.knex('card_twin_cards')
      .where({ id: cardId })
      .update({ decline_code: decline?.code ?? null, decline_reason: decline?.reason ?? null });
  }

  private async charge(processor: ProcessorName, request: ChargeRequest): Promise<ChargeResult> {
    if (this.faults.chargeUnreachable > 0) {
      this.faults.chargeUnreachable--;
      throw new CardProviderUnavailableError('Card twin unreachable (simulated)');
    }
    const existing = await this.knex('card_twin_charges').where({ idempotency_key: request.idempotencyKey }).first();
    if (existing) return this.replay(existing, request);
    const challenge = request.returnUrl
      ? await this.authentications.challenge(processor, request, (source) => this.outcomeForSource(source))
      : null;
    if (challenge) return challenge;
    const outcome = await this.outcomeForSource(request.sourceToken);
    const id = `${processor === 'square' ? 'sqpay' : 'pi'}_twin_${randomBytes(10).toString('hex')}`;
    await this.knex('card_twin_charges')
      .insert({
        id,
        idempotency_key: request.idempotencyKey,
        processor,
        amount_cents: request.amountCents,
        source_token: request.sourceToken,
        status: outcome.approve ? 'approved' : 'declined',
        decline_code: outcome.approve ? null : outcome.code,
        decline_reason: outcome.approve ? null : outcome.reason,
        metadata: JSON.stringify(request.metadata ?? {}),
      })
      .onConflict('idempotency_key')
      .ignore();
    const stored = await this.knex('card_twin_charges').where({ idempotency_key: request.idempotencyKey }).first();
    return this.replay(stored, request);
  }

  private replay(row: TwinChargeRow, request: ChargeRequest): ChargeResult {
    if (row.amount_cents !== request.amountCents || row.source_token !== request.sourceToken) {
      throw new CardProviderRejectedError('Idempotency key reused with different parameters', 'IDEMPOTENCY_KEY_REUSED');
    }
    if (row.status === 'approved') return { status: 'approved', paymentId: row.id, amountCents: row.amount_cents };
    if (row.decline_code === AUTHENTICATION_REQUIRED.code)
      return { status: 'authentication_required', reason: row.decline_reason, code: row.decline_code };
    return { status: 'declined', reason: row.decline_reason, code: row.decline_code };
  }

  private async refund(request: RefundRequest): Promise<RefundResult> {
    const payment = await this.knex('card_twin_charges').where({ id: request.paymentId, status: 'approved' }).first();
    if (!payment) throw new CardProviderRejectedError(`No approved payment ${request.paymentId}`, 'NOT_FOUND');
    const existing = await this.knex('card_twin_refunds').where({ idempotency_key: request.idempotencyKey }).first();
    if (!existing) {
      const refunded = await this.knex('card_twin_refunds')
        .where({ payment_id: request.paymentId })
        .sum<{ s: string | null }[]>('amount_cents as s');
      if (Number(refunded[0]?.s ?? 0) + request.amountCents > payment.amount_cents) {
        throw new CardProviderRejectedError('Refund exceeds the amount paid', 'REFUND_AMOUNT_INVALID');
      }
      await this.knex('card_twin_refunds')
        .insert({
          id: `refund_twin_${randomBytes(10).toString('hex')}`,
          idempotency_key: request.idempotencyKey,
          payment_id: request.paymentId,
          amount_cents: request.amountCents,
        })
        .onConflict('idempotency_key')
        .ignore();
    }
    const row = await this.knex('card_twin_refunds').where({ idempotency_key: request.idempotencyKey }).first();
    if (this.faults.refundAnswerLost > 0) {
      this.faults.refundAnswerLost--;
      throw new CardProviderUnavailableError('Card twin answer lost (simulated)');
    }
    return { refundId: row.id, status: 'completed' };
  }
}
