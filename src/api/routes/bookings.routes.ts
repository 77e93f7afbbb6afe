import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../app-context';
import { actorOf, currentUser } from '../auth';
import { parse } from '../validation';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { BookingError } from '../../domain/bookings/booking-errors';
import { isCalendarDate } from '../../domain/catalog/venue-time';
import { planBooking, placeBooking, advanceBookingDays } from '../../commands/bookings';
import { bookingCheckout } from '../../commands/bookings/checkout-hook';
import { assertDate, validDuration } from '../../commands/bookings/plan-booking';
import { BOOKINGS_PROJECTION } from '../../projections/bookings/bookings.projection';
import {
  bookingById,
  bookingsChanged,
  bookingsOfUser,
  bookingsOnDate,
} from '../../projections/bookings/bookings.queries';
import { availabilityJson, publicDayJson, type RenderedJson } from '../../projections/bookings/availability.queries';
import { availabilityQuerySchema, bookingRequestSchema, createBookingSchema, quoteDto } from './bookings.schemas';
import { bookingChangeRoutes } from './booking-changes.routes';

function sendRendered(res: Response, rendered: RenderedJson): void {
  res.setHeader('ETag', rendered.etag);
  res.type('json').send(rendered.body);
}

export function commandMetadata(req: Request) {
  return { actor: actorOf(req), correlationId: typeof req.id === 'string' ? req.id : undefined };
}

async function remainingCredits(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.knex('users').where({ id: userId }).first('credits', 'membership_credits', 'loyalty_credits');
  return row ? Number(row.credits) + Number(row.membership_credits) + Number(row.loyalty_credits) : 0;
}

/** Availability, quotes, listing and placing bookings. Cancel and extend live in booking-changes.routes. */
export function bookingsRoutes(ctx: AppContext): Router {
  const router = Router();

  /**
   * GET /api/availability?date=YYYY-MM-DD[&duration=1..6] -> {date, timezone, duration,
   * bookingIntervalMinutes, fallbackHours, advanceBookingDays, bookable, message, bays[{id, name,
   * type}], slots[{time, startsAt, endTime, fits, occupancy, occupancyLevel, availableBays,
   * bays[{bayId, available, totalAmount}]}]}. Past slots are left out; occupancy is the share of
   * active bays taken during the slot's interval, coloured green/orange/red as the spec says.
   */
  router.get('/availability', async (req, res) => {
    const query = parse(availabilityQuerySchema, req.query);
    assertDate(query.date);
    const duration = query.duration ?? 1;
    if (!validDuration(duration)) throw new BookingError('BOOKING.INVALID_DURATION');
    const advanceDays = await advanceBookingDays(ctx, currentUser(req)?.id ?? null);
    sendRendered(res, await availabilityJson(ctx, { date: query.date, duration, advanceDays }, ctx.now()));
  });

  router.post('/bookings/quote', async (req, res) => {
    const body = parse(bookingRequestSchema, req.body);
    const plan = await planBooking(ctx, { ...body, userId: currentUser(req)?.id ?? null }, ctx.now());
    res.json(quoteDto(plan.quote));
  });

  /** A day's bookings: full rows for admins, no personal data for anyone else. */
  async function dayList(req: Request, res: Response, date: string) {
    if (!isCalendarDate(date)) throw new BookingError('BOOKING.INVALID_DATE');
    if (currentUser(req)?.isAdmin) return res.json(await bookingsOnDate(ctx, date));
    sendRendered(res, await publicDayJson(ctx, date, ctx.now()));
  }

  router.get('/bookings', async (req, res) => {
    const user = currentUser(req);
    const date = typeof req.query.date === 'string' ? req.query.date : undefined;
    const userId = typeof req.query.userId === 'string' ? req.query.userId : undefined;
    if (date !== undefined) return dayList(req, res, date);
    if (!user) throw new UnauthorizedError();
    if (userId !== undefined && userId !== user.id && !user.isAdmin)
      throw new ForbiddenError('You can only view your own bookings.', 'BOOKING.FORBIDDEN');
    res.json(await bookingsOfUser(ctx, userId ?? user.id));
  });

  // The spec's clients load "keyed by the date" as /api/bookings/<date> (query key segments joined).
  router.get('/bookings/:date', async (req, res, next) => {
    const date = String(req.params.date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return next();
    await dayList(req, res, date);
  });

  router.get('/bookings/details/:id', async (req, res) => {
    const user = currentUser(req);
    if (!user) throw new UnauthorizedError();
    const booking = await bookingById(ctx, String(req.params.id));
    if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
    if (booking.userId !== user.id && !user.isAdmin) throw new BookingError('BOOKING.FORBIDDEN');
    res.json(booking);
  });

  router.post('/bookings', async (req, res) => {
    const user = currentUser(req);
    if (!user) throw new BookingError('BOOKING.UNAUTHENTICATED');
    const body = parse(createBookingSchema, req.body);
    const plan = await planBooking(ctx, { ...body, userId: user.id }, ctx.now());
    const bookingId = randomUUID();
    const metadata = commandMetadata(req);
    const checkout = bookingCheckout();
    let result = checkout ? await checkout({ ctx, user, plan, body: req.body ?? {}, bookingId, metadata }) : null;
    if (!result) {
      if (plan.quote.totalCents > 0)
        throw new BookingError('BOOKING.PAYMENT_REQUIRED', {}, { total: quoteDto(plan.quote).total });
      const placed = await placeBooking(
        ctx,
        {
          bookingId,
          userId: user.id,
          bayId: plan.bay.id,
          date: body.date,
          startTime: plan.startTime,
          duration: body.duration,
          quote: plan.quote,
          status: 'confirmed',
          paymentStatus: 'paid',
          creditsUsed: 0,
          customerType: 'member',
          guestBooking: false,
          firstName: body.firstName || user.firstName || 'Guest',
          lastName: body.lastName || user.lastName || 'User',
          email: body.email || user.email || null,
          phoneNumber: body.phoneNumber || user.phoneNumber || null,
        },
        metadata,
      );
      result = { bookingId, position: placed.position };
    }
    await ctx.projections.waitFor(result.position, [BOOKINGS_PROJECTION]);
    bookingsChanged();
    const booking = await bookingById(ctx, result.bookingId);
    res
      .status(201)
      .json({ ...booking, remainingCredits: result.remainingCredits ?? (await remainingCredits(ctx, user.id)) });
  });

  router.use(bookingChangeRoutes(ctx));
  return router;
}
