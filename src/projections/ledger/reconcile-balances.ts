import type { Knex } from 'knex';
import { formatMoney } from '../../lib/money';
import type { LedgerDifference } from '../../contracts/ledger/ledger';

type Rows = Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
const $ = (cents: unknown) => formatMoney(Number(cents));
const ids = (v: unknown): string[] => (Array.isArray(v) ? [...new Set(v.filter(Boolean).map(String))] : []);

async function rows(knex: Knex, sql: string, bindings: unknown[] = []): Promise<Rows> {
  return (await knex.raw(sql, bindings as Knex.RawBinding[])).rows as Rows;
}

/** No customer's credits (per bucket), no gift card and no coupon's remaining uses below zero. */
export async function negativeBalances(knex: Knex): Promise<LedgerDifference[]> {
  const credits = await rows(
    knex,
    `SELECT user_id, account, -sum(amount) AS balance, array_agg(DISTINCT event_id) AS events
       FROM ledger_entries WHERE account LIKE 'credits:%' GROUP BY user_id, account HAVING sum(amount) > 0`,
  );
  const cards = await rows(
    knex,
    `SELECT gift_card_code, -sum(amount) AS balance, array_agg(DISTINCT event_id) AS events
       FROM ledger_entries WHERE account = 'gift_card_liability' GROUP BY gift_card_code HAVING sum(amount) > 0`,
  );
  const coupons = await rows(
    knex,
    `SELECT id, code, max_uses, times_used FROM coupons WHERE max_uses IS NOT NULL AND times_used > max_uses`,
  );
  return [
    ...credits.map((r) => ({
      check: 'credits_balance',
      subject: `customer ${r.user_id}`,
      message: `${r.account.replace('credits:', '')} credits are below zero (${r.balance})`,
      expected: '>= 0',
      actual: String(r.balance),
      eventIds: ids(r.events),
    })),
    ...cards.map((r) => ({
      check: 'gift_card_balance',
      subject: `gift card ${r.gift_card_code}`,
      message: `The gift card's balance is below zero (${$(r.balance)})`,
      expected: '>= $0.00',
      actual: $(r.balance),
      eventIds: ids(r.events),
    })),
    ...coupons.map((r) => ({
      check: 'coupon_balance',
      subject: `coupon ${r.code}`,
      message: `The coupon was used ${r.times_used} times of ${r.max_uses}`,
      expected: `<= ${r.max_uses}`,
      actual: String(r.times_used),
      eventIds: [],
    })),
  ];
}

/** The read models customers and admins see agree with the ledger: credits and gift-card balances. */
export async function storedValueAgreement(knex: Knex): Promise<LedgerDifference[]> {
  const credits = await rows(
    knex,
    `WITH l AS (SELECT user_id, replace(account, 'credits:', '') AS bucket, -sum(amount) AS balance,
                       array_agg(DISTINCT event_id) AS events
                  FROM ledger_entries WHERE account LIKE 'credits:%' GROUP BY user_id, account),
          m AS (SELECT user_id::text, b.bucket, b.balance FROM user_credit_balances,
                  LATERAL (VALUES ('general', general), ('membership', membership), ('loyalty', loyalty)) b(bucket, balance))
     SELECT coalesce(l.user_id, m.user_id) AS user_id, coalesce(l.bucket, m.bucket) AS bucket,
            coalesce(l.balance, 0) AS ledger, coalesce(m.balance, 0) AS model, l.events
       FROM l FULL JOIN m ON m.user_id = l.user_id AND m.bucket = l.bucket
      WHERE coalesce(l.balance, 0) <> coalesce(m.balance, 0)`,
  );
  const cards = await rows(
    knex,
    `WITH l AS (SELECT gift_card_code AS code, -sum(amount) AS balance, array_agg(DISTINCT event_id) AS events
                  FROM ledger_entries WHERE account = 'gift_card_liability' GROUP BY gift_card_code)
     SELECT coalesce(l.code, g.code) AS code, coalesce(l.balance, 0) AS ledger, coalesce(g.balance_cents, 0) AS model, l.events
       FROM l FULL JOIN gift_cards g ON g.code = l.code
      WHERE coalesce(l.balance, 0) <> coalesce(g.balance_cents, 0)`,
  );
  return [
    ...credits.map((r) => ({
      check: 'credits_read_model',
      subject: `customer ${r.user_id}`,
      message: `The account shows ${r.model} ${r.bucket} credits, the ledger ${r.ledger}`,
      expected: String(Number(r.ledger)),
      actual: String(Number(r.model)),
      eventIds: ids(r.events),
    })),
    ...cards.map((r) => ({
      check: 'gift_card_read_model',
      subject: `gift card ${r.code}`,
      message: `The gift card shows ${$(r.model)}, the ledger ${$(r.ledger)}`,
      expected: $(r.ledger),
      actual: $(r.model),
      eventIds: ids(r.events),
    })),
  ];
}

/**
 * The dashboard and analytics (both read `analytics_revenue`) count per venue day the card and desk
 * money of orders, refunds and desk bookings; the account page's total spent counts per customer the
 * card and gift-card money of their paid orders less refunds (the app's and those made in the provider's
 * dashboard). Each agrees with the same ledger sum.
 */
export async function revenueAgreement(knex: Knex): Promise<LedgerDifference[]> {
  const days = await rows(
    knex,
    `WITH l AS (SELECT date, sum(amount) AS cents, array_agg(DISTINCT event_id) AS events FROM ledger_entries
                 WHERE account IN ('card_clearing', 'cash') AND source IN ('order', 'refund', 'venue')
                 GROUP BY date),
          a AS (SELECT date, sum(cents) AS cents FROM analytics_revenue GROUP BY date)
     SELECT to_char(coalesce(l.date, a.date), 'YYYY-MM-DD') AS date, coalesce(l.cents, 0) AS ledger,
            coalesce(a.cents, 0) AS model, l.events
       FROM l FULL JOIN a ON a.date = l.date WHERE coalesce(l.cents, 0) <> coalesce(a.cents, 0)`,
  );
  const spent = await rows(
    knex,
    `WITH l AS (SELECT e.user_id, sum(e.amount) AS cents, array_agg(DISTINCT e.event_id) AS events
                  FROM ledger_entries e JOIN ledger_orders o ON o.order_id = e.order_id
                 WHERE e.account IN ('card_clearing', 'gift_card_clearing') AND e.user_id IS NOT NULL
                   AND (e.source IN ('order', 'refund')
                        OR e.event_type IN ('CheckoutRefundedAtProvider', 'CheckoutProviderRefundFailed'))
                 GROUP BY e.user_id),
          p AS (SELECT user_id::text, sum(card_cents + gift_card_cents - refunded_cents) AS cents FROM payments
                 WHERE status = 'completed' AND user_id IS NOT NULL GROUP BY user_id::text)
     SELECT coalesce(l.user_id, p.user_id) AS user_id, coalesce(l.cents, 0) AS ledger, coalesce(p.cents, 0) AS model, l.events
       FROM l FULL JOIN p ON p.user_id = l.user_id WHERE coalesce(l.cents, 0) <> coalesce(p.cents, 0)`,
  );
  return [
    ...days.map((r) => ({
      check: 'analytics_revenue',
      subject: `day ${r.date}`,
      message: `Analytics and the dashboard show ${$(r.model)} of revenue on ${r.date}, the ledger ${$(r.ledger)}`,
      expected: $(r.ledger),
      actual: $(r.model),
      eventIds: ids(r.events),
    })),
    ...spent.map((r) => ({
      check: 'account_total_spent',
      subject: `customer ${r.user_id}`,
      message: `The account page shows ${$(r.model)} spent, the ledger ${$(r.ledger)}`,
      expected: $(r.ledger),
      actual: $(r.model),
      eventIds: ids(r.events),
    })),
  ];
}
