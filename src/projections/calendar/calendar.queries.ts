import type { Knex } from 'knex';

export interface LiveFeed {
  feedId: string;
  userId: string;
  tokenSealed: string;
  createdAt: string;
}

const toFeed = (r: { feed_id: string; user_id: string; token_sealed: string; created_at: Date }): LiveFeed => ({
  feedId: r.feed_id,
  userId: r.user_id,
  tokenSealed: r.token_sealed,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The live feed whose token hashes to `tokenHash` (a revoked feed's token finds nothing). */
export async function liveFeedByTokenHash(knex: Knex, tokenHash: string): Promise<LiveFeed | null> {
  const row = await knex('calendar_feeds').where({ token_hash: tokenHash }).whereNull('revoked_at').first();
  return row ? toFeed(row) : null;
}

export async function liveFeedOfUser(knex: Knex, userId: string): Promise<LiveFeed | null> {
  const row = await knex('calendar_feeds').where({ user_id: userId }).whereNull('revoked_at').first();
  return row ? toFeed(row) : null;
}

/** A booking as a calendar shows it: where, when (venue-local and as booked), its state and last change. */
export interface CalendarBooking {
  id: string;
  bayName: string | null;
  date: string;
  startTime: string;
  startsAt: Date;
  endsAt: Date;
  duration: number;
  status: string;
  updatedAt: Date;
}

const COLUMNS = [
  'b.id',
  'bays.name as bay_name',
  'b.date',
  'b.start_time',
  'b.starts_at',
  'b.ends_at',
  'b.duration',
  'b.status',
  'b.updated_at',
  'b.user_id',
];

const toBooking = (r: Record<string, unknown>): CalendarBooking => ({
  id: String(r.id),
  bayName: (r.bay_name as string | null) ?? null,
  date: String(r.date),
  startTime: String(r.start_time),
  startsAt: new Date(r.starts_at as string),
  endsAt: new Date(r.ends_at as string),
  duration: Number(r.duration),
  status: String(r.status),
  updatedAt: new Date(r.updated_at as string),
});

export async function calendarBooking(
  knex: Knex,
  id: string,
): Promise<(CalendarBooking & { userId: string | null }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await knex('bookings as b').leftJoin('bays', 'bays.id', 'b.bay_id').where('b.id', id).first(COLUMNS);
  return row ? { ...toBooking(row), userId: row.user_id ?? null } : null;
}

/** What happened or will: confirmed, cancelled and no-show bookings (holds still in checkout are not shown). */
const SHOWN = ['confirmed', 'cancelled', 'no_show'];

/** A customer's bookings ending after `since`, soonest first (a feed of the upcoming and recent ones). */
export async function calendarBookingsOfUser(knex: Knex, userId: string, since: Date, limit = 500) {
  const rows = await knex('bookings as b')
    .leftJoin('bays', 'bays.id', 'b.bay_id')
    .where('b.user_id', userId)
    .whereIn('b.status', SHOWN)
    .where('b.ends_at', '>=', since)
    .orderBy('b.starts_at')
    .limit(limit)
    .select(COLUMNS);
  return rows.map(toBooking);
}
