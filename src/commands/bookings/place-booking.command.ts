import type { AppContext } from '../../app-context';
import { BookingError } from '../../domain/booking-errors';
import type { BookingPlacedData, BookingPlacedInput } from '../../domain/bookings/booking.events';
import { BookingPlaced } from '../../domain/bookings/booking.events';
import { fitBooking } from '../../domain/catalog';
import { localParts, timeToMinutes } from '../../domain/catalog';
import type { Quote } from '../../domain/catalog';
import { catalogSnapshot } from '../../projections/catalog';
import { holdSpill, runBayDay, spillDatesOf, type CommandMetadata } from './bay-day-streams';
import { normaliseTime, validDuration } from './plan-booking';
import { PENDING_HOLD_MS } from '../checkout';

/** How long a pending booking holds its slot: the paid order's hold (checkout owns it). */
export { PENDING_HOLD_MS };

export interface PlaceBookingInput {
  bookingId: string;
  userId: string | null;
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  /** The server's quote (from quoteBooking, possibly with payment adjustments); its total is charged. */
  quote: Quote;
  status: 'pending' | 'confirmed';
  paymentStatus: string;
  creditsUsed?: number;
  appliedGiftCard?: Record<string, unknown> | null;
  appliedCoupon?: Record<string, unknown> | null;
  couponId?: string | null;
  squarePaymentId?: string | null;
  stripePaymentIntentId?: string | null;
  customerType?: string;
  guestBooking?: boolean;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  tournamentId?: string | null;
  isTournamentBooking?: boolean;
  /** Defaults to PENDING_HOLD_MS after now for pending bookings. */
  holdExpiresAt?: string | null;
  /** A hold on the slot this booking takes over (a waitlist offer's). */
  takesHold?: string | null;
}

/**
 * Appends BookingPlaced to the bay-day stream of the start date if no live booking overlaps; a
 * booking past midnight first holds its time in the next day's stream. Throws
 * BOOKING.SLOT_UNAVAILABLE (409) when the bay is taken. Idempotent by bookingId.
 */
export async function placeBooking(
  ctx: AppContext,
  input: PlaceBookingInput,
  metadata?: CommandMetadata,
): Promise<{ booking: BookingPlacedData; position: string | null }> {
  const now = ctx.now();
  const zone = ctx.config.VENUE_TIMEZONE;
  const startTime = normaliseTime(input.startTime);
  if (!validDuration(input.duration)) throw new BookingError('BOOKING.INVALID_DURATION');
  const q = input.quote;
  if (
    q.bayId !== input.bayId ||
    q.date !== input.date ||
    normaliseTime(q.startTime) !== startTime ||
    q.duration !== input.duration
  ) {
    throw new BookingError('BOOKING.FAILED', {}, { reason: 'quote does not match the booking' });
  }
  const catalog = await catalogSnapshot(ctx);
  const fitted = fitBooking(input.date, timeToMinutes(startTime), input.duration * 60, catalog.week, zone);
  if (!fitted.ok)
    throw new BookingError(fitted.problem === 'PAST_CLOSE' ? 'BOOKING.PAST_CLOSE' : 'BOOKING.OUTSIDE_HOURS');
  const startsAt = fitted.fit.startsAt.toISO()!;
  const endsAt = fitted.fit.endsAt.toISO()!;
  const spill = spillDatesOf(input.date, endsAt, zone);
  const { takesHold = null, ...fields } = input;
  const booking = BookingPlaced.schema.parse({
    ...fields,
    startTime,
    endTime: localParts(fitted.fit.endsAt, zone).time,
    startsAt,
    endsAt,
    subtotalCents: q.subtotalCents,
    totalAmountCents: q.totalCents,
    quote: q as unknown as Record<string, unknown>,
    holdExpiresAt:
      input.status === 'pending'
        ? (input.holdExpiresAt ?? new Date(now.getTime() + PENDING_HOLD_MS).toISOString())
        : null,
    spillDates: spill,
    placedAt: now.toISOString(),
  } satisfies BookingPlacedInput);

  const undo = spill.length
    ? await holdSpill(
        ctx,
        { bookingId: booking.bookingId, bayId: booking.bayId, sourceDate: booking.date, startsAt, endsAt },
        spill,
        now,
        metadata,
      )
    : async () => undefined;
  try {
    const result = await runBayDay(
      ctx,
      booking.bayId,
      booking.date,
      { type: 'PlaceBooking', booking, takesHold, now },
      metadata,
    );
    return { booking, position: result.position };
  } catch (error) {
    await undo().catch((err) =>
      ctx.logger.error({ err, bookingId: booking.bookingId }, 'could not release a spill hold'),
    );
    throw error;
  }
}
