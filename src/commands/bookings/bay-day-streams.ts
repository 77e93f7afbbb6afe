import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { currentState, handleCommand } from '../handle-command';
import { bayDayDecider, type BayDayCommand, type BayDayState } from '../../domain/bookings/bay-day.decider';
import { bayDayStream, type BayDayEvent } from '../../domain/bookings/booking.events';
import { BookingError } from '../../domain/booking-errors';
import { localParts, addDays } from '../../domain/catalog';
import { BOOKINGS_PROJECTION } from '../../projections/bookings/bookings.projection';
import { bayBufferMinutes } from '../../projections/catalog';

export type CommandMetadata = Partial<EventMetadata>;

/** Where a booking lives: its bay and the start date that names its bay-day stream. */
export interface BookingLocator {
  bookingId: string;
  bayId: string;
  date: string;
}

export type BookingRef = string | BookingLocator;

/** A command that takes bay time carries the bay's buffer (from the catalog) unless it names one. */
async function withBuffer(ctx: AppContext, bayId: string, command: BayDayCommand): Promise<BayDayCommand> {
  switch (command.type) {
    case 'PlaceBooking':
    case 'HoldBayTime':
    case 'ConfirmBooking':
    case 'ExtendBooking':
    case 'MoveBookingHere':
      return command.bufferMinutes !== undefined
        ? command
        : { ...command, bufferMinutes: await bayBufferMinutes(ctx, bayId) };
    default:
      return command;
  }
}

export async function runBayDay(
  ctx: AppContext,
  bayId: string,
  date: string,
  command: BayDayCommand,
  metadata?: CommandMetadata,
) {
  return handleCommand(
    // The app clock, as every command's metadata has it (so the audit and as-of views agree with it).
    { store: ctx.store, metadata: { occurredAt: ctx.now().toISOString(), ...metadata } },
    bayDayStream(ctx.config.VENUE_ID, bayId, date),
    bayDayDecider,
    await withBuffer(ctx, bayId, command),
    {
      retries: 50,
    },
  );
}

export async function loadBayDay(ctx: AppContext, bayId: string, date: string): Promise<BayDayState> {
  return currentState<BayDayState, BayDayEvent>(
    ctx.store,
    bayDayStream(ctx.config.VENUE_ID, bayId, date),
    bayDayDecider,
  );
}

/** Finds a booking's stream from the read model (waiting briefly for a booking placed just now). */
export async function locateBooking(ctx: AppContext, ref: BookingRef): Promise<BookingLocator> {
  if (typeof ref !== 'string') return ref;
  if (!/^[0-9a-f-]{36}$/i.test(ref)) throw new BookingError('BOOKING.NOT_FOUND');
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await ctx.knex('bookings').where({ id: ref }).first('bay_id', 'date');
    if (row) return { bookingId: ref, bayId: row.bay_id, date: row.date };
    if (attempt === 0) await ctx.projections.waitFor(await ctx.store.head(), [BOOKINGS_PROJECTION], 1000);
  }
  throw new BookingError('BOOKING.NOT_FOUND');
}

/** Calendar dates after `date` that an interval ending at `endsAt` reaches (a booking past midnight). */
export function spillDatesOf(date: string, endsAt: string | Date, zone: string): string[] {
  const end = typeof endsAt === 'string' ? Date.parse(endsAt) : endsAt.getTime();
  const lastDate = localParts(new Date(end - 1), zone).date;
  const dates: string[] = [];
  for (let d = addDays(date, 1); d <= lastDate; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/**
 * Holds [startsAt, endsAt) in the bay-day streams of the later dates a booking reaches, so bookings
 * there see it. Holds first, then the booking: a crash in between leaves a hold (safe), never a
 * double booking. Returns an undo that releases the holds taken here.
 */
export async function holdSpill(
  ctx: AppContext,
  hold: { bookingId: string; bayId: string; sourceDate: string; startsAt: string; endsAt: string },
  dates: string[],
  now: Date,
  metadata?: CommandMetadata,
  /** A hold on those dates this one takes over (see HoldBayTime). */
  replaces?: string | null,
): Promise<() => Promise<void>> {
  const taken: string[] = [];
  const undo = async () => {
    for (const date of taken)
      await runBayDay(ctx, hold.bayId, date, { type: 'ReleaseBayTime', bookingId: hold.bookingId }, metadata);
  };
  try {
    for (const date of dates) {
      await runBayDay(ctx, hold.bayId, date, { type: 'HoldBayTime', hold: { ...hold, date }, replaces, now }, metadata);
      taken.push(date);
    }
  } catch (error) {
    await undo().catch(() => undefined);
    throw error;
  }
  return undo;
}

export async function releaseSpill(
  ctx: AppContext,
  bayId: string,
  bookingId: string,
  dates: string[],
  metadata?: CommandMetadata,
) {
  for (const date of dates) await runBayDay(ctx, bayId, date, { type: 'ReleaseBayTime', bookingId }, metadata);
}

/** Frees the following days' bay time of a booking (released or cancelled) that ran past midnight. */
export function releaseBookingSpill(
  ctx: AppContext,
  at: BookingLocator,
  endsAt: number | string | Date,
  metadata?: CommandMetadata,
) {
  return releaseSpill(
    ctx,
    at.bayId,
    at.bookingId,
    spillDatesOf(at.date, new Date(endsAt), ctx.config.VENUE_TIMEZONE),
    metadata,
  );
}
