import type { Knex } from 'knex';
import type { RecordedEvent } from '../../eventstore/types';
import {
  CREDIT_BUCKETS,
  CREDITS_EVENT_TYPES,
  type CreditsEvent,
  type CreditSplit,
} from '../../domain/credits/credits.events';
import type { CreditKind } from '../../contracts/credits/credits';
import type { Projection } from '../projection';

type LedgerRow = ReturnType<typeof ledgerRow>;

/**
 * Balances per bucket and the ledger, each movement with the balances after it: the batch's new
 * movements are found first (a batch seen twice counts once), then run forward from each account's
 * stored balance, then written with one multi-row insert and one balance upsert.
 */
export const creditsProjection: Projection = {
  name: 'credits',
  eventTypes: CREDITS_EVENT_TYPES,
  tables: ['credit_ledger', 'user_credit_balances'],
  async applyBatch(trx, events) {
    const ledger = events.map((recorded) => ledgerRow(recorded as unknown as CreditsEvent, recorded));
    const seen = new Set(
      (await trx('credit_ledger')
        .whereIn(
          'event_id',
          ledger.map((r) => r.event_id),
        )
        .pluck('event_id')) as string[],
    );
    const fresh = ledger.filter((r) => !seen.has(r.event_id));
    if (fresh.length === 0) return;
    const balances = await balancesBefore(trx, fresh);
    for (const row of fresh) {
      const b = balances.get(row.user_id)!;
      for (const bucket of CREDIT_BUCKETS) {
        b[bucket] = round(b[bucket] + row[bucket]);
        row[`balance_${bucket}`] = b[bucket];
      }
      if (row.occurred_at > b.updated_at) b.updated_at = row.occurred_at;
    }
    await trx.raw(
      `INSERT INTO credit_ledger (${LEDGER_COLUMNS})
       SELECT ${LEDGER_COLUMNS} FROM jsonb_populate_recordset(null::credit_ledger, ?::jsonb)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(fresh)],
    );
    await trx('user_credit_balances')
      .insert([...balances].map(([userId, b]) => ({ user_id: userId, ...b })))
      .onConflict('user_id')
      .merge(['general', 'membership', 'loyalty', 'updated_at']);
  },
};

const round = (n: number) => Math.round(n * 100) / 100;

/** Each account's balances before the batch's first new movement (zero for an account not seen yet). */
async function balancesBefore(trx: Knex.Transaction, rows: LedgerRow[]) {
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const stored = await trx('user_credit_balances').whereIn('user_id', userIds);
  const balances = new Map<string, CreditSplit & { updated_at: string }>();
  for (const s of stored)
    balances.set(s.user_id, {
      general: Number(s.general),
      membership: Number(s.membership),
      loyalty: Number(s.loyalty),
      updated_at: new Date(s.updated_at).toISOString(),
    });
  for (const r of rows)
    if (!balances.has(r.user_id))
      balances.set(r.user_id, { general: 0, membership: 0, loyalty: 0, updated_at: r.occurred_at });
  return balances;
}

const LEDGER_COLUMNS = [
  'event_id, user_id, kind, category, amount, loyalty, membership, general, reason, operation_id, occurred_at',
  'revision, actor_id, actor_role, balance_loyalty, balance_membership, balance_general',
].join(', ');

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
  const actor = recorded.metadata.actor;
  return {
    event_id: recorded.eventId,
    user_id: userId,
    kind: kindOf(event.type),
    category: categoryOf(event.type, operationId),
    amount: sign * amount,
    loyalty: sign * delta.loyalty,
    membership: sign * delta.membership,
    general: sign * delta.general,
    reason,
    operation_id: operationId,
    occurred_at: recorded.metadata.occurredAt ?? recorded.createdAt.toISOString(),
    revision: recorded.revision,
    actor_id: actor && actor !== 'system' ? actor.userId : null,
    actor_role: actor && actor !== 'system' ? actor.role : 'system',
    balance_loyalty: 0,
    balance_membership: 0,
    balance_general: 0,
  };
}

function kindOf(type: CreditsEvent['type']): string {
  return { CreditsGranted: 'grant', CreditsRevoked: 'revoke', CreditsSpent: 'spend', CreditsRefunded: 'refund' }[type];
}

/** What the admin sees a movement as; the operation id says where a grant or removal came from. */
const GRANT_SOURCES: Array<[prefix: string, category: CreditKind]> = [
  ['loyalty-', 'loyalty'],
  ['membership-credits-', 'membership'],
  ['offer-', 'purchase'],
  ['promo-', 'purchase'],
  ['coupon-', 'coupon'],
];

function categoryOf(type: CreditsEvent['type'], operationId: string): CreditKind {
  switch (type) {
    case 'CreditsGranted':
      return GRANT_SOURCES.find(([prefix]) => operationId.startsWith(prefix))?.[1] ?? 'grant';
    case 'CreditsRevoked':
      return operationId.startsWith('membership-expiry-') ? 'expiry' : 'removal';
    case 'CreditsSpent':
      return 'spend';
    case 'CreditsRefunded':
      return 'refund';
  }
}
