import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { LineShare } from './analytics-money';
import { periodOf, type Granularity } from './analytics-periods';

const GRAINS: Granularity[] = ['day', 'week', 'month'];

export interface BookingRow {
  booking_id: string;
  user_id: string | null;
  date: string;
  starts_at: string;
  ends_at: string;
  live: boolean;
}

/** Venue-local minutes of [from, to) per calendar date and hour (DST-safe: luxon walks the zone). */
export function minutesByHour(
  from: string,
  to: string,
  zone: string,
): Array<{ date: string; hour: number; minutes: number }> {
  const out: Array<{ date: string; hour: number; minutes: number }> = [];
  let cursor = DateTime.fromISO(from, { zone });
  const end = DateTime.fromISO(to, { zone });
  while (cursor < end) {
    const next = DateTime.min(cursor.startOf('hour').plus({ hours: 1 }), end);
    out.push({
      date: cursor.toISODate()!,
      hour: cursor.hour,
      minutes: Math.round(next.diff(cursor, 'minutes').minutes),
    });
    cursor = next;
  }
  return out;
}

/** What one batch adds to the additive tables (money, occupancy, customers), summed per row key. */
export class AnalyticsDelta {
  private readonly revenue = new Map<string, { date: string; product: string; cents: number; units: number }>();
  private readonly occupancy = new Map<string, { date: string; hour: number; minutes: number }>();
  private readonly days = new Map<
    string,
    { user_id: string; date: string; bookings: number; minutes: number; spend_cents: number }
  >();
  private readonly bookingDays = new Map<string, { date: string; bookings: number; minutes: number }>();
  private readonly periods = new Map<string, { grain: Granularity; period: string; user_id: string; delta: number }>();
  private readonly firsts = new Map<string, string>();
  /** Customers who lost a live booking: their first booking day is looked up again. */
  private readonly lost = new Set<string>();

  constructor(private readonly zone: string) {}

  /** Money in (sign 1, one unit per line sold) or refunded (sign -1) on a venue date. */
  money(date: string, userId: string | null, shares: LineShare[], sign: 1 | -1): void {
    let total = 0;
    for (const share of shares) {
      const key = `${date}|${share.product}`;
      const row = this.revenue.get(key) ?? { date, product: share.product, cents: 0, units: 0 };
      row.cents += sign * share.cents;
      if (sign > 0 && share.unit) row.units += 1;
      this.revenue.set(key, row);
      total += share.cents;
    }
    if (userId && total) this.day(userId, date).spend_cents += sign * total;
  }

  /** A booking becomes live (1) or stops being live (-1). */
  booking(row: BookingRow, sign: 1 | -1): void {
    const minutes = this.bookedMinutes(row.starts_at, row.ends_at, sign);
    this.bookingDay(row.date, sign, sign * minutes);
    if (!row.user_id) return;
    if (sign < 0) this.lost.add(row.user_id);
    for (const grain of GRAINS) {
      const period = periodOf(row.date, grain);
      const key = `${grain}|${period}|${row.user_id}`;
      const entry = this.periods.get(key) ?? { grain, period, user_id: row.user_id, delta: 0 };
      entry.delta += sign;
      this.periods.set(key, entry);
    }
    const day = this.day(row.user_id, row.date);
    day.bookings += sign;
    day.minutes += sign * minutes;
    const first = this.firsts.get(row.user_id);
    if (sign > 0 && (!first || row.date < first)) this.firsts.set(row.user_id, row.date);
  }

  /** A live booking now ends at `endsAt`. */
  extend(row: BookingRow, endsAt: string): void {
    if (Date.parse(endsAt) <= Date.parse(row.ends_at)) return;
    const minutes = this.bookedMinutes(row.ends_at, endsAt, 1);
    this.bookingDay(row.date, 0, minutes);
    if (row.user_id) this.day(row.user_id, row.date).minutes += minutes;
  }

  async write(trx: Knex.Transaction): Promise<void> {
    await addRows(trx, 'analytics_revenue', ['date', 'product'], ['cents', 'units'], [...this.revenue.values()]);
    await addRows(trx, 'analytics_occupancy', ['date', 'hour'], ['minutes'], [...this.occupancy.values()]);
    await addRows(trx, 'analytics_booking_days', ['date'], ['bookings', 'minutes'], [...this.bookingDays.values()]);
    await addRows(
      trx,
      'analytics_customer_days',
      ['user_id', 'date'],
      ['bookings', 'minutes', 'spend_cents'],
      [...this.days.values()],
    );
    const months = new Map<
      string,
      { user_id: string; month: string; bookings: number; minutes: number; spend_cents: number }
    >();
    for (const d of this.days.values()) {
      const month = `${d.date.slice(0, 7)}-01`;
      const key = `${d.user_id}|${month}`;
      const m = months.get(key) ?? { user_id: d.user_id, month, bookings: 0, minutes: 0, spend_cents: 0 };
      m.bookings += d.bookings;
      m.minutes += d.minutes;
      m.spend_cents += d.spend_cents;
      months.set(key, m);
    }
    await addRows(
      trx,
      'analytics_customer_months',
      ['user_id', 'month'],
      ['bookings', 'minutes', 'spend_cents'],
      [...months.values()],
    );
    await this.writeFirsts(trx);
    await this.writePeriods(trx);
  }

  /**
   * A customer's live bookings per period; a period's customer count moves when one of theirs goes
   * from none to some or back (the CTE's `before` reads the rows as they were before the upsert).
   */
  private async writePeriods(trx: Knex.Transaction): Promise<void> {
    const rows = [...this.periods.values()].filter((r) => r.delta !== 0);
    if (rows.length === 0) return;
    await trx.raw(
      `WITH input AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(grain text, period date, user_id text, delta int)),
            before AS (SELECT i.grain, i.period, coalesce(p.bookings, 0) AS old, coalesce(p.bookings, 0) + i.delta AS new
                         FROM input i LEFT JOIN analytics_customer_periods p
                           ON p.grain = i.grain AND p.period = i.period AND p.user_id = i.user_id),
            up AS (INSERT INTO analytics_customer_periods (grain, period, user_id, bookings)
                   SELECT grain, period, user_id, delta FROM input
                   ON CONFLICT (venue_id, grain, period, user_id) DO UPDATE
                     SET bookings = analytics_customer_periods.bookings + excluded.bookings)
       INSERT INTO analytics_period_customers (grain, period, customers)
       SELECT grain, period, sum(CASE WHEN old <= 0 AND new > 0 THEN 1 WHEN old > 0 AND new <= 0 THEN -1 ELSE 0 END)
         FROM before GROUP BY grain, period
       ON CONFLICT (venue_id, grain, period) DO UPDATE
         SET customers = analytics_period_customers.customers + excluded.customers`,
      [JSON.stringify(rows)],
    );
    // A count back at zero is no row, as when its changes fall in one batch (a rebuild reproduces it).
    await trx.raw(
      `WITH input AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS x(grain text, period date, user_id text)),
            gone AS (DELETE FROM analytics_customer_periods p USING input i
                      WHERE p.grain = i.grain AND p.period = i.period AND p.user_id = i.user_id AND p.bookings = 0)
       DELETE FROM analytics_period_customers c USING input i
        WHERE c.grain = i.grain AND c.period = i.period AND c.customers = 0`,
      [JSON.stringify(rows)],
    );
  }

  /**
   * Needs the batch's bookings rows written. A customer's first day is their earliest live booking:
   * the batch's new ones are merged in, then those who lost a booking are looked up again.
   */
  private async writeFirsts(trx: Knex.Transaction): Promise<void> {
    if (this.firsts.size) {
      const rows = [...this.firsts].map(([user_id, first_booking_date]) => ({ user_id, first_booking_date }));
      await trx.raw(
        `INSERT INTO analytics_customers (user_id, first_booking_date)
         SELECT user_id, first_booking_date FROM jsonb_populate_recordset(null::analytics_customers, ?::jsonb)
         ON CONFLICT (venue_id, user_id) DO UPDATE
           SET first_booking_date = least(analytics_customers.first_booking_date, excluded.first_booking_date)`,
        [JSON.stringify(rows)],
      );
    }
    if (this.lost.size === 0) return;
    await trx.raw(
      `WITH lost AS (SELECT unnest(?::text[]) AS user_id),
            firsts AS (SELECT l.user_id, min(b.date) AS first FROM lost l
                         LEFT JOIN analytics_bookings b ON b.user_id = l.user_id AND b.live GROUP BY l.user_id),
            gone AS (DELETE FROM analytics_customers c USING firsts f WHERE c.user_id = f.user_id AND f.first IS NULL)
       UPDATE analytics_customers c SET first_booking_date = f.first
         FROM firsts f WHERE c.user_id = f.user_id AND f.first IS NOT NULL`,
      [[...this.lost]],
    );
  }

  private bookedMinutes(from: string, to: string, sign: 1 | -1): number {
    let total = 0;
    for (const part of minutesByHour(from, to, this.zone)) {
      const key = `${part.date}|${part.hour}`;
      const row = this.occupancy.get(key) ?? { date: part.date, hour: part.hour, minutes: 0 };
      row.minutes += sign * part.minutes;
      this.occupancy.set(key, row);
      total += part.minutes;
    }
    return total;
  }

  private bookingDay(date: string, bookings: number, minutes: number) {
    const row = this.bookingDays.get(date) ?? { date, bookings: 0, minutes: 0 };
    row.bookings += bookings;
    row.minutes += minutes;
    this.bookingDays.set(date, row);
  }

  private day(userId: string, date: string) {
    const key = `${userId}|${date}`;
    let row = this.days.get(key);
    if (!row) {
      row = { user_id: userId, date, bookings: 0, minutes: 0, spend_cents: 0 };
      this.days.set(key, row);
    }
    return row;
  }
}

/** One multi-row upsert that adds `sums` to the rows keyed by venue and `keys`. */
async function addRows(trx: Knex.Transaction, table: string, keys: string[], sums: string[], rows: object[]) {
  if (rows.length === 0) return;
  const columns = [...keys, ...sums];
  await trx.raw(
    `INSERT INTO ${table} (${columns.join(', ')})
     SELECT ${columns.join(', ')} FROM jsonb_populate_recordset(null::${table}, ?::jsonb)
     ON CONFLICT (venue_id, ${keys.join(', ')}) DO UPDATE
       SET ${sums.map((c) => `${c} = ${table}.${c} + excluded.${c}`).join(', ')}`,
    [JSON.stringify(rows)],
  );
}
