import type { AppContext } from '../../app-context';
import type { Placement } from '../../domain/bookings/bay-day.admin-decisions';
import { snapshotOf } from '../../domain/bookings/bay-day.state';
import { BookingError } from '../../domain/booking-errors';
import { localParts } from '../../domain/catalog';
import {
  loadBayDay,
  locateBooking,
  runBayDay,
  spillDatesOf,
  type BookingRef,
  type CommandMetadata,
} from './bay-day-streams';
import { planBooking } from './plan-booking';

/** Marks a confirmed booking whose start has passed as a no-show (again: no change). */
export async function markNoShow(ctx: AppContext, ref: BookingRef, metadata?: CommandMetadata) {
  const at = await locateBooking(ctx, ref);
  const result = await runBayDay(
    ctx,
    at.bayId,
    at.date,
    { type: 'MarkNoShow', bookingId: at.bookingId, now: ctx.now() },
    metadata,
  );
  return { changed: result.events.length > 0, position: result.position };
}

export interface MoveTarget {
  bayId: string;
  date: string;
  startTime: string;
}

/**
 * Moves a confirmed booking, keeping its length, to another time, bay or date under the same
 * no-overlap rule. Across two bay-day streams the new time is taken first, then the old is left;
 * if leaving fails the new time is given back, so the booking is never lost nor held twice for long.
 */
export async function moveBooking(ctx: AppContext, ref: BookingRef, target: MoveTarget, metadata?: CommandMetadata) {
  const now = ctx.now();
  const zone = ctx.config.VENUE_TIMEZONE;
  const at = await locateBooking(ctx, ref);
  const state = await loadBayDay(ctx, at.bayId, at.date);
  const booking = state.bookings[at.bookingId];
  if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
  if (booking.status !== 'confirmed' || booking.endsAt <= now.getTime()) throw new BookingError('BOOKING.NOT_MOVABLE');
  const duration = (booking.endsAt - booking.startsAt) / 3_600_000;
  // A tournament entry moved by staff stays an entry of its tournament (its rules do not refuse it).
  const eventId =
    (await ctx.knex('bookings').where({ id: at.bookingId }).first('tournament_id'))?.tournament_id ?? null;
  const plan = await planBooking(
    ctx,
    { ...target, duration, userId: booking.userId, ignoreAdvanceWindow: true, eventId, accountCheck: 'move' },
    now,
  );
  const to: Placement = {
    bayId: plan.bay.id,
    date: target.date,
    startTime: plan.startTime,
    endTime: plan.endTime,
    startsAt: plan.fit.startsAt.toISO()!,
    endsAt: plan.fit.endsAt.toISO()!,
  };
  const from: Placement = {
    bayId: at.bayId,
    date: at.date,
    startTime: localParts(new Date(booking.startsAt), zone).time,
    endTime: localParts(new Date(booking.endsAt), zone).time,
    startsAt: new Date(booking.startsAt).toISOString(),
    endsAt: new Date(booking.endsAt).toISOString(),
  };
  if (spillDatesOf(from.date, from.endsAt, zone).length || spillDatesOf(to.date, to.endsAt, zone).length)
    throw new BookingError('BOOKING.MOVE_PAST_MIDNIGHT');
  const snapshot = snapshotOf(booking);
  const moved = await runBayDay(
    ctx,
    to.bayId,
    to.date,
    { type: 'MoveBookingHere', bookingId: at.bookingId, to, from, booking: snapshot, now },
    metadata,
  );
  if (to.bayId === from.bayId && to.date === from.date) return { from, to, position: moved.position };
  try {
    const left = await runBayDay(
      ctx,
      from.bayId,
      from.date,
      { type: 'MoveBookingAway', bookingId: at.bookingId, expected: snapshot, toBayId: to.bayId, toDate: to.date, now },
      metadata,
    );
    return { from, to, position: left.position ?? moved.position };
  } catch (error) {
    await runBayDay(
      ctx,
      to.bayId,
      to.date,
      { type: 'RevertMove', bookingId: at.bookingId, back: from, reason: 'The booking changed while moving', now },
      metadata,
    );
    throw error;
  }
}
