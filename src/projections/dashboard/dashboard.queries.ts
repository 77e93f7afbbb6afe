import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import type {
  AdminDashboard,
  DashboardArrival,
  DashboardBay,
  MoneyFigure,
} from '../../contracts/dashboard/admin-dashboard';
import { openingWindow } from '../../domain/catalog';
import { addDays, minutesToTime, venueToday, wallClockInstantOrNext } from '../../domain/catalog';
import { toDecimalString } from '../../lib/money';
import { isLiveBooking } from '../bookings';
import { catalogSnapshot } from '../catalog';
import { adminAlerts } from '../system';
import { dashboardCardsOf } from '../dashboard-card';

type Ctx = Pick<AppContext, 'knex' | 'catalog' | 'projections' | 'config' | 'payments' | 'modules'>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
type Row = Record<string, any>;

const ARRIVALS_AHEAD_MS = 2 * 60 * 60 * 1000;
const PAID: ReadonlySet<string> = new Set(['paid', 'completed']);
const ms = (v: Date | string) => new Date(v).getTime();
const hhmm = (time: string) => time.slice(0, 5);

/** The account's name, else the guest's, else 'Guest'. */
function customerName(r: Row): string {
  const name = r.user_first_name
    ? `${r.user_first_name} ${r.user_last_name ?? ''}`
    : `${r.first_name ?? ''} ${r.last_name ?? ''}`;
  return name.trim() || 'Guest';
}

const live = (r: Row, now: Date) =>
  isLiveBooking({ status: r.status, holdExpiresAt: r.hold_expires_at ? ms(r.hold_expires_at) : null }, now.getTime());

/** Bookings (with their customer) starting on `dates` that may be live, in start order. */
function bookingsQuery(knex: Knex, dates: string[]) {
  return knex('bookings as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .whereIn('b.date', dates)
    .whereIn('b.status', ['confirmed', 'pending'])
    .select(
      'b.id',
      'b.bay_id',
      'b.user_id',
      'b.date',
      'b.start_time',
      'b.status',
      'b.payment_status',
      'b.starts_at',
      'b.ends_at',
      'b.hold_expires_at',
      'b.first_name',
      'b.last_name',
      'b.phone_number',
      'u.first_name as user_first_name',
      'u.last_name as user_last_name',
      'u.phone_number as user_phone_number',
    )
    .orderBy('b.starts_at');
}

/**
 * The day's business hours as a grid of bays by hour with the live bookings in each cell, the number
 * of live bookings, and occupancy: minutes booked on active bays over open minutes times active bays.
 */
async function dayGrid(ctx: Ctx, date: string, now: Date) {
  const zone = ctx.config.VENUE_TIMEZONE;
  const catalog = await catalogSnapshot(ctx);
  const window = openingWindow(date, catalog.week);
  const at = (minute: number) => wallClockInstantOrNext(date, minute, zone).toMillis();
  const opensAt = at(window.openMinute);
  const closesAt = at(window.closeMinute);
  const rows = (await bookingsQuery(ctx.knex, [addDays(date, -1), date, addDays(date, 1)])
    .where('b.starts_at', '<', new Date(closesAt))
    .where('b.ends_at', '>', new Date(opensAt))) as Row[];
  const bookings = rows.filter((r) => live(r, now));

  const columns: Array<{ hour: string; from: number; to: number }> = [];
  for (let h = Math.floor(window.openMinute / 60) * 60; h < window.closeMinute; h += 60)
    columns.push({
      hour: hhmm(minutesToTime(h)),
      from: at(Math.max(h, window.openMinute)),
      to: at(Math.min(h + 60, window.closeMinute)),
    });
  const booked = new Set(bookings.map((b) => b.bay_id as string));
  const bays: DashboardBay[] = catalog.bays
    .filter((bay) => bay.isActive || booked.has(bay.id))
    .map((bay) => ({
      id: bay.id,
      name: bay.name,
      isActive: bay.isActive,
      cells: columns.map((c) => {
        const inCell = bookings.filter((b) => b.bay_id === bay.id && ms(b.starts_at) < c.to && ms(b.ends_at) > c.from);
        return {
          hour: c.hour,
          count: inCell.length,
          bookings: inCell.map((b) => ({
            id: b.id,
            customerName: customerName(b),
            status: b.status,
            paid: PAID.has(b.payment_status),
          })),
        };
      }),
    }));

  const activeBays = catalog.bays.filter((b) => b.isActive);
  const active = new Set(activeBays.map((b) => b.id));
  const bookedMs = bookings
    .filter((b) => active.has(b.bay_id))
    .reduce((sum, b) => sum + Math.min(ms(b.ends_at), closesAt) - Math.max(ms(b.starts_at), opensAt), 0);
  const openMinutes = Math.round((closesAt - opensAt) / 60000);
  const bookedMinutes = Math.round(bookedMs / 60000);
  const capacity = openMinutes * activeBays.length;
  return {
    openTime: hhmm(window.hours.openTime),
    closeTime: hhmm(window.hours.closeTime),
    hours: columns.map((c) => c.hour),
    bays,
    bookings: bookings.length,
    occupancy: {
      percent: capacity ? Math.round((bookedMinutes / capacity) * 1000) / 10 : 0,
      bookedMinutes,
      openMinutes,
      activeBays: activeBays.length,
    },
  };
}

/**
 * Revenue as the analytics pages count it (the analytics read model, one definition for both): card
 * money taken on the venue day it was paid, split over the order's lines, less refunds on the day they
 * were paid back, plus desk bookings recorded as paid at the venue. Credits, coupons and gift-card
 * redemptions are not counted again: a gift card's money counts once, when it is sold.
 */
async function revenueBetween(knex: Knex, from: string, toExclusive: string): Promise<MoneyFigure> {
  const row = await knex('analytics_revenue')
    .where('date', '>=', from)
    .where('date', '<', toExclusive)
    .first(knex.raw('coalesce(sum(cents), 0)::int as cents'));
  const cents = Number(row?.cents ?? 0);
  return { cents, amount: toDecimalString(cents) };
}

async function revenueOf(knex: Knex, date: string, zone: string) {
  const day = DateTime.fromISO(date, { zone }).startOf('day');
  const monday = day.startOf('week');
  const [dayRevenue, weekRevenue] = await Promise.all([
    revenueBetween(knex, date, day.plus({ days: 1 }).toISODate()!),
    revenueBetween(knex, monday.toISODate()!, monday.plus({ weeks: 1 }).toISODate()!),
  ]);
  return {
    day: { ...dayRevenue, date },
    week: { ...weekRevenue, from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()! },
  };
}

/**
 * Live bookings starting from now to two hours ahead, with whom to call. Late at night that window
 * reaches past midnight, so tomorrow's first bookings are looked at too.
 */
async function arrivals(ctx: Ctx, now: Date): Promise<DashboardArrival[]> {
  const { bays } = await catalogSnapshot(ctx);
  const today = venueToday(now, ctx.config.VENUE_TIMEZONE);
  const rows = (await bookingsQuery(ctx.knex, [today, addDays(today, 1)])
    .where('b.starts_at', '>=', now)
    .where('b.starts_at', '<=', new Date(now.getTime() + ARRIVALS_AHEAD_MS))) as Row[];
  return rows
    .filter((r) => live(r, now))
    .map((r) => ({
      bookingId: r.id,
      date: r.date,
      startTime: hhmm(r.start_time),
      startsAt: new Date(r.starts_at).toISOString(),
      bay: { id: r.bay_id, name: bays.find((b) => b.id === r.bay_id)?.name ?? 'Bay Booking' },
      userId: r.user_id ?? null,
      customerName: customerName(r),
      phoneNumber: r.phone_number ?? r.user_phone_number ?? null,
      paymentStatus: r.payment_status,
      paid: PAID.has(r.payment_status),
    }));
}

/** GET /api/admin/dashboard: one venue day at a glance, read from the read models only, with the modules' cards. */
export async function adminDashboard(ctx: Ctx, date: string, now: Date): Promise<AdminDashboard> {
  const zone = ctx.config.VENUE_TIMEZONE;
  const [day, revenue, arriving, alerts, cards] = await Promise.all([
    dayGrid(ctx, date, now),
    revenueOf(ctx.knex, date, zone),
    arrivals(ctx, now),
    adminAlerts(ctx, now),
    Promise.all(dashboardCardsOf(ctx.modules).map((c) => c.read(ctx, { date, now }))),
  ]);
  return {
    date,
    today: venueToday(now, zone),
    timezone: zone,
    generatedAt: now.toISOString(),
    ...day,
    revenue,
    arrivals: arriving,
    alerts: alerts.summary,
    cards,
  };
}
