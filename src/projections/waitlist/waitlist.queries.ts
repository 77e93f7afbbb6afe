import type { AppContext } from '../../app-context';
import type {
  AdminWaitlistAnswer,
  WaitlistEntryView,
  WaitlistOfferAnswer,
  WaitlistStatus,
} from '../../contracts/waitlist/waitlist';
import { minutesToTime, timeToMinutes, venueToday } from '../../domain/catalog';
import { catalogSnapshot } from '../catalog';

interface EntryRow {
  entry_id: string;
  date: string;
  user_id: string;
  earliest_start: string;
  latest_start: string;
  duration: number;
  bay_id: string | null;
  status: WaitlistStatus;
  joined_at: Date;
  offer_id: string | null;
  offer_bay_id: string | null;
  offer_start_time: string | null;
  offer_expires_at: Date | null;
  booking_id: string | null;
}

/** Where an entry or offer lives (its venue day), from the read model. */
export interface WaitlistLocator {
  entryId: string;
  date: string;
  userId: string;
}

const locator = (row: EntryRow | undefined): WaitlistLocator | null =>
  row ? { entryId: row.entry_id, date: row.date, userId: row.user_id } : null;

export async function locateEntry(ctx: AppContext, entryId: string): Promise<WaitlistLocator | null> {
  return locator(await ctx.knex<EntryRow>('waitlist_entries').where({ entry_id: entryId }).first());
}

export async function locateOffer(ctx: AppContext, offerId: string): Promise<WaitlistLocator | null> {
  return locator(await ctx.knex<EntryRow>('waitlist_entries').where({ offer_id: offerId }).first());
}

/** Offers still marked open whose time ran out (their expiry jobs may have been lost with Redis). */
export async function overdueOffers(ctx: AppContext, now: Date): Promise<Array<{ offerId: string; date: string }>> {
  const rows = await ctx
    .knex<EntryRow>('waitlist_entries')
    .where({ status: 'offered' })
    .andWhere('offer_expires_at', '<=', now)
    .select('offer_id', 'date');
  return rows.map((r) => ({ offerId: r.offer_id!, date: r.date }));
}

/** Wall-clock end of a slot (a slot past midnight wraps). */
export const endTimeOf = (startTime: string, duration: number) =>
  minutesToTime(timeToMinutes(startTime) + Math.round(duration * 60));

async function views(ctx: AppContext, rows: EntryRow[]): Promise<WaitlistEntryView[]> {
  const { baysById } = await catalogSnapshot(ctx);
  const name = (id: string | null) => (id ? (baysById.get(id)?.name ?? null) : null);
  return rows.map((r) => ({
    entryId: r.entry_id,
    date: r.date,
    earliestStart: r.earliest_start,
    latestStart: r.latest_start,
    duration: Number(r.duration),
    bayId: r.bay_id,
    bayName: name(r.bay_id),
    status: r.status,
    joinedAt: r.joined_at.toISOString(),
    offer:
      r.offer_id && r.offer_bay_id && r.offer_start_time && r.offer_expires_at
        ? {
            offerId: r.offer_id,
            bayId: r.offer_bay_id,
            bayName: name(r.offer_bay_id),
            startTime: r.offer_start_time,
            endTime: endTimeOf(r.offer_start_time, Number(r.duration)),
            expiresAt: r.offer_expires_at.toISOString(),
          }
        : null,
    bookingId: r.booking_id,
  }));
}

/** A customer's entries for today and later, soonest first, in join order within a day. */
export async function entriesOfUser(ctx: AppContext, userId: string): Promise<WaitlistEntryView[]> {
  const today = venueToday(ctx.now(), ctx.config.VENUE_TIMEZONE);
  const rows = await ctx
    .knex<EntryRow>('waitlist_entries')
    .where({ user_id: userId })
    .andWhere('date', '>=', today)
    .orderBy([{ column: 'date' }, { column: 'joined_at' }, { column: 'entry_id' }])
    .limit(200);
  return views(ctx, rows);
}

/** A day's line for admins: every entry in join order, with its place among those still in line. */
export async function waitlistOfDay(ctx: AppContext, date: string): Promise<AdminWaitlistAnswer> {
  const rows = await ctx
    .knex('waitlist_entries as w')
    .joinRaw('left join users as u on u.id::text = w.user_id')
    .where('w.date', date)
    .orderBy([{ column: 'w.joined_at' }, { column: 'w.entry_id' }])
    .limit(500)
    .select('w.*', 'u.first_name', 'u.last_name', 'u.phone_number');
  const list = await views(ctx, rows as EntryRow[]);
  let place = 0;
  return {
    date,
    entries: list.map((entry, i) => {
      const row = rows[i] as { first_name: string | null; last_name: string | null; phone_number: string | null };
      const inLine = entry.status === 'waiting' || entry.status === 'offered';
      return {
        ...entry,
        position: inLine ? ++place : null,
        customerName: [row.first_name, row.last_name].filter(Boolean).join(' ') || null,
        phoneNumber: row.phone_number,
      };
    }),
  };
}

/** Dates from today on that have anyone in line (the admin page's day picker). */
export async function datesWithWaitlist(ctx: AppContext): Promise<Array<{ date: string; waiting: number }>> {
  const today = venueToday(ctx.now(), ctx.config.VENUE_TIMEZONE);
  const rows = await ctx
    .knex('waitlist_entries')
    .where('date', '>=', today)
    .whereIn('status', ['waiting', 'offered'])
    .groupBy('date')
    .orderBy('date')
    .limit(60)
    .select('date', ctx.knex.raw('count(*)::int as waiting'));
  return rows.map((r: { date: string; waiting: number }) => ({ date: r.date, waiting: r.waiting }));
}

/** An offer as its customer's offer page shows it (null for anyone else's, or an unknown id). */
export async function offerOfUser(
  ctx: AppContext,
  offerId: string,
  userId: string,
): Promise<WaitlistOfferAnswer | null> {
  const row = await ctx.knex<EntryRow>('waitlist_entries').where({ offer_id: offerId, user_id: userId }).first();
  if (!row?.offer_bay_id || !row.offer_start_time || !row.offer_expires_at) return null;
  const [view] = await views(ctx, [row]);
  const open = row.status === 'offered' && row.offer_expires_at.getTime() > ctx.now().getTime();
  const status: WaitlistOfferAnswer['status'] = open
    ? 'open'
    : row.status === 'booked' || row.status === 'declined'
      ? row.status
      : row.status === 'offered' || row.status === 'expired'
        ? 'expired'
        : 'closed';
  return {
    offerId,
    entryId: row.entry_id,
    date: row.date,
    duration: Number(row.duration),
    bayId: row.offer_bay_id,
    bayName: view.offer?.bayName ?? null,
    startTime: row.offer_start_time,
    endTime: endTimeOf(row.offer_start_time, Number(row.duration)),
    expiresAt: row.offer_expires_at.toISOString(),
    status,
    bookingId: row.booking_id,
  };
}
