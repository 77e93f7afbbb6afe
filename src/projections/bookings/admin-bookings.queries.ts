import type { Knex } from 'knex';
import type { AppContext } from '../../app-context';
import type { ListParams, Page } from '../../contracts/lists';
import { openingWindow, slotStarts } from '../../domain/catalog';
import { minutesToTime } from '../../domain/catalog';
import { toDecimalString } from '../../lib/money';
import { catalogSnapshot } from '../catalog';
import { paged } from '../paged';
import { fullQuery, type BookingRow } from './bookings.queries';

export interface AdminBookingFilters {
  from?: string;
  to?: string;
  bayId?: string;
  search?: string;
  status?: string;
  payment?: string;
  userId?: string;
}

type AdminRow = BookingRow & { user_phone?: string | null; user_email?: string | null };

/** Paid in full, by card, credits or at the venue: what the tee sheet shows as paid. */
export const PAID_STATUSES = ['paid', 'paid_at_venue'];

function adminQuery(ctx: Pick<AppContext, 'knex'>) {
  return fullQuery(ctx).select('u.phone_number as user_phone', 'u.email as user_email');
}

export function customerOf(r: AdminRow) {
  const first = r.first_name || r.user_first_name || '';
  const last = r.last_name || r.user_last_name || '';
  return {
    userId: r.user_id,
    name: `${first} ${last}`.trim() || 'Guest',
    phone: r.phone_number || r.user_phone || null,
    email: r.email || r.user_email || null,
  };
}

function adminRow(r: AdminRow) {
  return {
    id: r.id,
    date: r.date,
    startTime: r.start_time.slice(0, 5),
    endTime: r.end_time.slice(0, 5),
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    bay: { id: r.bay_id, name: r.bay_name ?? 'Unknown bay' },
    customer: customerOf(r),
    status: r.status,
    paymentStatus: r.payment_status,
    paid: PAID_STATUSES.includes(r.payment_status),
    total: toDecimalString(r.total_amount_cents),
  };
}
export type AdminBookingRow = ReturnType<typeof adminRow>;

function searchFilter(q: Knex.QueryBuilder, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const digits = search.replace(/\D/g, '');
  q.where((w) => {
    for (const column of ['b.first_name', 'b.last_name', 'b.email', 'u.first_name', 'u.last_name', 'u.email'])
      w.orWhereILike(column, like);
    w.orWhereRaw("concat_ws(' ', coalesce(b.first_name, u.first_name), coalesce(b.last_name, u.last_name)) ilike ?", [
      like,
    ]);
    if (digits.length >= 3) {
      w.orWhereRaw("regexp_replace(coalesce(b.phone_number, ''), '\\D', '', 'g') like ?", [`%${digits}%`]);
      w.orWhereRaw("regexp_replace(coalesce(u.phone_number, ''), '\\D', '', 'g') like ?", [`%${digits}%`]);
    }
  });
}

/** GET /api/admin/bookings: one page of bookings, newest first by default. */
export function listAdminBookings(
  ctx: Pick<AppContext, 'knex'>,
  params: ListParams & AdminBookingFilters,
): Promise<Page<AdminBookingRow>> {
  const q = adminQuery(ctx);
  if (params.from) q.where('b.date', '>=', params.from);
  if (params.to) q.where('b.date', '<=', params.to);
  if (params.bayId) q.where('b.bay_id', params.bayId);
  if (params.status) q.where('b.status', params.status);
  if (params.payment) q.where('b.payment_status', params.payment);
  if (params.userId) q.where('b.user_id', params.userId);
  if (params.search) searchFilter(q, params.search);
  return paged(ctx.knex, q, params, {
    sortable: { date: 'starts_at', total: 'total_amount_cents', status: 'status', created: 'created_at' },
    defaultSort: 'date',
    defaultOrder: 'desc',
    tiebreak: 'id',
    map: (r: AdminRow) => adminRow(r),
  });
}

/** One booking with its customer, for the admin detail (null when unknown). */
export async function adminBookingById(ctx: Pick<AppContext, 'knex'>, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = (await adminQuery(ctx).where('b.id', id).first()) as AdminRow | undefined;
  return row ? { row, summary: adminRow(row) } : null;
}

/** GET /api/admin/tee-sheet: the day's hours and grid, the active bays, and every live booking of the day. */
export async function teeSheet(ctx: Pick<AppContext, 'knex' | 'catalog' | 'config'>, date: string, now: Date) {
  const catalog = await catalogSnapshot(ctx);
  const window = openingWindow(date, catalog.week);
  const slots = slotStarts(date, catalog.week, ctx.config.VENUE_TIMEZONE, window.interval).map((s) =>
    minutesToTime(s.minute).slice(0, 5),
  );
  const rows = (await adminQuery(ctx)
    .where('b.date', date)
    .where((w) =>
      w
        .whereIn('b.status', ['confirmed', 'no_show'])
        .orWhere((p) =>
          p
            .where('b.status', 'pending')
            .where((h) => h.whereNull('b.hold_expires_at').orWhere('b.hold_expires_at', '>', now)),
        ),
    )
    .orderBy('b.starts_at')) as AdminRow[];
  return {
    date,
    hours: {
      openTime: window.hours.openTime.slice(0, 5),
      closeTime: window.hours.closeTime.slice(0, 5),
      intervalMinutes: window.interval,
      slots,
    },
    bays: catalog.bays
      .filter((b) => b.isActive)
      .map((b) => ({ id: b.id, name: b.name, bufferMinutes: b.bufferMinutes })),
    bookings: rows.map(adminRow),
  };
}
