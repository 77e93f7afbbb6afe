import type { AppContext } from '../../app-context';
import { fitBooking } from '../../domain/catalog';
import { localParts, timeToMinutes } from '../../domain/catalog';
import { overlapping } from '../../domain/bookings/bay-day.decider';
import { BookingError } from '../../domain/booking-errors';
import { adjustLines, priceLines, type QuoteLine } from '../../domain/catalog';
import { catalogSnapshot } from '../../projections/catalog';
import {
  holdSpill,
  loadBayDay,
  locateBooking,
  runBayDay,
  spillDatesOf,
  type BookingRef,
  type CommandMetadata,
} from './bay-day-streams';
import { validDuration } from './plan-booking';

export interface ExtensionQuote {
  bookingId: string;
  additionalHours: number;
  duration: number;
  hourlyRateCents: number;
  extensionCostCents: number;
  newEndTime: string;
  /** Where the booking ends now: the extension is the time from here to newEndsAt. */
  currentEndsAt: string;
  newEndsAt: string;
  lines: QuoteLine[];
  spillDates: string[];
}

/**
 * Can this confirmed, not yet finished booking run `additionalHours` (0.5..3) longer? Answers the
 * priced extension, or BOOKING.EXTENSION_UNAVAILABLE (409 'Cannot extend during this time period')
 * when the bay is taken or the venue closes first. Nothing is written.
 */
export async function checkExtension(
  ctx: AppContext,
  ref: BookingRef,
  additionalHours: number,
  /** The hold a paid extension already took on this time (not a conflict with itself). */
  options: { holdId?: string | null } = {},
): Promise<ExtensionQuote> {
  if (!validDuration(additionalHours, 0.5, 3)) throw new BookingError('BOOKING.INVALID_EXTENSION');
  const at = await locateBooking(ctx, ref);
  const zone = ctx.config.VENUE_TIMEZONE;
  const now = ctx.now();
  const row = await ctx.knex('bookings').where({ id: at.bookingId }).first('start_time', 'duration');
  const state = await loadBayDay(ctx, at.bayId, at.date);
  const booking = state.bookings[at.bookingId];
  if (!booking || !row) throw new BookingError('BOOKING.NOT_FOUND');
  await ctx.policies.checkAccount(ctx, booking.userId, 'extension');
  if (booking.status !== 'confirmed' || booking.endsAt <= now.getTime())
    throw new BookingError('BOOKING.NOT_EXTENDABLE');
  const catalog = await catalogSnapshot(ctx);
  const bay = catalog.baysById.get(at.bayId);
  if (!bay) throw new BookingError('BOOKING.BAY_NOT_FOUND');
  const currentMinutes = Math.round((booking.endsAt - booking.startsAt) / 60000);
  const fitted = fitBooking(
    at.date,
    timeToMinutes(row.start_time),
    currentMinutes + additionalHours * 60,
    catalog.week,
    zone,
  );
  if (!fitted.ok) throw new BookingError('BOOKING.EXTENSION_UNAVAILABLE');
  const newEnd = fitted.fit.endsAt.toMillis();
  const spill = spillDatesOf(at.date, new Date(newEnd), zone);
  const mine = [at.bookingId, options.holdId];
  const clash = (day: typeof state) => overlapping(day, booking.endsAt, newEnd, now.getTime(), mine, bay.bufferMinutes);
  const taken = [clash(state)];
  for (const date of spill) taken.push(clash(await loadBayDay(ctx, at.bayId, date)));
  if (taken.some(Boolean)) throw new BookingError('BOOKING.EXTENSION_UNAVAILABLE');
  const lines = priceLines(
    fitted.fit.window.hours,
    bay,
    fitted.fit.windowMinute + currentMinutes,
    additionalHours * 60,
  );
  // The booking's holder pays their price for the added hours too (a member's discount per hour).
  const adjustments = await ctx.policies.priceAdjustments(ctx, booking.userId, {
    userId: booking.userId,
    bayId: at.bayId,
    date: at.date,
    startTime: lines[0].startTime,
    duration: additionalHours,
  });
  const perHour = adjustments.reduce((sum, a) => sum + a.perHourCents, 0);
  const priced = adjustLines(lines, perHour).lines;
  return {
    bookingId: at.bookingId,
    additionalHours,
    duration: currentMinutes / 60 + additionalHours,
    hourlyRateCents: Math.max(0, lines[0].rateCents + perHour),
    extensionCostCents: priced.reduce((s, l) => s + l.priceCents, 0),
    newEndTime: localParts(fitted.fit.endsAt, zone).time,
    currentEndsAt: new Date(booking.endsAt).toISOString(),
    newEndsAt: fitted.fit.endsAt.toISO()!,
    lines: priced,
    spillDates: spill,
  };
}

/**
 * Extends a booking with the same no-overlap invariant as placing one (re-checked in the bay-day
 * stream). Payment facts, when the extension was paid, are recorded with it. Returns the quote used.
 */
export async function extendBooking(
  ctx: AppContext,
  ref: BookingRef,
  input: {
    additionalHours: number;
    paymentStatus?: string | null;
    squarePaymentId?: string | null;
    stripePaymentIntentId?: string | null;
    /** The order paying for it: a repeat with the same id changes nothing. */
    extensionId?: string | null;
    /** The hold that order took on the time before charging: the booking takes the time over from it. */
    holdId?: string | null;
  },
  metadata?: CommandMetadata,
): Promise<{ extension: ExtensionQuote | null; position: string | null }> {
  const at = await locateBooking(ctx, ref);
  const before = await loadBayDay(ctx, at.bayId, at.date);
  if (input.extensionId && before.bookings[at.bookingId]?.extensionIds?.includes(input.extensionId))
    return { extension: null, position: null };
  const holdId = input.holdId ?? null;
  const extension = await checkExtension(ctx, at, input.additionalHours, { holdId });
  const now = ctx.now();
  const state = await loadBayDay(ctx, at.bayId, at.date);
  const current = state.bookings[at.bookingId];
  const hold = {
    bookingId: at.bookingId,
    bayId: at.bayId,
    sourceDate: at.date,
    startsAt: new Date(current.startsAt).toISOString(),
  };
  const heldBefore = spillDatesOf(at.date, new Date(current.endsAt), ctx.config.VENUE_TIMEZONE);
  if (extension.spillDates.length)
    await holdSpill(ctx, { ...hold, endsAt: extension.newEndsAt }, extension.spillDates, now, metadata, holdId);
  // Undo puts back exactly the holds the booking had before this attempt.
  const undo = async () => {
    for (const date of extension.spillDates) {
      const command = heldBefore.includes(date)
        ? { type: 'HoldBayTime' as const, hold: { ...hold, date, endsAt: new Date(current.endsAt).toISOString() }, now }
        : { type: 'ReleaseBayTime' as const, bookingId: at.bookingId };
      await runBayDay(ctx, at.bayId, date, command, metadata);
    }
  };
  try {
    const result = await runBayDay(
      ctx,
      at.bayId,
      at.date,
      {
        type: 'ExtendBooking',
        bookingId: at.bookingId,
        additionalHours: extension.additionalHours,
        duration: extension.duration,
        endTime: extension.newEndTime,
        endsAt: extension.newEndsAt,
        extensionCostCents: extension.extensionCostCents,
        lines: extension.lines as unknown as Array<Record<string, unknown>>,
        paymentStatus: input.paymentStatus,
        squarePaymentId: input.squarePaymentId,
        stripePaymentIntentId: input.stripePaymentIntentId,
        spillDates: extension.spillDates,
        extensionId: input.extensionId ?? null,
        releaseHold: holdId,
        now,
      },
      metadata,
    );
    return { extension, position: result.position };
  } catch (error) {
    await undo().catch((err) => ctx.logger.error({ err, bookingId: at.bookingId }, 'could not restore spill holds'));
    throw error;
  }
}
