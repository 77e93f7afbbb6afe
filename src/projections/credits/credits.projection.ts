import type { Knex } from 'knex';
import { CREDITS_EVENT_TYPES, type CreditsEvent, type CreditSplit } from '../../domain/credits/credits.events';
import type { Projection } from '../projection';

/** Balances per bucket, the ledger history, and the users table's credit columns. */
export const creditsProjection: Projection = {
  name: 'credits',
  eventTypes: CREDITS_EVENT_TYPES,
  tables: ['credit_ledger', 'user_credit_balances'],
  async apply(trx, recorded) {
    const event = recorded as unknown as CreditsEvent;
    const { userId, reason, operationId, amount } = event.data;
    let delta: CreditSplit;
    let sign = 1;
    switch (event.type) {
      case 'CreditsGranted':
        delta = { loyalty: 0, membership: 0, general: 0, [event.data.bucket]: amount };
        break;
      case 'CreditsRevoked':
        delta = { loyalty: 0, membership: 0, general: 0, [event.data.bucket]: amount };
        sign = -1;
        break;
      case 'CreditsSpent':
        delta = event.data.from;
        sign = -1;
        break;
      case 'CreditsRefunded':
        delta = event.data.to;
        break;
    }
    await trx('credit_ledger')
      .insert({
        event_id: recorded.eventId,
        user_id: userId,
        kind: kindOf(event.type),
        amount: sign * amount,
        loyalty: sign * delta.loyalty,
        membership: sign * delta.membership,
        general: sign * delta.general,
        reason,
        operation_id: operationId,
        occurred_at: recorded.metadata.occurredAt ?? recorded.createdAt,
      })
      .onConflict('event_id')
      .ignore();
    await applyDelta(trx, userId, delta, sign);
  },
};

function kindOf(type: CreditsEvent['type']): string {
  return { CreditsGranted: 'grant', CreditsRevoked: 'revoke', CreditsSpent: 'spend', CreditsRefunded: 'refund' }[type];
}

async function applyDelta(trx: Knex.Transaction, userId: string, delta: CreditSplit, sign: number): Promise<void> {
  await trx.raw(
    `INSERT INTO user_credit_balances (user_id, general, membership, loyalty, updated_at)
     VALUES (?, ?, ?, ?, now())
     ON CONFLICT (user_id) DO UPDATE SET
       general = user_credit_balances.general + EXCLUDED.general,
       membership = user_credit_balances.membership + EXCLUDED.membership,
       loyalty = user_credit_balances.loyalty + EXCLUDED.loyalty,
       updated_at = now()`,
    [userId, sign * delta.general, sign * delta.membership, sign * delta.loyalty],
  );
  // Absolute copy, so a rebuild of this projection cannot double-count the users columns.
  await trx.raw(
    `UPDATE users SET credits = b.general, membership_credits = b.membership, loyalty_credits = b.loyalty
       FROM user_credit_balances b WHERE b.user_id = users.id AND users.id = ?`,
    [userId],
  );
}
