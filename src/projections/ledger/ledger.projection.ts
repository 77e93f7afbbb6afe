import type { Knex } from 'knex';
import { DateTime } from 'luxon';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../projection';
import { LEDGER_EVENT_TYPES, postingsOf, type LedgerState, type OrderRow, type BookingRow } from './ledger-events';
import type { Posting } from './ledger-postings';

export const LEDGER_PROJECTION = 'ledger';
export const LEDGER_TABLES = ['ledger_entries', 'ledger_orders', 'ledger_bookings'];

/**
 * The double-entry ledger: each money movement (order paid, refund, credits granted and spent, gift
 * card issued and redeemed, desk payment) as balanced entries, with the order's quote and the
 * booking's refund promise that the reconciliation checks them against. One batch: the orders and
 * bookings it touches are loaded once, then entries, orders and bookings written by one statement each.
 */
export function ledgerProjection(zone: string): Projection {
  return {
    name: LEDGER_PROJECTION,
    eventTypes: LEDGER_EVENT_TYPES,
    tables: LEDGER_TABLES,
    applyBatch: (trx, events) => applyLedgerBatch(trx, events, zone),
  };
}

async function applyLedgerBatch(trx: Knex.Transaction, events: RecordedEvent[], zone: string) {
  const state = await loadState(trx, events);
  const entries: Array<Record<string, unknown>> = [];
  for (const event of events) {
    const txn = postingsOf(event, state);
    if (!txn) continue;
    const at = timeOf(event);
    const date = DateTime.fromISO(at, { zone }).toISODate()!;
    txn.postings
      .filter((p: Posting) => p.amount !== 0)
      .forEach((p: Posting, i: number) =>
        entries.push({
          entry_id: `${event.eventId}:${i}`,
          txn_id: event.eventId,
          event_id: event.eventId,
          event_type: event.type,
          source: txn.source,
          account: p.account,
          unit: p.unit,
          amount: p.amount,
          user_id: txn.userId,
          booking_id: txn.bookingId,
          order_id: txn.orderId,
          gift_card_code: p.giftCardCode ?? null,
          date,
          occurred_at: at,
        }),
      );
  }
  await insertRows(trx, 'ledger_entries', 'entry_id', entries, false);
  await insertRows(
    trx,
    'ledger_orders',
    'order_id',
    [...state.dirtyOrders].map((id) => state.orders.get(id)!),
    true,
  );
  await insertRows(
    trx,
    'ledger_bookings',
    'booking_id',
    [...state.dirtyBookings].map((id) => state.bookings.get(id)!),
    true,
  );
}

/** When the movement happened: the event's own time (as analytics dates it), else when it was recorded. */
function timeOf(event: RecordedEvent): string {
  const d = event.data as Record<string, unknown>;
  const own =
    d.completedAt ??
    d.refundedAt ??
    d.placedAt ??
    d.cancelledAt ??
    d.withdrawnAt ??
    d.closedAt ??
    d.paidAt ??
    d.failedAt;
  if (typeof own === 'string' && DateTime.fromISO(own, { setZone: true }).isValid) return own;
  return event.metadata.occurredAt ?? event.createdAt.toISOString();
}

async function loadState(trx: Knex.Transaction, events: RecordedEvent[]): Promise<LedgerState> {
  const orderIds = new Set<string>();
  const bookingIds = new Set<string>();
  for (const e of events) {
    const d = e.data as { bookingId?: unknown };
    if (e.type.startsWith('Checkout') && typeof d.bookingId === 'string') orderIds.add(d.bookingId);
    if (e.type.startsWith('CardDispute') && typeof (d as { orderId?: unknown }).orderId === 'string')
      orderIds.add((d as { orderId: string }).orderId);
    if (e.type === 'BookingCancelled' && typeof d.bookingId === 'string') bookingIds.add(d.bookingId);
  }
  const orders = new Map<string, OrderRow>();
  const bookings = new Map<string, BookingRow>();
  if (orderIds.size)
    for (const r of (await trx('ledger_orders').whereIn('order_id', [...orderIds])) as OrderRow[])
      orders.set(r.order_id, {
        ...r,
        venue_id: undefined,
        quoted_card_cents: Number(r.quoted_card_cents),
        charged_cents: r.charged_cents == null ? null : Number(r.charged_cents),
      } as OrderRow);
  if (bookingIds.size)
    for (const r of (await trx('ledger_bookings').whereIn('booking_id', [...bookingIds])) as BookingRow[])
      bookings.set(r.booking_id, {
        ...r,
        venue_id: undefined,
        refund_promised_cents: Number(r.refund_promised_cents),
        cancelled_at: r.cancelled_at ? new Date(r.cancelled_at).toISOString() : null,
      } as BookingRow);
  return { orders, bookings, dirtyOrders: new Set(), dirtyBookings: new Set() };
}

/** One multi-row statement, the rows as one JSON parameter: upserted whole, or inserted once. */
async function insertRows(trx: Knex.Transaction, table: string, key: string, rows: object[], upsert: boolean) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]).filter((c) => c !== 'venue_id');
  const list = columns.map((c) => `"${c}"`).join(', ');
  const onConflict = upsert
    ? `DO UPDATE SET ${columns
        .filter((c) => c !== key)
        .map((c) => `"${c}" = excluded."${c}"`)
        .join(', ')}`
    : 'DO NOTHING';
  await trx.raw(
    `INSERT INTO ${table} (${list}) SELECT ${list} FROM jsonb_populate_recordset(null::${table}, ?::jsonb)
     ON CONFLICT ("${key}") ${onConflict}`,
    [JSON.stringify(rows)],
  );
}
