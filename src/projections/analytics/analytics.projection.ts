import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { RecordedBayDayEvent } from '../../domain/bookings';
import type { CheckoutEvent } from '../../domain/checkout';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../projection';
import { cardShares, lineValues, refundShares, type LineShare } from './analytics-money';
import { AnalyticsDelta, type BookingRow } from './analytics-delta';

export const ANALYTICS_PROJECTION = 'analytics';

export const ANALYTICS_TABLES = [
  'analytics_revenue',
  'analytics_orders',
  'analytics_bookings',
  'analytics_booking_days',
  'analytics_occupancy',
  'analytics_customers',
  'analytics_customer_days',
  'analytics_customer_months',
  'analytics_customer_periods',
  'analytics_period_customers',
];

const CHECKOUT_TYPES = ['CheckoutStarted', 'CheckoutCompleted', 'CheckoutFailed', 'CheckoutRefunded'];
const BOOKING_TYPES = [
  'BookingPlaced',
  'BookingConfirmed',
  'BookingReleased',
  'BookingCancelled',
  'BookingExtended',
  // An admin's move takes the booked minutes to the new day and hour (and back when it is reverted).
  'BookingMoved',
  'BookingMoveReverted',
];
/** A bar tab paid at the desk, and a line of one refunded at the desk: money taken outside the card processor. */
const TAB_TYPES = ['TabSettledAtDesk', 'TabLineRefunded'];

type AnalyticsEvent = (CheckoutEvent & RecordedEvent) | RecordedBayDayEvent;

interface OrderRow {
  order_id: string;
  user_id: string | null;
  lines: LineShare[];
  status: 'started' | 'completed' | 'failed';
  paid: LineShare[] | null;
}

/**
 * Figures for the analytics pages, from paid orders (money by product and day, refunds on the
 * refund's day) and bookings (booked minutes by day and hour, customers' first booking and totals).
 * A batch is folded in memory and written with one multi-row statement per table.
 */
export function analyticsProjection(zone: string): Projection {
  return {
    name: ANALYTICS_PROJECTION,
    eventTypes: [...CHECKOUT_TYPES, ...BOOKING_TYPES, ...TAB_TYPES],
    tables: ANALYTICS_TABLES,
    applyBatch: (trx, events) => applyAnalyticsBatch(trx, events as AnalyticsEvent[], zone),
  };
}

/** The projection's batch writer (the bench loads its venue through it). */
export async function applyAnalyticsBatch(trx: Knex.Transaction, events: AnalyticsEvent[], zone: string) {
  const orders = await loadOrders(trx, events);
  const bookings = await loadBookings(trx, events);
  const delta = new AnalyticsDelta(zone);
  for (const event of events) {
    if (isCheckout(event)) applyCheckout(event, orders, delta, zone);
    else if (isTab(event)) applyDeskTab(event as RecordedEvent, delta, zone);
    else applyBooking(event, bookings, delta, zone);
  }
  await writeRows(
    trx,
    'analytics_orders',
    'order_id',
    [...orders.dirty].map((id) => orders.rows.get(id)!),
  );
  await writeRows(
    trx,
    'analytics_bookings',
    'booking_id',
    [...bookings.dirty].map((id) => bookings.rows.get(id)!),
  );
  await delta.write(trx);
}

function isTab(event: { type: string }): boolean {
  return TAB_TYPES.includes(event.type);
}

/** Desk money of a bar tab on the day it was taken (or given back), as the ledger dates it. */
function applyDeskTab(event: RecordedEvent, delta: AnalyticsDelta, zone: string) {
  const d = event.data as { userId: string | null; amountCents: number; via?: string };
  if (event.type === 'TabLineRefunded' && d.via !== 'desk') return;
  const at = event.metadata.occurredAt ?? event.createdAt.toISOString();
  const settled = event.type === 'TabSettledAtDesk';
  delta.money(
    venueDate(at, zone),
    d.userId,
    [{ product: 'food_and_drink', cents: d.amountCents, unit: settled }],
    settled ? 1 : -1,
  );
}

function isCheckout(event: AnalyticsEvent): event is CheckoutEvent & RecordedEvent {
  return CHECKOUT_TYPES.includes(event.type);
}

function applyCheckout(
  event: CheckoutEvent & RecordedEvent,
  orders: Rows<OrderRow>,
  delta: AnalyticsDelta,
  zone: string,
) {
  switch (event.type) {
    case 'CheckoutStarted': {
      const plan = event.data.plan;
      const lines = lineValues(plan);
      return orders.set({ order_id: event.data.bookingId, user_id: plan.userId, lines, status: 'started', paid: null });
    }
    case 'CheckoutCompleted': {
      const order = orders.rows.get(event.data.bookingId);
      if (!order || order.status === 'completed') return;
      const paid = cardShares(order.lines, event.data.cardAmountCents);
      const date = venueDate(event.data.completedAt, zone);
      delta.money(date, order.user_id, paid, 1);
      return orders.set({ ...order, status: 'completed', paid });
    }
    case 'CheckoutFailed': {
      const order = orders.rows.get(event.data.bookingId);
      if (order && order.status === 'started') orders.set({ ...order, status: 'failed' });
      return;
    }
    case 'CheckoutRefunded': {
      const order = orders.rows.get(event.data.bookingId);
      if (!order?.paid || event.data.cardRefundCents <= 0) return;
      const refund = refundShares(order.paid, event.data.cardRefundCents);
      delta.money(venueDate(event.data.refundedAt, zone), order.user_id, refund, -1);
      const paid = order.paid.map((line, i) => ({ ...line, cents: line.cents - refund[i].cents }));
      return orders.set({ ...order, paid });
    }
    default:
      return;
  }
}

/** A booking the desk recorded as paid at the venue: money taken outside the card processor. */
const PAID_AT_VENUE = 'paid_at_venue';

function applyBooking(event: RecordedBayDayEvent, bookings: Rows<BookingRow>, delta: AnalyticsDelta, zone: string) {
  if (event.type === 'BookingPlaced') {
    const d = event.data;
    if (bookings.rows.has(d.bookingId)) return;
    if (d.status === 'confirmed' && d.paymentStatus === PAID_AT_VENUE)
      delta.money(
        venueDate(d.placedAt, zone),
        d.userId,
        [{ product: 'bookings', cents: d.totalAmountCents, unit: true }],
        1,
      );
    const row = {
      booking_id: d.bookingId,
      user_id: d.userId,
      date: d.date,
      starts_at: d.startsAt,
      ends_at: d.endsAt,
      live: d.status === 'confirmed',
    };
    if (row.live) delta.booking(row, 1);
    return bookings.set(row);
  }
  const row = 'bookingId' in event.data ? bookings.rows.get(event.data.bookingId as string) : undefined;
  if (!row) return;
  switch (event.type) {
    case 'BookingConfirmed':
      if (row.live) return;
      delta.booking({ ...row, live: true }, 1);
      return bookings.set({ ...row, live: true });
    case 'BookingReleased':
    case 'BookingCancelled':
      if (!row.live) return;
      if (
        event.type === 'BookingCancelled' &&
        event.data.paymentStatus === PAID_AT_VENUE &&
        event.data.refundAmountCents > 0
      )
        delta.money(
          venueDate(event.data.cancelledAt, zone),
          row.user_id,
          [{ product: 'bookings', cents: event.data.refundAmountCents, unit: false }],
          -1,
        );
      delta.booking(row, -1);
      return bookings.set({ ...row, live: false });
    case 'BookingExtended': {
      const endsAt = event.data.endsAt;
      if (row.live) delta.extend(row, endsAt);
      return bookings.set({ ...row, ends_at: endsAt });
    }
    case 'BookingMoved':
    case 'BookingMoveReverted': {
      const { date, startsAt, endsAt } = event.data;
      if (row.starts_at === startsAt && row.ends_at === endsAt && row.date === date) return;
      const moved = { ...row, date, starts_at: startsAt, ends_at: endsAt };
      if (row.live) {
        delta.booking(row, -1);
        delta.booking(moved, 1);
      }
      return bookings.set(moved);
    }
    default:
      return;
  }
}

function venueDate(at: string, zone: string): string {
  return DateTime.fromISO(at, { zone }).toISODate()!;
}

/** Rows of one table the batch reads and changes: loaded once, written once. */
class Rows<R> {
  readonly rows = new Map<string, R>();
  readonly dirty = new Set<string>();
  constructor(private readonly key: (row: R) => string) {}
  set(row: R): void {
    this.rows.set(this.key(row), row);
    this.dirty.add(this.key(row));
  }
}

async function loadOrders(trx: Knex.Transaction, events: AnalyticsEvent[]): Promise<Rows<OrderRow>> {
  const rows = new Rows<OrderRow>((r) => r.order_id);
  const ids = new Set<string>();
  for (const e of events) if (isCheckout(e) && e.type !== 'CheckoutStarted') ids.add(e.data.bookingId);
  if (ids.size) {
    const found = await trx('analytics_orders')
      .select('order_id', 'user_id', 'lines', 'status', 'paid')
      .whereIn('order_id', [...ids]);
    for (const r of found as OrderRow[]) rows.rows.set(r.order_id, r);
  }
  return rows;
}

async function loadBookings(trx: Knex.Transaction, events: AnalyticsEvent[]): Promise<Rows<BookingRow>> {
  const rows = new Rows<BookingRow>((r) => r.booking_id);
  const ids = new Set<string>();
  for (const e of events) if (!isCheckout(e) && !isTab(e)) ids.add((e.data as { bookingId: string }).bookingId);
  if (ids.size) {
    const found = await trx('analytics_bookings')
      .select('booking_id', 'user_id', trx.raw("to_char(date, 'YYYY-MM-DD') as date"), 'starts_at', 'ends_at', 'live')
      .whereIn('booking_id', [...ids]);
    for (const r of found as Array<BookingRow & { starts_at: Date | string; ends_at: Date | string }>)
      rows.rows.set(r.booking_id, { ...r, starts_at: iso(r.starts_at), ends_at: iso(r.ends_at) });
  }
  return rows;
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : v);

/** One upsert of whole rows (every column given), the rows as one JSON parameter. */
async function writeRows(trx: Knex.Transaction, table: string, key: string, rows: object[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const updates = columns.filter((c) => c !== key).map((c) => `"${c}" = excluded."${c}"`);
  await trx.raw(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(null::${table}, ?::jsonb)
     ON CONFLICT ("${key}") DO UPDATE SET ${updates.join(', ')}`,
    [JSON.stringify(rows)],
  );
}
