import type { AppContext } from '../../app-context';
import { fitBooking, type BookingFit } from '../../domain/catalog';
import { addDays, isCalendarDate, isTimeString, localParts, timeToMinutes, venueToday } from '../../domain/catalog';
import { BookingError } from '../../domain/booking-errors';
import { buildQuote, priceLines, withHourlyAdjustments, type Quote } from '../../domain/catalog';
import { catalogSnapshot, type Bay, type CatalogSnapshot } from '../../projections/catalog';
import type { AccountCheck, SlotRequest } from '../booking-policies';

export interface BookingRequest {
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  userId?: string | null;
  /** A membership plan bought in the same order: the booking is priced as a member of it. */
  joiningPlanId?: string | null;
  /** A published tournament's entry: its date opens for entries whatever the advance window. */
  ignoreAdvanceWindow?: boolean;
  /** The event (a tournament) this booking is an entry of, priced by the event's own rules. */
  eventId?: string | null;
  /** What the account is checked for (default a new booking): a quote, or a move of a booking it has. */
  accountCheck?: AccountCheck;
}

export interface BookingPlan {
  bay: Bay;
  fit: BookingFit;
  quote: Quote;
  startTime: string;
  endTime: string;
  catalog: CatalogSnapshot;
}

export const MIN_DURATION_HOURS = 1;
export const MAX_DURATION_HOURS = 6;
/** The durations the booking modal offers (spec: 1 to 6 hours in half-hour steps); the web shows what availability lists. */
export const OFFERED_DURATIONS: readonly number[] = Array.from(
  { length: (MAX_DURATION_HOURS - MIN_DURATION_HOURS) * 2 + 1 },
  (_, i) => MIN_DURATION_HOURS + i / 2,
);

export function validDuration(hours: unknown, min = MIN_DURATION_HOURS, max = MAX_DURATION_HOURS): hours is number {
  return (
    typeof hours === 'number' && Number.isFinite(hours) && hours >= min && hours <= max && Number.isInteger(hours * 2)
  );
}

/** Normalises "9:00" / "09:00" / "09:00:00" to "09:00:00", or throws BOOKING.INVALID_TIME. */
export function normaliseTime(value: string): string {
  const padded = /^\d:\d{2}/.test(value) ? `0${value}` : value;
  if (!isTimeString(padded)) throw new BookingError('BOOKING.INVALID_TIME');
  return padded.length === 5 ? `${padded}:00` : padded;
}

export function assertDate(date: string): void {
  if (typeof date !== 'string' || !isCalendarDate(date)) throw new BookingError('BOOKING.INVALID_DATE');
}

/** The date is today or later and inside the user's advance-booking window (venue time). */
export async function assertBookableDate(
  ctx: AppContext,
  date: string,
  userId: string | null,
  now: Date,
): Promise<void> {
  const today = venueToday(now, ctx.config.VENUE_TIMEZONE);
  if (date < today) throw new BookingError('BOOKING.IN_PAST');
  const days = await ctx.policies.advanceWindowDays(ctx, userId);
  if (date > addDays(today, days)) throw new BookingError('BOOKING.ADVANCE_WINDOW', { days });
}

/**
 * Checks a requested booking against the catalog, hours, clock and advance window, and prices it.
 * Everything a booking needs before it touches its bay-day stream; nothing is written.
 */
export async function planBooking(ctx: AppContext, request: BookingRequest, now: Date): Promise<BookingPlan> {
  await ctx.policies.checkAccount(ctx, request.userId ?? null, request.accountCheck ?? 'new-booking');
  assertDate(request.date);
  const startTime = normaliseTime(request.startTime);
  if (!validDuration(request.duration)) throw new BookingError('BOOKING.INVALID_DURATION');
  const catalog = await catalogSnapshot(ctx);
  const bay = catalog.baysById.get(request.bayId);
  if (!bay) throw new BookingError('BOOKING.BAY_NOT_FOUND');
  if (!bay.isActive) throw new BookingError('BOOKING.BAY_INACTIVE');
  const zone = ctx.config.VENUE_TIMEZONE;
  const result = fitBooking(request.date, timeToMinutes(startTime), request.duration * 60, catalog.week, zone);
  if (!result.ok) {
    if (result.problem === 'OFF_GRID') {
      throw new BookingError('BOOKING.OFF_GRID', { interval: result.window?.interval ?? 30 });
    }
    throw new BookingError(result.problem === 'PAST_CLOSE' ? 'BOOKING.PAST_CLOSE' : 'BOOKING.OUTSIDE_HOURS');
  }
  const { fit } = result;
  if (fit.startsAt.toMillis() <= now.getTime()) throw new BookingError('BOOKING.IN_PAST');
  if (!request.ignoreAdvanceWindow) await assertBookableDate(ctx, request.date, request.userId ?? null, now);
  const endTime = localParts(fit.endsAt, zone).time;
  const lines = priceLines(fit.window.hours, bay, fit.windowMinute, request.duration * 60);
  const slot: SlotRequest = {
    userId: request.userId ?? null,
    bayId: bay.id,
    date: request.date,
    startTime,
    duration: request.duration,
    joiningPlanId: request.joiningPlanId ?? null,
    eventId: request.eventId ?? null,
  };
  await ctx.policies.checkSlot(ctx, slot);
  const listed = buildQuote(
    { bayId: bay.id, date: request.date, startTime, endTime, duration: request.duration },
    lines,
  );
  const quote = await withPolicyPrices(ctx, listed, slot);
  return { bay, fit, quote, startTime, endTime, catalog };
}

/** Hourly adjustments from the policies (member price), each hour priced on its own, never below zero. */
async function withPolicyPrices(ctx: AppContext, quote: Quote, slot: SlotRequest): Promise<Quote> {
  return withHourlyAdjustments(quote, await ctx.policies.priceAdjustments(ctx, slot.userId, slot));
}
