import type { Knex } from 'knex';
import type { BayDeviceView, BaySessionView } from '../../contracts/bay-screens/bay-screens';

export interface DeviceRow {
  deviceId: string;
  bayId: string;
  name: string;
  revoked: boolean;
}

/** The live (not revoked) device holding this token hash, with its bay. */
export async function deviceByTokenHash(knex: Knex, tokenHash: string): Promise<DeviceRow | null> {
  const row = await knex('bay_devices')
    .where({ token_hash: tokenHash })
    .first('device_id', 'bay_id', 'name', 'revoked_at');
  if (!row) return null;
  return { deviceId: row.device_id, bayId: row.bay_id, name: row.name, revoked: row.revoked_at !== null };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A bay's devices, newest first, with their last contact. */
export async function devicesOfBay(knex: Knex, bayId: string): Promise<BayDeviceView[]> {
  const rows = await knex('bay_devices as d')
    .leftJoin('bay_device_contacts as c', 'c.device_id', 'd.device_id')
    .where('d.bay_id', bayId)
    .orderBy('d.paired_at', 'desc')
    .select('d.device_id', 'd.name', 'd.paired_at', 'd.revoked_at', 'c.last_contact_at');
  return rows.map((r) => ({
    deviceId: r.device_id,
    name: r.name,
    pairedAt: iso(r.paired_at)!,
    lastContactAt: iso(r.last_contact_at),
    revoked: r.revoked_at !== null,
  }));
}

/** Records a device's contact, at most once a `throttleMs` (operational data, not an event). */
export async function touchDevice(knex: Knex, deviceId: string, now: Date, throttleMs = 30_000): Promise<void> {
  await knex.raw(
    `INSERT INTO bay_device_contacts (device_id, last_contact_at) VALUES (?, ?)
     ON CONFLICT (device_id) DO UPDATE SET last_contact_at = EXCLUDED.last_contact_at
     WHERE bay_device_contacts.last_contact_at < EXCLUDED.last_contact_at - (? * interval '1 millisecond')`,
    [deviceId, now, throttleMs],
  );
}

/** The bookings read model's columns a session shows, with the customer's first name. */
export function sessionQuery(knex: Knex) {
  return knex('bookings as b')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select(
      'b.id',
      'b.bay_id',
      'b.user_id',
      'b.status',
      'b.starts_at',
      'b.ends_at',
      knex.raw('coalesce(u.first_name, b.first_name) as first_name'),
      knex.raw('coalesce(u.phone_number, b.phone_number) as phone_number'),
    );
}

export interface SessionRow {
  id: string;
  bay_id: string;
  user_id: string | null;
  status: string;
  starts_at: Date;
  ends_at: Date;
  first_name: string | null;
  phone_number: string | null;
}

export const sessionView = (r: SessionRow): BaySessionView => ({
  bookingId: r.id,
  startsAt: new Date(r.starts_at).toISOString(),
  endsAt: new Date(r.ends_at).toISOString(),
  firstName: r.first_name ?? 'Guest',
});

/** The confirmed booking on the bay now, and the next one after now (or after the current one). */
export async function bayNowAndNext(
  knex: Knex,
  bayId: string,
  now: Date,
): Promise<{ current: SessionRow | null; next: SessionRow | null }> {
  const live = () => sessionQuery(knex).where({ 'b.bay_id': bayId, 'b.status': 'confirmed' });
  const current: SessionRow | undefined = await live()
    .where('b.starts_at', '<=', now)
    .where('b.ends_at', '>', now)
    .orderBy('b.starts_at')
    .first();
  const next: SessionRow | undefined = await live().where('b.starts_at', '>', now).orderBy('b.starts_at').first();
  return { current: current ?? null, next: next ?? null };
}

/** One booking's session row (any status). */
export async function sessionRowOf(knex: Knex, bookingId: string): Promise<SessionRow | null> {
  return ((await sessionQuery(knex).where('b.id', bookingId).first()) as SessionRow | undefined) ?? null;
}

/** Bookings whose session may have something due at `now`: begun, and not over for long. */
export async function sessionsToCheck(knex: Knex, now: Date, lookBackMs: number): Promise<SessionRow[]> {
  return sessionQuery(knex)
    .where('b.starts_at', '<=', now)
    .where('b.ends_at', '>', new Date(now.getTime() - lookBackMs))
    .whereIn('b.status', ['confirmed', 'cancelled', 'released', 'no_show'])
    .whereNotExists(knex('bay_sessions as s').whereRaw('s.booking_id = b.id').whereNotNull('s.ended_at'))
    .orderBy('b.starts_at');
}
