import type { Knex } from 'knex';
import type { LedgerBalance } from '../../contracts/ledger/ledger';

/** The scope of a balance: one customer, booking, order or venue day (none: the whole venue). */
export interface LedgerScope {
  userId?: string;
  bookingId?: string;
  orderId?: string;
  date?: string;
}

/** Each account's balance (debits less credits) within the scope. */
export async function ledgerBalances(knex: Knex, scope: LedgerScope): Promise<LedgerBalance[]> {
  const q = knex('ledger_entries')
    .select('account', 'unit', knex.raw('sum(amount)::float8 as balance'))
    .groupBy('account', 'unit')
    .havingRaw('sum(amount) <> 0')
    .orderBy('account');
  if (scope.userId) q.where('user_id', scope.userId);
  if (scope.bookingId) q.where('booking_id', scope.bookingId);
  if (scope.orderId) q.where('order_id', scope.orderId);
  if (scope.date) q.where('date', scope.date);
  const rows = (await q) as Array<{ account: string; unit: 'cents' | 'credits'; balance: number }>;
  return rows.map((r) => ({ account: r.account, unit: r.unit, balance: Number(r.balance) }));
}

/** The balances of one scope as a map account -> balance (cents accounts and credits accounts alike). */
export async function balanceMap(knex: Knex, scope: LedgerScope): Promise<Record<string, number>> {
  return Object.fromEntries((await ledgerBalances(knex, scope)).map((b) => [b.account, b.balance]));
}
