import type { Knex } from 'knex';
import { toDecimalString } from '../../lib/money';
import type { CatalogSnapshot } from '../catalog';
import { PRODUCTS, type Product } from './analytics-money';
import { capacityByWeekdayHour, clip, periodsOf, type DateRange, type Granularity } from './analytics-periods';

const n = (v: unknown) => Number(v ?? 0);
const between = (range: DateRange) => [range.from, range.to];

export interface RevenuePoint {
  period: string;
  total: string;
  byProduct: Record<Product, string>;
}

/** Money by period and product (refunds already taken off on their day), every period of the range. */
export async function revenueSeries(knex: Knex, range: DateRange, granularity: Granularity) {
  const rows = await knex.raw<{ rows: Array<{ period: string; product: Product; cents: unknown; units: unknown }> }>(
    `SELECT date_trunc(?, date)::date AS period, product, sum(cents) AS cents, sum(units) AS units
       FROM analytics_revenue WHERE date BETWEEN ? AND ? GROUP BY 1, 2`,
    [granularity, ...between(range)],
  );
  const byPeriod = new Map<string, Record<Product, number>>();
  const totals = Object.fromEntries(PRODUCTS.map((p) => [p, { cents: 0, units: 0 }])) as Record<
    Product,
    { cents: number; units: number }
  >;
  for (const r of rows.rows) {
    const cells = byPeriod.get(r.period) ?? zeroes();
    cells[r.product] += n(r.cents);
    byPeriod.set(r.period, cells);
    totals[r.product].cents += n(r.cents);
    totals[r.product].units += n(r.units);
  }
  const series: RevenuePoint[] = periodsOf(range, granularity).map((period) => {
    const cells = byPeriod.get(period) ?? zeroes();
    const total = PRODUCTS.reduce((s, p) => s + cells[p], 0);
    return { period, total: toDecimalString(total), byProduct: money(cells) };
  });
  const totalCents = PRODUCTS.reduce((s, p) => s + totals[p].cents, 0);
  return {
    series,
    totals: PRODUCTS.map((product) => ({
      product,
      amount: toDecimalString(totals[product].cents),
      units: totals[product].units,
    })),
    total: toDecimalString(totalCents),
    totalCents,
    totalsCents: totals,
  };
}

const zeroes = () => Object.fromEntries(PRODUCTS.map((p) => [p, 0])) as Record<Product, number>;
const money = (cells: Record<Product, number>) =>
  Object.fromEntries(PRODUCTS.map((p) => [p, toDecimalString(cells[p])])) as Record<Product, string>;

/** Booked bay minutes against open bay minutes, per ISO weekday (1 Monday) and hour. */
export async function occupancyHeatMap(knex: Knex, catalog: CatalogSnapshot, range: DateRange) {
  const rows = await knex.raw<{ rows: Array<{ weekday: number; hour: number; minutes: unknown }> }>(
    `SELECT extract(isodow FROM date)::int AS weekday, hour, sum(minutes) AS minutes
       FROM analytics_occupancy WHERE date BETWEEN ? AND ? GROUP BY 1, 2`,
    between(range),
  );
  const capacity = capacityByWeekdayHour(range, catalog.week, catalog.bays.filter((b) => b.isActive).length);
  const booked = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const r of rows.rows) booked[r.weekday - 1][r.hour] += n(r.minutes);
  const cells = [];
  let bookedTotal = 0;
  let capacityTotal = 0;
  for (let d = 0; d < 7; d++)
    for (let h = 0; h < 24; h++) {
      bookedTotal += booked[d][h];
      capacityTotal += capacity[d][h];
      cells.push({
        weekday: d + 1,
        hour: h,
        bookedMinutes: booked[d][h],
        capacityMinutes: capacity[d][h],
        percent: percent(booked[d][h], capacity[d][h]),
      });
    }
  return {
    cells,
    percent: percent(bookedTotal, capacityTotal),
    bookedMinutes: bookedTotal,
    capacityMinutes: capacityTotal,
  };
}

function percent(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
}

/**
 * Customers who booked per period: new (their first live booking is in it) and returning. Whole
 * periods read the kept per-period counts; a period the range cuts (its first or last) counts the
 * customers of its days inside the range.
 */
export async function customersSeries(knex: Knex, range: DateRange, granularity: Granularity) {
  const periods = periodsOf(range, granularity).map((period) => ({ period, ...clip(period, granularity, range) }));
  const whole = periods.filter((p) => !p.cut).map((p) => p.period);
  const [kept, cut, firsts] = await Promise.all([
    knex('analytics_period_customers')
      .select('period', 'customers')
      .where({ grain: granularity })
      .whereIn('period', whole.length ? whole : ['1970-01-01']),
    Promise.all(
      periods
        .filter((p) => p.cut)
        .map(async (p) => {
          const [row] = await knex('analytics_customer_days')
            .countDistinct({ customers: 'user_id' })
            .whereBetween('date', [p.from, p.to])
            .where('bookings', '>', 0);
          return { period: p.period, customers: row.customers };
        }),
    ),
    knex.raw<{ rows: Array<{ period: string; new: unknown }> }>(
      `SELECT date_trunc(?, first_booking_date)::date AS period, count(*) AS new
         FROM analytics_customers WHERE first_booking_date BETWEEN ? AND ? GROUP BY 1`,
      [granularity, ...between(range)],
    ),
  ]);
  const active = new Map([...kept, ...cut].map((r) => [String(r.period), n(r.customers)]));
  const fresh = new Map(firsts.rows.map((r) => [r.period, n(r.new)]));
  return periods.map(({ period }) => {
    const newCustomers = fresh.get(period) ?? 0;
    return { period, new: newCustomers, returning: Math.max(0, (active.get(period) ?? 0) - newCustomers) };
  });
}

/**
 * The ten customers who spent most in the range, with their bookings and hours there: the months the
 * range covers whole are read from the monthly roll-up, the days of the months it cuts from the days.
 */
export async function topCustomers(knex: Knex, range: DateRange, limit = 10) {
  const months = periodsOf(range, 'month').map((month) => ({ month, ...clip(month, 'month', range) }));
  const whole = months.filter((m) => !m.cut).map((m) => m.month);
  const cut = months.filter((m) => m.cut);
  const parts = [
    ...(whole.length
      ? [
          knex('analytics_customer_months')
            .select('user_id', 'bookings', 'minutes', 'spend_cents')
            .whereBetween('month', [whole[0], whole[whole.length - 1]]),
        ]
      : []),
    ...cut.map((m) =>
      knex('analytics_customer_days')
        .select('user_id', 'bookings', 'minutes', 'spend_cents')
        .whereBetween('date', [m.from, m.to]),
    ),
  ];
  const union = parts.slice(1).reduce((q, part) => q.unionAll(part), parts[0]);
  const rows = await knex.raw<{ rows: Array<Record<string, unknown>> }>(
    `SELECT t.user_id, t.bookings, t.minutes, t.spend, u.first_name, u.last_name, u.email
       FROM (SELECT user_id, sum(bookings) AS bookings, sum(minutes) AS minutes, sum(spend_cents) AS spend
               FROM (?) x
              GROUP BY user_id ORDER BY sum(spend_cents) DESC, user_id LIMIT ?) t
       LEFT JOIN users u ON u.id::text = t.user_id
      ORDER BY t.spend DESC, t.user_id`,
    [union, limit],
  );
  return rows.rows.map((r) => ({
    userId: String(r.user_id),
    name: r.first_name ? `${String(r.first_name)} ${String(r.last_name ?? '')}`.trim() : null,
    email: (r.email as string | null) ?? null,
    bookings: n(r.bookings),
    hours: Math.round((n(r.minutes) / 60) * 10) / 10,
    spend: toDecimalString(n(r.spend)),
  }));
}
