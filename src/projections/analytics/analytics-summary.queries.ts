import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import { toDecimalString } from '../../lib/money';
import type { CatalogSnapshot } from '../catalog';
import { capacityByWeekdayHour, changePercent, previousRange, type DateRange } from './analytics-periods';

const n = (v: unknown) => Number(v ?? 0);

interface KeyNumbers {
  revenueCents: number;
  bookings: number;
  minutes: number;
  occupancy: number | null;
  averageBookingCents: number;
  newCustomers: number;
  activeMembers: number;
  giftCardsSold: number;
}

type Format = 'money' | 'count' | 'hours' | 'percent';
const METRICS: Array<{ key: keyof KeyNumbers; label: string; format: Format }> = [
  { key: 'revenueCents', label: 'Revenue', format: 'money' },
  { key: 'bookings', label: 'Bookings', format: 'count' },
  { key: 'minutes', label: 'Hours booked', format: 'hours' },
  { key: 'occupancy', label: 'Occupancy', format: 'percent' },
  { key: 'averageBookingCents', label: 'Average booking value', format: 'money' },
  { key: 'newCustomers', label: 'New customers', format: 'count' },
  { key: 'activeMembers', label: 'Active members', format: 'count' },
  { key: 'giftCardsSold', label: 'Gift cards sold', format: 'count' },
];

/** The key numbers of a range beside those of the range of the same length before it. */
export async function analyticsSummary(knex: Knex, catalog: CatalogSnapshot, zone: string, range: DateRange) {
  const previous = previousRange(range);
  const [now, before] = await Promise.all([
    keyNumbers(knex, catalog, zone, range),
    keyNumbers(knex, catalog, zone, previous),
  ]);
  return {
    range,
    previousRange: previous,
    metrics: METRICS.map(({ key, label, format }) => ({
      key: key.replace(/Cents$/, '').replace(/^minutes$/, 'hoursBooked'),
      label,
      format,
      current: shown(now[key], format),
      previous: shown(before[key], format),
      changePercent: changePercent(n(now[key]), n(before[key])),
    })),
  };
}

function shown(value: number | null, format: Format): string | number | null {
  if (value === null) return null;
  if (format === 'money') return toDecimalString(value);
  if (format === 'hours') return Math.round((value / 60) * 10) / 10;
  return value;
}

async function keyNumbers(knex: Knex, catalog: CatalogSnapshot, zone: string, range: DateRange): Promise<KeyNumbers> {
  const span = [range.from, range.to];
  const endOfRange = DateTime.fromISO(range.to, { zone }).plus({ days: 1 }).toISO()!;
  const [money, bookings, customers, members] = await Promise.all([
    knex.raw(
      `SELECT coalesce(sum(cents), 0) AS cents,
              coalesce(sum(cents) FILTER (WHERE product = 'bookings'), 0) AS booking_cents,
              coalesce(sum(units) FILTER (WHERE product = 'gift_cards'), 0) AS gift_cards
         FROM analytics_revenue WHERE date BETWEEN ? AND ?`,
      span,
    ),
    knex.raw(
      `SELECT coalesce(sum(bookings), 0) AS bookings, coalesce(sum(minutes), 0) AS minutes
         FROM analytics_booking_days WHERE date BETWEEN ? AND ?`,
      span,
    ),
    knex.raw(`SELECT count(*) AS customers FROM analytics_customers WHERE first_booking_date BETWEEN ? AND ?`, span),
    knex.raw(
      `SELECT count(*) AS members FROM user_memberships
        WHERE member_since < ? AND (ended_at IS NULL OR ended_at >= ?)`,
      [endOfRange, endOfRange],
    ),
  ]);
  const m = money.rows[0];
  const b = bookings.rows[0];
  const capacity = capacityByWeekdayHour(range, catalog.week, catalog.bays.filter((x) => x.isActive).length)
    .flat()
    .reduce((s, v) => s + v, 0);
  const count = n(b.bookings);
  return {
    revenueCents: n(m.cents),
    bookings: count,
    minutes: Math.round(n(b.minutes)),
    occupancy: capacity > 0 ? Math.round((n(b.minutes) / capacity) * 1000) / 10 : null,
    averageBookingCents: count > 0 ? Math.round(n(m.booking_cents) / count) : 0,
    newCustomers: n(customers.rows[0].customers),
    activeMembers: n(members.rows[0].members),
    giftCardsSold: n(m.gift_cards),
  };
}
