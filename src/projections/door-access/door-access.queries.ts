import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import type { DoorAccessProvider } from '../../domain/door-access/door-access.events';
import { paged } from '../paged';

export interface DoorAccessSettings {
  enabled: boolean;
  provider: DoorAccessProvider;
  webhookUrl: string | null;
  secretSealed: string | null;
  minutesBefore: number;
  codeLength: number;
  updatedAt: string | null;
}

export const DEFAULT_DOOR_ACCESS: DoorAccessSettings = {
  enabled: false,
  provider: 'none',
  webhookUrl: null,
  secretSealed: null,
  minutesBefore: 15,
  codeLength: 6,
  updatedAt: null,
};

const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);

export async function doorAccessSettings(knex: Knex): Promise<DoorAccessSettings> {
  const row = await knex('door_access_settings').where({ id: 'settings' }).first();
  if (!row) return DEFAULT_DOOR_ACCESS;
  return {
    enabled: row.enabled,
    provider: row.provider,
    webhookUrl: row.webhook_url,
    secretSealed: row.secret_sealed,
    minutesBefore: row.minutes_before,
    codeLength: row.code_length,
    updatedAt: iso(row.updated_at),
  };
}

export interface BookingDoorCode {
  code: string;
  validFrom: string;
  validUntil: string;
}

/** A booking's door code while it opens the door (a revoked code is not shown to anyone). */
export async function activeDoorCode(knex: Knex, bookingId: string): Promise<BookingDoorCode | null> {
  const row = await knex('door_codes').where({ booking_id: bookingId, status: 'active' }).first();
  return row ? { code: row.code, validFrom: iso(row.valid_from)!, validUntil: iso(row.valid_until)! } : null;
}

/** Whether another live code with overlapping validity already uses `code`. */
export async function codeInUse(knex: Knex, code: string, from: Date, until: Date, bookingId: string) {
  const row = await knex('door_codes')
    .where({ code, status: 'active' })
    .whereNot({ booking_id: bookingId })
    .where('valid_from', '<', until)
    .where('valid_until', '>', from)
    .first('booking_id');
  return Boolean(row);
}

export interface DoorCodeLogEntry {
  eventId: string;
  bookingId: string;
  reference: string;
  action: string;
  bayName: string | null;
  customerName: string | null;
  code: string | null;
  validFrom: string | null;
  validUntil: string | null;
  at: string;
  deliveryStatus: string;
  deliveryAttempts: number | null;
  deliveryError: string | null;
}

interface LogRow {
  event_id: string;
  booking_id: string;
  action: string;
  bay_name: string | null;
  first_name: string | null;
  last_name: string | null;
  code: string | null;
  valid_from: Date | null;
  valid_until: Date | null;
  at: Date;
  delivery_status: string;
  delivery_attempts: number | null;
  delivery_error: string | null;
}

/** The codes issued, moved and revoked, newest first, with whether the door system took them. */
export function doorCodeLog(knex: Knex, params: ListParams): Promise<Page<DoorCodeLogEntry>> {
  const query = knex('door_code_log as l')
    .joinRaw('left join bays on bays.id::text = l.bay_id')
    .leftJoin('door_codes as c', 'c.booking_id', 'l.booking_id')
    .joinRaw('left join users as u on u.id::text = c.user_id')
    .select('l.*', 'bays.name as bay_name', 'u.first_name', 'u.last_name');
  return paged(knex, query, params, {
    sortable: { at: 'logged_at' },
    defaultSort: 'at',
    defaultOrder: 'desc',
    tiebreak: 'event_id',
    map: (r: LogRow): DoorCodeLogEntry => ({
      eventId: r.event_id,
      bookingId: r.booking_id,
      reference: String(r.booking_id).slice(0, 8).toUpperCase(),
      action: r.action,
      bayName: r.bay_name ?? null,
      customerName: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
      code: r.code,
      validFrom: iso(r.valid_from),
      validUntil: iso(r.valid_until),
      at: iso(r.at)!,
      deliveryStatus: r.delivery_status,
      deliveryAttempts: r.delivery_attempts ?? null,
      deliveryError: r.delivery_error ?? null,
    }),
  });
}

export async function deliveryDone(knex: Knex, eventId: string): Promise<boolean> {
  const row = await knex('door_code_log').where({ event_id: eventId }).first('delivery_status');
  return row?.delivery_status === 'delivered';
}
