import type { Knex } from 'knex';
import type { LedgerDifference, ReconciliationReport } from '../../contracts/ledger/ledger';
import { negativeBalances, revenueAgreement, storedValueAgreement } from './reconcile-balances';
import { bookingRefunds, giftCardClearing, orderDifferences, unbalancedTransactions } from './reconcile-checks';
import { ledgerBalances } from './ledger.queries';

/** A refund is paid by a job within seconds of the cancellation: younger ones are still in flight. */
export const REFUND_SETTLE_MS = 10 * 60 * 1000;

export interface ReconcileOptions {
  now: Date;
  /** How long a cancellation's refund may still be on its way (default REFUND_SETTLE_MS). */
  settleMs?: number;
}

/**
 * Every invariant the ledger checks, each difference with the events behind it: balanced
 * transactions; per order, the charge equals the quote and card money less refunds equals the
 * revenue recognised; per booking, refunds paid equal refunds promised; no credit, gift-card or coupon
 * balance below zero; credits, gift cards, the dashboard, analytics and the account page agree.
 */
export async function reconcileLedger(knex: Knex, options: ReconcileOptions): Promise<LedgerDifference[]> {
  const settledBefore = new Date(options.now.getTime() - (options.settleMs ?? REFUND_SETTLE_MS));
  const found = await Promise.all([
    unbalancedTransactions(knex),
    orderDifferences(knex),
    giftCardClearing(knex),
    bookingRefunds(knex, settledBefore),
    negativeBalances(knex),
    storedValueAgreement(knex),
    revenueAgreement(knex),
  ]);
  return found.flat();
}

export async function reconciliationReport(knex: Knex, options: ReconcileOptions): Promise<ReconciliationReport> {
  const [differences, accounts] = await Promise.all([reconcileLedger(knex, options), ledgerBalances(knex, {})]);
  return { checkedAt: options.now.toISOString(), differences, accounts };
}

/** One line a difference (and one more with its events), as `npm run reconcile` prints them. */
export function describeDifferences(differences: LedgerDifference[]): string[] {
  return differences.map(
    (d) =>
      `[${d.check}] ${d.subject}: ${d.message} (expected ${d.expected}, found ${d.actual})` +
      (d.eventIds.length ? `\n    events: ${d.eventIds.join(', ')}` : ''),
  );
}
