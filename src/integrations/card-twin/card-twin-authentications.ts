import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CardProviderRejectedError,
  type AuthenticationPage,
  type AuthenticationRequest,
  type ChargeRequest,
  type ChargeResult,
  type HostedCheckoutStatus,
  type ProcessorName,
} from '../card-processor';
import { CARD_PREFIX } from './card-twin-types';
import { AUTHENTICATION_REQUIRED, type CardOutcome } from './test-cards';

export interface TwinAuthenticationRow {
  id: string;
  processor: ProcessorName;
  card_id: string | null;
  source_token: string | null;
  name: string;
  amount_cents: number;
  return_url: string;
  status: 'open' | 'paid' | 'canceled';
  payment_id: string | null;
  failure: string | null;
}

/**
 * The twin's 3-D Secure payments: a card on file the bank wants its holder to approve, like a Stripe
 * PaymentIntent confirmed on-session whose next action is the bank's page (served by the twin at
 * /api/dev/card-twin/authentications/:id). Approving charges the card with its holder present.
 */
export class TwinAuthentications {
  constructor(
    private readonly knex: Knex,
    private readonly charge: (processor: ProcessorName, request: ChargeRequest) => Promise<ChargeResult>,
  ) {}

  async start(
    processor: ProcessorName,
    request: AuthenticationRequest & { sourceToken?: string },
  ): Promise<AuthenticationPage> {
    if (!request.cardId && !request.sourceToken)
      throw new CardProviderRejectedError('No card to authenticate', 'NO_CARD');
    await this.knex('card_twin_authentications')
      .insert({
        id: `pi_twin_auth_${randomBytes(10).toString('hex')}`,
        idempotency_key: request.idempotencyKey,
        processor,
        card_id: request.cardId,
        source_token: request.sourceToken ?? null,
        name: request.name,
        amount_cents: request.amountCents,
        return_url: request.returnUrl,
        status: 'open',
      })
      .onConflict('idempotency_key')
      .ignore();
    const row = await this.knex('card_twin_authentications').where({ idempotency_key: request.idempotencyKey }).first();
    // A path on the site itself: the payment dialog frames it, and a frame of another origin (the
    // configured address where the browser used another name for it) would be refused.
    return { ref: row.id, url: `/api/dev/card-twin/authentications/${row.id}` };
  }

  async find(id: string): Promise<TwinAuthenticationRow | null> {
    return (await this.knex('card_twin_authentications').where({ id }).first()) ?? null;
  }

  async status(id: string): Promise<HostedCheckoutStatus> {
    const row = await this.find(id);
    if (!row) throw new CardProviderRejectedError(`No such payment ${id}`, 'NOT_FOUND');
    if (row.status === 'paid') return { status: 'paid', paymentId: row.payment_id!, amountCents: row.amount_cents };
    return row.status === 'canceled' ? { status: 'canceled' } : { status: 'open' };
  }

  /**
   * The bank's answer on its page: approved charges the card on file with its holder present (once,
   * keyed by the payment); refused cancels the payment. Answers the row as it now is.
   */
  async answer(id: string, approved: boolean): Promise<TwinAuthenticationRow | null> {
    const row = await this.find(id);
    if (!row || row.status !== 'open') return row;
    if (!approved) {
      await this.knex('card_twin_authentications')
        .where({ id, status: 'open' })
        .update({ status: 'canceled', failure: 'The authentication was not completed.' });
      return this.find(id);
    }
    const card = row.card_id
      ? await this.knex('card_twin_cards').where({ id: row.card_id }).first()
      : { source_token: row.source_token, decline_code: null };
    const result: ChargeResult = !card
      ? { status: 'declined', code: 'NOT_FOUND', reason: 'This card is no longer on file.' }
      : card.decline_code
        ? { status: 'declined', code: card.decline_code, reason: card.decline_reason }
        : await this.charge(row.processor, {
            amountCents: row.amount_cents,
            sourceToken: card.source_token,
            idempotencyKey: `authenticated-${id}`,
            note: row.name,
          });
    await this.knex('card_twin_authentications')
      .where({ id, status: 'open' })
      .update(
        result.status === 'approved'
          ? { status: 'paid', payment_id: result.paymentId }
          : { status: 'canceled', failure: result.reason },
      );
    return this.find(id);
  }

  /**
   * A buyer in the payment dialog whose bank wants them to approve (Stripe's 3-D Secure test cards
   * typed in; a saved card that always asks): the bank's page instead of a charge, once per key.
   */
  async challenge(
    processor: ProcessorName,
    request: ChargeRequest,
    outcomeForSource: (source: string) => Promise<CardOutcome>,
  ): Promise<ChargeResult | null> {
    const stored = request.sourceToken.startsWith(CARD_PREFIX)
      ? await this.knex('card_twin_cards').where({ id: request.sourceToken }).first()
      : null;
    const outcome = await outcomeForSource(stored ? stored.source_token : request.sourceToken);
    const asks = outcome.approve && (stored ? Boolean(outcome.offSession) : Boolean(outcome.authenticate));
    if (!asks || stored?.decline_code) return null;
    const action = await this.start(processor, {
      customerId: stored?.customer_id ?? null,
      cardId: stored?.id ?? null,
      sourceToken: stored ? undefined : request.sourceToken,
      amountCents: request.amountCents,
      name: request.note ?? 'Payment',
      idempotencyKey: `3ds-${request.idempotencyKey}`,
      returnUrl: request.returnUrl!,
    });
    return {
      status: 'authentication_required',
      code: AUTHENTICATION_REQUIRED.code,
      reason: 'Your bank needs you to approve this payment.',
      action,
    };
  }
}
