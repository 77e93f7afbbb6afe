import type { RecordedEvent } from '../../eventstore/types';
import { CREDITS_EVENT_TYPES, type CreditsEvent, type CreditSplit } from '../../domain/credits/credits.events';
import type { Projection } from '../projection';

/** Balances per bucket and the ledger history: one multi-row insert and one balance upsert a batch. */
export const creditsProjection: Projection = {
  name: 'credits',
  eventTypes: CREDITS_EVENT_TYPES,
  tables: ['credit_ledger', 'user_credit_balances'],
  async applyBatch(trx, events) {
    const ledger = events.map((recorded) => ledgerRow(recorded as unknown as CreditsEvent, recorded));
    // Only entries not yet in the ledger move a balance, so a batch seen twice counts once.
    const { rows } = await trx.raw<{ rows: Array<{ event_id: string }> }>(
      `INSERT INTO credit_ledger (${LEDGER_COLUMNS})
       SELECT ${LEDGER_COLUMNS} FROM jsonb_populate_recordset(null::credit_ledger, ?::jsonb)
       ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [JSON.stringify(ledger)],
    );
    const inserted = new Set(rows.map((r) => r.event_id));
    const balances = new Map<string, CreditSplit & { updated_at: string }>();
    for (const row of ledger) {
      if (!inserted.has(row.event_id)) continue;
      const b = balances.get(row.user_id) ?? { general: 0, membership: 0, loyalty: 0, updated_at: row.occurred_at };
      b.general += row.general;
      b.membership += row.membership;
      b.loyalty += row.loyalty;
      if (row.occurred_at > b.updated_at) b.updated_at = row.occurred_at;
      balances.set(row.user_id, b);
    }
    if (balances.size === 0) return;
    await trx('user_credit_balances')
      .insert([...balances].map(([userId, b]) => ({ user_id: userId, ...b })))
      .onConflict('user_id')
      .merge({
        general: trx.raw('user_credit_balances.general + excluded.general'),
        membership: trx.raw('user_credit_balances.membership + excluded.membership'),
        loyalty: trx.raw('user_credit_balances.loyalty + excluded.loyalty'),
        updated_at: trx.raw('greatest(user_credit_balances.updated_at, excluded.updated_at)'),
      });
  },
};

const LEDGER_COLUMNS =
  'event_id, user_id, kind, amount, loyalty, membership, general, reason, operation_id, occurred_at';

function ledgerRow(event: CreditsEvent, recorded: RecordedEvent) {
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
  return {
    event_id: recorded.eventId,
    user_id: userId,
    kind: kindOf(event.type),
    amount: sign * amount,
    loyalty: sign * delta.loyalty,
    membership: sign * delta.membership,
    general: sign * delta.general,
    reason,
    operation_id: operationId,
    occurred_at: recorded.metadata.occurredAt ?? recorded.createdAt.toISOString(),
  };
}

function kindOf(type: CreditsEvent['type']): string {
  return { CreditsGranted: 'grant', CreditsRevoked: 'revoke', CreditsSpent: 'spend', CreditsRefunded: 'refund' }[type];
}
