import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import { CREDIT_BUCKETS, type CreditBucket } from '../../domain/credits/credits.events';
import { paged } from '../paged';
import type { CreditKind, CreditMovementView } from '../../contracts/credits/credits';

export interface CreditSummary {
  total: number;
  general: number;
  membership: number;
  loyalty: number;
}

export async function creditSummary(knex: Knex, userId: string): Promise<CreditSummary> {
  const row = await knex('user_credit_balances').where({ user_id: userId }).first();
  const general = Number(row?.general ?? 0);
  const membership = Number(row?.membership ?? 0);
  const loyalty = Number(row?.loyalty ?? 0);
  return { total: general + membership + loyalty, general, membership, loyalty };
}

export async function creditHistory(knex: Knex, userId: string, limit = 100) {
  const rows = await knex('credit_ledger').where({ user_id: userId }).orderBy('occurred_at', 'desc').limit(limit);
  return rows.map((r) => ({
    id: r.event_id,
    kind: r.kind,
    amount: Number(r.amount),
    buckets: { loyalty: Number(r.loyalty), membership: Number(r.membership), general: Number(r.general) },
    reason: r.reason,
    reference: r.operation_id,
    createdAt: new Date(r.occurred_at).toISOString(),
  }));
}

export type CreditMovement = CreditMovementView;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
function movementJson(r: Record<string, any>): CreditMovement {
  const buckets = { loyalty: Number(r.loyalty), membership: Number(r.membership), general: Number(r.general) };
  const moved = CREDIT_BUCKETS.filter((b) => buckets[b] !== 0);
  const after = {
    loyalty: Number(r.balance_loyalty),
    membership: Number(r.balance_membership),
    general: Number(r.balance_general),
  };
  const name = (first: unknown, last: unknown) => (first ? `${first} ${last ?? ''}`.trim() : null);
  return {
    id: r.event_id,
    userId: r.user_id,
    customerName: name(r.customer_first_name, r.customer_last_name),
    bucket: moved.length === 1 ? moved[0] : 'mixed',
    buckets,
    amount: Number(r.amount),
    kind: r.category,
    reason: r.reason,
    actor: {
      userId: r.actor_id ?? null,
      role: r.actor_role ?? 'system',
      name: name(r.actor_first_name, r.actor_last_name),
    },
    balanceAfter: { ...after, total: Math.round((after.loyalty + after.membership + after.general) * 100) / 100 },
    createdAt: new Date(r.occurred_at).toISOString(),
  };
}

function movementsQuery(knex: Knex) {
  return knex('credit_ledger as l')
    .leftJoin('users as c', 'c.id', 'l.user_id')
    .leftJoin('users as a', function () {
      this.on('l.actor_id', '=', knex.raw('a.id::text'));
    })
    .select(
      'l.*',
      'c.first_name as customer_first_name',
      'c.last_name as customer_last_name',
      'a.first_name as actor_first_name',
      'a.last_name as actor_last_name',
      // Unique, and in stream order within one account (movements at the same instant keep their order).
      knex.raw("lpad(coalesce(l.revision, 0)::text, 10, '0') || l.event_id::text as seq_key"),
    );
}

/** A customer's credit ledger, newest first, each movement with the balances after it. */
export function customerLedger(knex: Knex, userId: string, params: ListParams): Promise<Page<CreditMovement>> {
  return paged(knex, movementsQuery(knex).where('l.user_id', userId), params, {
    sortable: { createdAt: 'revision' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'seq_key',
    map: movementJson,
  });
}

export interface MovementFilters {
  search?: string;
  bucket?: CreditBucket;
  kind?: CreditKind;
  /** Venue calendar dates (inclusive), compared in the venue's time zone. */
  from?: string;
  to?: string;
  timeZone: string;
}

/** Every customer's credit movements, newest first, filtered by customer, bucket, kind and dates. */
export function creditMovements(knex: Knex, params: ListParams & MovementFilters): Promise<Page<CreditMovement>> {
  const query = movementsQuery(knex);
  if (params.search) {
    const like = `%${params.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((q) =>
      q
        .whereILike('c.first_name', like)
        .orWhereILike('c.last_name', like)
        .orWhereRaw(`(c.first_name || ' ' || c.last_name) ilike ?`, [like])
        .orWhereILike('c.email', like)
        .orWhereILike('c.phone_number', like),
    );
  }
  if (params.bucket) query.whereNot(`l.${params.bucket}`, 0);
  if (params.kind) query.where('l.category', params.kind);
  const localDate = knex.raw('(l.occurred_at AT TIME ZONE ?)::date', [params.timeZone]);
  if (params.from) query.where(localDate, '>=', params.from);
  if (params.to) query.where(localDate, '<=', params.to);
  return paged(knex, query, params, {
    sortable: { createdAt: 'occurred_at', amount: 'amount' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'seq_key',
    map: movementJson,
  });
}
