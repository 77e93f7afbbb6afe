import type { Knex } from 'knex';
import type { ListParams, Page } from '../../contracts/lists';
import { paged } from '../paged';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '../../domain/reminders/reminder-schedule';

export async function reminderSettings(knex: Knex): Promise<ReminderSettings> {
  const row = await knex('reminder_settings').where({ id: 'settings' }).first('settings');
  return { ...DEFAULT_REMINDER_SETTINGS, ...((row?.settings as Partial<ReminderSettings>) ?? {}) };
}

export interface ReminderCandidate {
  bookingId: string;
  userId: string | null;
  bayName: string | null;
  startsAt: Date;
  endsAt: Date;
  confirmedAt: Date | null;
  firstName: string | null;
  phone: string | null;
}

/** The customer type of a guest booked in person at the desk (see customerTypeOf in bookings). */
const WALK_IN = 'walk_in';

/** Confirmed bookings starting after `now` and by `until` (the bookings a reminder may be due for). */
export async function reminderCandidates(knex: Knex, now: Date, until: Date): Promise<ReminderCandidate[]> {
  const rows = await knex('bookings as b')
    .leftJoin('bays', 'bays.id', 'b.bay_id')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .where('b.status', 'confirmed')
    .where('b.starts_at', '>', now)
    .where('b.starts_at', '<=', until)
    .orderBy('b.starts_at')
    .select(
      'b.id',
      'b.user_id',
      'b.starts_at',
      'b.ends_at',
      'b.confirmed_at',
      'bays.name as bay_name',
      'u.first_name',
      'u.phone_number',
      'b.customer_type',
      'b.first_name as booking_first_name',
      'b.phone_number as booking_phone_number',
    );
  return rows.map((r) => ({
    bookingId: r.id,
    userId: r.user_id,
    bayName: r.bay_name,
    startsAt: new Date(r.starts_at),
    endsAt: new Date(r.ends_at),
    confirmedAt: r.confirmed_at ? new Date(r.confirmed_at) : null,
    firstName: r.first_name ?? (r.customer_type === WALK_IN ? r.booking_first_name : null),
    // An account's verified phone, or the phone the staff took from a walk-in at the desk; never an
    // online guest's (a number typed in a browser is nobody's word that it is theirs).
    phone: r.phone_number || (r.customer_type === WALK_IN ? r.booking_phone_number : null) || null,
  }));
}

export async function reminderAlreadyHandled(knex: Knex, bookingId: string, kind: string, startsAt: Date) {
  const row = await knex('booking_reminders')
    .where({ booking_id: bookingId, kind, booking_starts_at: startsAt })
    .first('event_id');
  return Boolean(row);
}

export interface ReminderLogEntry {
  id: string;
  bookingId: string;
  reference: string;
  kind: string;
  bookingStartsAt: string;
  customerName: string | null;
  bayName: string | null;
  outcome: 'sent' | 'skipped';
  reason: string | null;
  /** The text's delivery as the SMS pipeline reports it (queued, sent, failed, suppressed). */
  delivery: string | null;
  at: string;
}

interface LogRow {
  event_id: string;
  booking_id: string;
  kind: string;
  booking_starts_at: Date;
  first_name: string | null;
  last_name: string | null;
  bay_name: string | null;
  outcome: 'sent' | 'skipped';
  reason: string | null;
  delivery_status: string | null;
  at: Date;
}

/** Reminders sent or skipped, newest first. */
export function reminderLog(knex: Knex, params: ListParams): Promise<Page<ReminderLogEntry>> {
  const query = knex('booking_reminders as r')
    .joinRaw('left join bookings as b on b.id::text = r.booking_id')
    .leftJoin('bays', 'bays.id', 'b.bay_id')
    .joinRaw('left join users as u on u.id::text = r.user_id')
    .joinRaw('left join sms_deliveries as d on d.sms_id::text = r.sms_id')
    .select('r.*', 'bays.name as bay_name', 'u.first_name', 'u.last_name', 'd.status as delivery_status');
  return paged(knex, query, params, {
    sortable: { at: 'logged_at' },
    defaultSort: 'at',
    defaultOrder: 'desc',
    tiebreak: 'event_id',
    map: (r: LogRow): ReminderLogEntry => ({
      id: r.event_id,
      bookingId: r.booking_id,
      reference: String(r.booking_id).slice(0, 8).toUpperCase(),
      kind: r.kind,
      bookingStartsAt: new Date(r.booking_starts_at).toISOString(),
      customerName: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : null,
      bayName: r.bay_name ?? null,
      outcome: r.outcome,
      reason: r.reason ?? null,
      delivery: r.outcome === 'sent' ? (r.delivery_status ?? 'queued') : null,
      at: new Date(r.at).toISOString(),
    }),
  });
}
