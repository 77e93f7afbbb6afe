import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { overlapping, type BayDayState } from '../../domain/bookings';
import { slotStarts } from '../../domain/catalog';
import { minutesToTime, timeToMinutes, venueToday } from '../../domain/catalog';
import {
  entryOfOffer,
  offeredOverlap,
  type WaitlistEntry,
  type WaitlistState,
} from '../../domain/waitlist/waitlist.decider';
import type { Actor } from '../../eventstore/types';
import { AppError, NotFoundError } from '../../lib/errors';
import { bayBufferMinutes, catalogSnapshot } from '../../projections/catalog';
import { overdueOffers } from '../../projections/waitlist/waitlist.queries';
import { loadBayDay, runBayDay, spillDatesOf } from '../bookings';
import { planBooking } from '../bookings';
import { findEntry, findOffer, loadWaitlist, runWaitlist } from './waitlist.commands';

/** How long an offered slot is held for the customer it is offered to. */
export const OFFER_HOLD_MS = 15 * 60_000;

interface Candidate {
  bayId: string;
  startTime: string;
  startsAt: number;
  endsAt: number;
}

/**
 * The slots an entry would take, earliest first, then bay by bay: on the venue's grid inside its range,
 * bookable by its customer now (hours, clock, advance window, account), not running past midnight.
 */
async function candidatesFor(ctx: AppContext, date: string, entry: WaitlistEntry, now: Date): Promise<Candidate[]> {
  const catalog = await catalogSnapshot(ctx);
  const zone = ctx.config.VENUE_TIMEZONE;
  const [from, to] = [timeToMinutes(entry.earliestStart), timeToMinutes(entry.latestStart)];
  const starts = slotStarts(date, catalog.week, zone, entry.duration * 60).filter(
    (s) => s.minute >= from && s.minute <= to && s.startsAt.toMillis() > now.getTime(),
  );
  const bays = entry.bayId ? [entry.bayId] : catalog.bays.filter((b) => b.isActive).map((b) => b.id);
  const found: Candidate[] = [];
  for (const start of starts)
    for (const bayId of bays) {
      const request = { bayId, date, startTime: minutesToTime(start.minute), duration: entry.duration };
      const asked = { ...request, userId: entry.userId, accountCheck: 'waitlist' as const };
      const plan = await planBooking(ctx, asked, now).catch((error) => {
        if (error instanceof AppError) return null;
        throw error;
      });
      if (!plan || spillDatesOf(date, plan.fit.endsAt.toJSDate(), zone).length > 0) continue;
      found.push({
        bayId,
        startTime: plan.startTime,
        startsAt: plan.fit.startsAt.toMillis(),
        endsAt: plan.fit.endsAt.toMillis(),
      });
    }
  return found;
}

const isCode = (error: unknown, code: string) => error instanceof AppError && error.code === code;

/** Offers the entry the first free candidate: the offer is recorded, then its bay time is held. */
async function offerTo(
  ctx: AppContext,
  date: string,
  entry: WaitlistEntry,
  line: WaitlistState,
  days: Map<string, BayDayState>,
  now: Date,
) {
  let state = line;
  for (const c of await candidatesFor(ctx, date, entry, now)) {
    if (offeredOverlap(state, c.bayId, c.startsAt, c.endsAt, now.getTime())) continue;
    const day = days.get(c.bayId) ?? (await loadBayDay(ctx, c.bayId, date));
    days.set(c.bayId, day);
    if (overlapping(day, c.startsAt, c.endsAt, now.getTime(), [], await bayBufferMinutes(ctx, c.bayId))) continue;
    const offerId = randomUUID();
    const offer = { ...c, offerId, entryId: entry.entryId, date, duration: entry.duration };
    const made = await runWaitlist(
      ctx,
      date,
      { type: 'MakeOffer', offer: { ...offer, expiresAt: now.getTime() + OFFER_HOLD_MS }, now },
      'system',
    ).catch((error) => {
      if (isCode(error, 'WAITLIST.SLOT_OFFERED')) return null;
      throw error;
    });
    if (!made) continue;
    state = made.state;
    if (made.events.length === 0) return { state, offerId: null };
    const iso = (t: number) => new Date(t).toISOString();
    const hold = {
      bookingId: offerId,
      bayId: c.bayId,
      date,
      sourceDate: date,
      startsAt: iso(c.startsAt),
      endsAt: iso(c.endsAt),
    };
    try {
      await runBayDay(ctx, c.bayId, date, { type: 'HoldBayTime', hold, now }, { actor: 'system' });
      return { state, offerId };
    } catch (error) {
      if (!isCode(error, 'BOOKING.SLOT_UNAVAILABLE')) throw error;
      // Someone booked it between our look and the hold: the entry waits again, and we look further.
      const reason = 'The slot was taken before it could be held';
      state = (await runWaitlist(ctx, date, { type: 'WithdrawOffer', offerId, reason, now }, 'system')).state;
      days.delete(c.bayId);
    }
  }
  return { state, offerId: null };
}

/**
 * Gives the day's free matching slots to those waiting, first come first served: each waiting entry in
 * join order is offered the first free slot it matches. Safe to run twice and concurrently (an entry has
 * one offer at a time, a slot one live offer, and the bay-day hold decides who has the time).
 */
export async function offerFreedSlots(ctx: AppContext, date: string): Promise<string[]> {
  const now = ctx.now();
  if (date < venueToday(now, ctx.config.VENUE_TIMEZONE)) return [];
  let state = await loadWaitlist(ctx, date);
  // One view of each bay's day for the whole run: a slot seen taken for an earlier entry is not
  // seen free for a later one (it would jump the line while a concurrent run offers it to the first).
  const days = new Map<string, BayDayState>();
  const made: string[] = [];
  for (const entryId of state.order) {
    const entry = state.entries[entryId];
    if (entry?.status !== 'waiting') continue;
    const result = await offerTo(ctx, date, entry, state, days, now);
    state = result.state;
    if (result.offerId) made.push(result.offerId);
  }
  return made;
}

function releaseOfferHold(ctx: AppContext, date: string, bayId: string, offerId: string, actor: Actor = 'system') {
  return runBayDay(ctx, bayId, date, { type: 'ReleaseBayTime', bookingId: offerId }, { actor });
}

/** After an offer ended unanswered (expired, declined, left): its hold goes and the slot passes on. */
async function passOn(ctx: AppContext, date: string, state: WaitlistState, offerId: string, actor: Actor) {
  const entry = entryOfOffer(state, offerId);
  if (!entry?.offer || entry.status === 'offered' || entry.status === 'booked') return;
  await releaseOfferHold(ctx, date, entry.offer.bayId, offerId, actor);
  await offerFreedSlots(ctx, date);
}

export type OfferExpiry = 'expired' | 'not-due' | 'settled' | 'not-found';

/** The offer's time is up: it expires, its hold is released, the next in line gets the slot. Safe to run twice. */
export async function expireOffer(ctx: AppContext, date: string, offerId: string): Promise<OfferExpiry> {
  const result = await runWaitlist(ctx, date, { type: 'ExpireOffer', offerId, now: ctx.now() }, 'system');
  const entry = entryOfOffer(result.state, offerId);
  if (!entry) return 'not-found';
  if (entry.status === 'offered') return 'not-due';
  await passOn(ctx, date, result.state, offerId, 'system');
  return result.events.length > 0 ? 'expired' : 'settled';
}

/** Expires every offer past its time (the expiry jobs may have been lost with Redis). */
export async function sweepOverdueOffers(ctx: AppContext): Promise<number> {
  let expired = 0;
  for (const { offerId, date } of await overdueOffers(ctx, ctx.now()))
    if ((await expireOffer(ctx, date, offerId)) === 'expired') expired++;
  return expired;
}

/** The customer says no: the slot passes to the next in line at once. */
export async function declineOffer(ctx: AppContext, offerId: string, userId: string, actor: Actor) {
  const at = await findOffer(ctx, offerId);
  const result = await runWaitlist(ctx, at.date, { type: 'DeclineOffer', offerId, userId, now: ctx.now() }, actor);
  await passOn(ctx, at.date, result.state, offerId, actor);
  return { position: result.position };
}

/** The customer leaves the line (userId), or an admin removes the entry (null); an open offer ends with it. */
export async function leaveWaitlist(ctx: AppContext, entryId: string, userId: string | null, actor: Actor) {
  const at = await findEntry(ctx, entryId);
  if (userId !== null && at.userId !== userId)
    throw new NotFoundError('Waitlist entry not found.', 'WAITLIST.NOT_FOUND');
  const before = (await loadWaitlist(ctx, at.date)).entries[entryId];
  const result = await runWaitlist(ctx, at.date, { type: 'LeaveWaitlist', entryId, userId, now: ctx.now() }, actor);
  if (before?.status === 'offered' && before.offer)
    await passOn(ctx, at.date, result.state, before.offer.offerId, actor);
  return { position: result.position };
}

/** The offered slot was booked: the entry is fulfilled. */
export function acceptOffer(ctx: AppContext, date: string, offerId: string, bookingId: string, actor: Actor) {
  return runWaitlist(ctx, date, { type: 'AcceptOffer', offerId, bookingId, now: ctx.now() }, actor);
}
