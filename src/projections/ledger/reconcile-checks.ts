import type { Knex } from 'knex';
import { formatMoney } from '../../lib/money';
import type { LedgerDifference } from '../../contracts/ledger/ledger';

type Rows = Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const $ = (cents: unknown) => formatMoney(Number(cents));
const ids = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter(Boolean).map(String))] : []);

async function rows(knex: Knex, sql: string, bindings: unknown[] = []): Promise<Rows> {
  return (await knex.raw(sql, bindings as Knex.RawBinding[])).rows as Rows;
}

/** Every transaction sums to zero in each unit. */
export async function unbalancedTransactions(knex: Knex): Promise<LedgerDifference[]> {
  const found = await rows(
    knex,
    `SELECT txn_id, unit, sum(amount) AS rest, min(event_type) AS type FROM ledger_entries
      GROUP BY txn_id, unit HAVING sum(amount) <> 0`,
  );
  return found.map((r) => ({
    check: 'balanced',
    subject: `transaction ${r.txn_id}`,
    message: `The ${r.type} entries do not balance: ${r.rest} ${r.unit} left over`,
    expected: '0',
    actual: String(r.rest),
    eventIds: [String(r.txn_id)],
  }));
}

/** An order's card charge equals the quote shown, and its card charges less refunds equal the revenue it recognised. */
export async function orderDifferences(knex: Knex): Promise<LedgerDifference[]> {
  const charged = await rows(
    knex,
    `SELECT order_id, quoted_card_cents, charged_cents, started_event_id, charge_event_id FROM ledger_orders
      WHERE charged_cents IS NOT NULL AND charged_cents <> quoted_card_cents`,
  );
  const suspense = await rows(
    knex,
    `SELECT e.order_id, sum(e.amount) FILTER (WHERE e.account = 'suspense') AS rest,
            sum(e.amount) FILTER (WHERE e.account = 'card_clearing') AS card,
            array_agg(DISTINCT e.event_id) AS events
       FROM ledger_entries e
      WHERE e.order_id IN (SELECT order_id FROM ledger_entries WHERE account = 'suspense')
      GROUP BY e.order_id HAVING coalesce(sum(e.amount) FILTER (WHERE e.account = 'suspense'), 0) <> 0`,
  );
  return [
    ...charged.map((r) => ({
      check: 'order_quote',
      subject: `order ${r.order_id}`,
      message: `The card was charged ${$(r.charged_cents)} for a quote of ${$(r.quoted_card_cents)}`,
      expected: $(r.quoted_card_cents),
      actual: $(r.charged_cents),
      eventIds: ids([r.started_event_id, r.charge_event_id]),
    })),
    ...suspense.map((r) => ({
      check: 'card_revenue',
      subject: `order ${r.order_id}`,
      message: `Card charges less refunds (${$(r.card)}) differ from the revenue recognised (${$(Number(r.card) + Number(r.rest))})`,
      expected: $(Number(r.card) + Number(r.rest)),
      actual: $(r.card),
      eventIds: ids(r.events),
    })),
  ];
}

/** A gift card's value an order took is settled by it: spent (order paid) or given back (refund, undo). */
export async function giftCardClearing(knex: Knex): Promise<LedgerDifference[]> {
  const found = await rows(
    knex,
    `SELECT e.order_id, sum(e.amount) AS rest, array_agg(DISTINCT e.event_id) AS events
       FROM ledger_entries e JOIN ledger_orders o ON o.order_id = e.order_id AND o.status <> 'started'
      WHERE e.account = 'gift_card_clearing' GROUP BY e.order_id HAVING sum(e.amount) <> 0`,
  );
  return found.map((r) => ({
    check: 'gift_card_settled',
    subject: `order ${r.order_id}`,
    message: `${$(Math.abs(r.rest))} of gift-card value was ${Number(r.rest) < 0 ? 'taken but not used' : 'used but not taken'}`,
    expected: '$0.00',
    actual: $(r.rest),
    eventIds: ids(r.events),
  }));
}

/** For each cancelled booking, the refunds paid (card and gift card, every order of it) equal the refund promised. */
export async function bookingRefunds(knex: Knex, settledBefore: Date): Promise<LedgerDifference[]> {
  const found = await rows(
    knex,
    `SELECT b.booking_id, b.refund_promised_cents AS promised, b.cancel_event_id,
            coalesce(sum(e.amount), 0) AS paid, array_agg(DISTINCT e.event_id) AS events
       FROM ledger_bookings b
       LEFT JOIN ledger_entries e ON e.booking_id = b.booking_id AND e.source = 'refund' AND e.account LIKE 'refunds:%'
      WHERE NOT b.paid_at_venue AND b.cancelled_at <= ?
      GROUP BY b.booking_id HAVING coalesce(sum(e.amount), 0) <> b.refund_promised_cents`,
    [settledBefore],
  );
  return found.map((r) => ({
    check: 'booking_refund',
    subject: `booking ${r.booking_id}`,
    message: `Refunds paid (${$(r.paid)}) differ from the refund promised (${$(r.promised)})`,
    expected: $(r.promised),
    actual: $(r.paid),
    eventIds: ids([r.cancel_event_id, ...(r.events ?? [])]),
  }));
}
