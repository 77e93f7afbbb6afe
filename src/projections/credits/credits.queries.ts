import type { Knex } from 'knex';

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
