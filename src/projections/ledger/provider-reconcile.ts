import type { Knex } from 'knex';
import type { LedgerDifference } from '../../contracts/ledger/ledger';
import type { ProcessorName, ProviderActivity } from '../../integrations/card-processor';
import { formatMoney } from '../../lib/money';

type Rows = Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const $ = (cents: number) => formatMoney(cents);

/**
 * The ledger against what the provider itself reports for [from, to): per payment, the card money the
 * provider kept (charges less refunds, so a charge voided at once nets to zero on both sides) equals the
 * card money the ledger counts for it (orders paid, the app's refunds, refunds made in the dashboard);
 * every payout the provider paid is in the ledger, with its amount, and no other.
 */
export async function providerDifferences(
  knex: Knex,
  provider: ProcessorName,
  activity: ProviderActivity[],
  range: { from: Date; to: Date },
): Promise<LedgerDifference[]> {
  const theirs = new Map<string, number>();
  for (const a of activity)
    if (a.paymentId && a.kind !== 'payout')
      theirs.set(a.paymentId, (theirs.get(a.paymentId) ?? 0) + (a.kind === 'charge' ? a.amountCents : -a.amountCents));
  const ledger: Rows = (
    await knex.raw(
      `SELECT p.payment_id, sum(e.amount) AS cents, array_agg(DISTINCT e.event_id) AS events
         FROM ledger_entries e JOIN payments p ON p.booking_id::text = e.order_id
        WHERE e.account = 'card_clearing' AND p.processor = ? AND p.payment_id IS NOT NULL
          AND e.event_type IN ('CheckoutCompleted', 'CheckoutRefunded', 'CheckoutRefundedAtProvider', 'CheckoutProviderRefundFailed')
          AND e.occurred_at >= ? AND e.occurred_at < ?
        GROUP BY p.payment_id`,
      [provider, range.from, range.to],
    )
  ).rows;
  const ours = new Map(ledger.map((r) => [String(r.payment_id), { cents: Number(r.cents), events: r.events }]));
  const differences: LedgerDifference[] = [];
  for (const id of new Set([...theirs.keys(), ...ours.keys()])) {
    const provided = theirs.get(id) ?? 0;
    const counted = ours.get(id)?.cents ?? 0;
    if (provided === counted) continue;
    differences.push({
      check: 'provider_payment',
      subject: `${provider} payment ${id}`,
      message: !ours.has(id)
        ? `${provider === 'stripe' ? 'Stripe' : 'Square'} kept ${$(provided)} of this payment; the ledger has none of it`
        : !theirs.has(id)
          ? `The ledger counts ${$(counted)} of card money the provider does not report in this period`
          : `The provider kept ${$(provided)} of this payment, the ledger counts ${$(counted)}`,
      expected: $(provided),
      actual: $(counted),
      eventIds: ours.get(id)?.events ?? [],
    });
  }
  const paid = new Map(activity.filter((a) => a.kind === 'payout').map((a) => [a.id, a.amountCents]));
  const recorded: Rows = await knex('provider_payouts')
    .where({ provider, status: 'paid' })
    .andWhere('paid_at', '>=', range.from)
    .andWhere('paid_at', '<', range.to)
    .select('payout_id', 'amount_cents');
  const inLedger = new Map(recorded.map((r) => [String(r.payout_id), Number(r.amount_cents)]));
  for (const id of new Set([...paid.keys(), ...inLedger.keys()])) {
    const theirAmount = paid.get(id) ?? 0;
    const ourAmount = inLedger.get(id) ?? 0;
    if (theirAmount === ourAmount) continue;
    differences.push({
      check: 'provider_payout',
      subject: `${provider} payout ${id}`,
      message: !inLedger.has(id)
        ? `The provider paid out ${$(theirAmount)} to the bank; the ledger has no such payout (was its webhook missed?)`
        : !paid.has(id)
          ? `The ledger has a payout of ${$(ourAmount)} the provider does not report in this period`
          : `The provider paid out ${$(theirAmount)}, the ledger has ${$(ourAmount)}`,
      expected: $(theirAmount),
      actual: $(ourAmount),
      eventIds: [],
    });
  }
  return differences;
}

export interface ProviderCheck {
  provider: ProcessorName;
  /** False when the provider is not set up here, or could not be read (then `error` says why). */
  checked: boolean;
  error: string | null;
  movements: number;
  differences: LedgerDifference[];
}

/** Each card provider this venue takes cards through (the twin in development), read and compared. */
export async function reconcileProviders(
  ctx: {
    knex: Knex;
    payments: {
      processor(name: ProcessorName): { listActivity(r: { from: Date; to: Date }): Promise<ProviderActivity[]> };
    };
  },
  range: { from: Date; to: Date },
): Promise<ProviderCheck[]> {
  const checks: ProviderCheck[] = [];
  for (const provider of ['square', 'stripe'] as const) {
    let activity: ProviderActivity[];
    try {
      activity = await ctx.payments.processor(provider).listActivity(range);
    } catch (error) {
      checks.push({ provider, checked: false, error: (error as Error).message, movements: 0, differences: [] });
      continue;
    }
    const differences = await providerDifferences(ctx.knex, provider, activity, range);
    checks.push({ provider, checked: true, error: null, movements: activity.length, differences });
  }
  return checks;
}
