import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CardProviderRejectedError,
  type CardSetup,
  type CardSetupRequest,
  type CardSetupStatus,
  type ProcessorName,
} from '../card-processor';
import type { CardOutcome } from './test-cards';

/**
 * The twin's SetupIntents: a card saved for later (memberships) through an in-page setup the page
 * confirms with its client secret, with the bank's 3-D Secure challenge when the card asks for it.
 */
export class TwinSetups {
  constructor(
    private readonly knex: Knex,
    private readonly outcomeForSource: (source: string) => Promise<CardOutcome>,
    private readonly customerIdFor: (userId: string) => string,
    private readonly newCardId: () => string,
  ) {}

  /** A SetupIntent-like record the page confirms with its client secret (see confirmSetup). */
  async create(processor: ProcessorName, request: CardSetupRequest): Promise<CardSetup> {
    const id = `seti_twin_${randomBytes(12).toString('hex')}`;
    await this.knex('card_twin_setups')
      .insert({
        id,
        idempotency_key: request.idempotencyKey,
        client_secret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        customer_id: request.customerId ?? this.customerIdFor(request.userId),
        processor,
        status: 'requires_payment_method',
      })
      .onConflict('idempotency_key')
      .ignore();
    const row = await this.knex('card_twin_setups').where({ idempotency_key: request.idempotencyKey }).first();
    return { setupId: row.id, clientSecret: row.client_secret, customerId: row.customer_id };
  }

  async status(setupId: string): Promise<CardSetupStatus> {
    const row = await this.knex('card_twin_setups').where({ id: setupId }).first();
    if (!row) throw new CardProviderRejectedError(`No such setup ${setupId}`, 'resource_missing');
    if (row.status === 'succeeded') {
      const card = await this.knex('card_twin_cards').where({ id: row.card_id }).first();
      return {
        status: 'succeeded',
        card: { customerId: card.customer_id, cardId: card.id, brand: card.brand, last4: card.last4 },
      };
    }
    if (row.status === 'requires_payment_method' && row.error_code)
      return { status: 'failed', reason: row.error_message, code: row.error_code };
    return { status: 'pending' };
  }

  /**
   * What Stripe.js confirmSetup does against Stripe: a card the bank declines answers a card_error; a
   * card that needs 3-D Secure answers requires_action with the bank's challenge page; any other card
   * is set up at once. The answer is Stripe.js's shape.
   */
  async confirm(
    clientSecret: string,
    sourceToken: string,
  ): Promise<
    | { setupIntent: { id: string; status: 'succeeded' | 'requires_action' }; nextActionUrl: string | null }
    | { error: { type: 'card_error' | 'invalid_request_error'; code: string; message: string } }
  > {
    const row = await this.knex('card_twin_setups').where({ client_secret: clientSecret }).first();
    if (!row || row.status === 'succeeded' || row.status === 'canceled')
      return {
        error: {
          type: 'invalid_request_error',
          code: 'setup_intent_unexpected_state',
          message: 'This card setup has already been used. Please start again.',
        },
      };
    const outcome = await this.outcomeForSource(sourceToken);
    if (!outcome.approve) {
      await this.knex('card_twin_setups')
        .where({ id: row.id })
        .update({ status: 'requires_payment_method', error_code: outcome.code, error_message: outcome.reason });
      return { error: { type: 'card_error', code: outcome.code, message: outcome.reason } };
    }
    if (outcome.authenticate) {
      await this.knex('card_twin_setups')
        .where({ id: row.id })
        .update({ status: 'requires_action', source_token: sourceToken, error_code: null, error_message: null });
      return {
        setupIntent: { id: row.id, status: 'requires_action' },
        nextActionUrl: `/api/dev/card-twin/setup-intents/${row.id}/authenticate`,
      };
    }
    await this.finishSetup(row, sourceToken);
    return { setupIntent: { id: row.id, status: 'succeeded' }, nextActionUrl: null };
  }

  /** The bank's 3-D Secure answer for a setup waiting on it: approved sets the card up, refused fails it. */
  async authenticate(setupId: string, approved: boolean): Promise<{ clientSecret: string } | null> {
    const row = await this.knex('card_twin_setups').where({ id: setupId, status: 'requires_action' }).first();
    if (!row) return null;
    if (approved) await this.finishSetup(row, row.source_token);
    else
      await this.knex('card_twin_setups').where({ id: setupId }).update({
        status: 'requires_payment_method',
        error_code: 'setup_intent_authentication_failure',
        error_message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      });
    return { clientSecret: row.client_secret };
  }

  async pending(setupId: string): Promise<{ id: string; status: string } | null> {
    return (await this.knex('card_twin_setups').where({ id: setupId }).first(['id', 'status'])) ?? null;
  }

  private async finishSetup(row: { id: string; customer_id: string; processor: string }, sourceToken: string) {
    const outcome = await this.outcomeForSource(sourceToken);
    const cardId = this.newCardId();
    await this.knex.transaction(async (trx) => {
      await trx('card_twin_cards').insert({
        id: cardId,
        idempotency_key: `setup-${row.id}`,
        processor: row.processor,
        customer_id: row.customer_id,
        source_token: sourceToken,
        last4: outcome.approve ? (outcome.last4 ?? null) : null,
        brand: outcome.brand ?? null,
      });
      await trx('card_twin_setups').where({ id: row.id }).update({
        status: 'succeeded',
        card_id: cardId,
        source_token: sourceToken,
        error_code: null,
        error_message: null,
      });
    });
  }

  /** Where the bank's challenge page sends the buyer back (the page's return address, kept local). */
  async setReturnUrl(setupId: string, returnUrl: string): Promise<void> {
    await this.knex('card_twin_setups').where({ id: setupId }).update({ return_url: returnUrl });
  }

  async returnUrl(setupId: string): Promise<string | null> {
    return (await this.knex('card_twin_setups').where({ id: setupId }).first('return_url'))?.return_url ?? null;
  }
}
