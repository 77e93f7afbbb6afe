import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { BookingError } from '../../domain/booking-errors';
import { catalogSnapshot } from '../../projections/catalog';
import { timeToMinutes, venueToday, wallClockInstant } from '../../domain/catalog';
import {
  waitlistDecider,
  ENTRY_NOT_FOUND,
  OFFER_NOT_FOUND,
  type WaitlistCommand,
  type WaitlistState,
} from '../../domain/waitlist/waitlist.decider';
import { waitlistStream } from '../../domain/waitlist/waitlist.events';
import type { Actor } from '../../eventstore/types';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { WAITLIST_PROJECTION } from '../../projections/waitlist/waitlist.projection';
import { locateEntry, locateOffer, type WaitlistLocator } from '../../projections/waitlist/waitlist.queries';
import { appCommandContext, currentState, handleCommand } from '../handle-command';
import { assertBookableDate, assertDate, normaliseTime, OFFERED_DURATIONS } from '../bookings';

/** How many entries one customer may have in line at once (all days). */
export const MAX_ACTIVE_ENTRIES = 10;

export function runWaitlist(ctx: AppContext, date: string, command: WaitlistCommand, actor: Actor) {
  return handleCommand(
    appCommandContext(ctx, { actor }),
    waitlistStream(ctx.config.VENUE_ID, date),
    waitlistDecider,
    command,
  );
}

export function loadWaitlist(ctx: AppContext, date: string): Promise<WaitlistState> {
  return currentState(ctx.store, waitlistStream(ctx.config.VENUE_ID, date), waitlistDecider);
}

export interface JoinWaitlistInput {
  date: string;
  earliestStart: string;
  latestStart: string;
  duration: number;
  bayId?: string | null;
}

/** Checks a request to join (date, range, duration, bay) against the venue and the clock. */
async function checkRequest(ctx: AppContext, userId: string, input: JoinWaitlistInput) {
  await ctx.policies.checkAccount(ctx, userId, 'waitlist');
  assertDate(input.date);
  const now = ctx.now();
  const zone = ctx.config.VENUE_TIMEZONE;
  if (input.date < venueToday(now, zone))
    throw new ValidationError('This date has already passed. Please choose today or a later date.', 'WAITLIST.IN_PAST');
  const earliestStart = normaliseTime(input.earliestStart);
  const latestStart = normaliseTime(input.latestStart);
  if (timeToMinutes(earliestStart) > timeToMinutes(latestStart))
    throw new ValidationError('The earliest start must not be later than the latest start.', 'WAITLIST.RANGE_INVERTED');
  if (!OFFERED_DURATIONS.includes(input.duration))
    throw new ValidationError(
      `Please choose a duration the venue offers: ${OFFERED_DURATIONS[0]} to ${OFFERED_DURATIONS.at(-1)} hours, in half-hour steps.`,
      'WAITLIST.DURATION_NOT_OFFERED',
    );
  const latest = wallClockInstant(input.date, timeToMinutes(latestStart), zone);
  if (latest && latest.toMillis() <= now.getTime())
    throw new ValidationError('These start times have already passed. Please choose later times.', 'WAITLIST.IN_PAST');
  await assertBookableDate(ctx, input.date, userId, now);
  const bayId = input.bayId ?? null;
  if (bayId) {
    const bay = (await catalogSnapshot(ctx)).baysById.get(bayId);
    if (!bay) throw new BookingError('BOOKING.BAY_NOT_FOUND');
    if (!bay.isActive) throw new BookingError('BOOKING.BAY_INACTIVE');
  }
  return { earliestStart, latestStart, bayId };
}

/** Puts the customer at the end of the day's line (409 when the same request is already in it). */
export async function joinWaitlist(ctx: AppContext, userId: string, input: JoinWaitlistInput, actor: Actor) {
  const request = await checkRequest(ctx, userId, input);
  const active = await ctx
    .knex('waitlist_entries')
    .where({ user_id: userId })
    .whereIn('status', ['waiting', 'offered'])
    .count<{ count: string }[]>({ count: '*' });
  if (Number(active[0].count) >= MAX_ACTIVE_ENTRIES)
    throw new ConflictError(
      `You can be on the waitlist for at most ${MAX_ACTIVE_ENTRIES} times at once. Please leave one first.`,
      'WAITLIST.TOO_MANY',
    );
  const entry = { entryId: randomUUID(), userId, date: input.date, duration: input.duration, ...request };
  const result = await runWaitlist(ctx, input.date, { type: 'JoinWaitlist', entry, now: ctx.now() }, actor);
  return { entryId: entry.entryId, position: result.position };
}

/** Finds an entry's (or offer's) venue day from the read model, waiting briefly for one made just now. */
async function locate(ctx: AppContext, find: () => Promise<WaitlistLocator | null>, missing: string) {
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await find();
    if (found) return found;
    if (attempt === 0) await ctx.projections.waitFor(await ctx.store.head(), [WAITLIST_PROJECTION], 1000);
  }
  throw new NotFoundError(missing, 'WAITLIST.NOT_FOUND');
}

const UUID = /^[0-9a-f-]{36}$/i;

export function findEntry(ctx: AppContext, entryId: string) {
  if (!UUID.test(entryId)) throw new NotFoundError(ENTRY_NOT_FOUND, 'WAITLIST.NOT_FOUND');
  return locate(ctx, () => locateEntry(ctx, entryId), ENTRY_NOT_FOUND);
}

export function findOffer(ctx: AppContext, offerId: string) {
  if (!UUID.test(offerId)) throw new NotFoundError(OFFER_NOT_FOUND, 'WAITLIST.NOT_FOUND');
  return locate(ctx, () => locateOffer(ctx, offerId), OFFER_NOT_FOUND);
}
