import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../../app-context';
import { bookingWindow } from '../../../commands/bookings/booking-window';
import { orderReceipt } from '../../../commands/checkout';
import { actorOf, currentUser, requireAuth, requireAuthUnlessQuery, requireAuthWith } from '../../auth';
import { ForbiddenError, UnauthorizedError } from '../../../lib/errors';
import { BookingError } from '../../../domain/booking-errors';
import { isCalendarDate, venueToday } from '../../../domain/catalog';
import { paidBookingFor, planBooking } from '../../../commands/bookings';
import { fulfilledOf } from '../../../commands/checkout';
import { payOrder, remainingCreditsOf } from '../../../commands/checkout';
import { buyerOf } from '../../buyer';
import { assertDate, OFFERED_DURATIONS, validDuration } from '../../../commands/bookings/plan-booking';
import { bookingById, bookingsOfUser, bookingsOnDate } from '../../../projections/bookings/bookings.queries';
import { availabilityJson, publicDayJson, type RenderedJson } from '../../../projections/bookings/availability.queries';
import {
  availabilityQuerySchema,
  bookingRequestSchema,
  bookingsQuery,
  createBookingSchema,
  quoteDto,
} from './bookings.schemas';
import { bookingChangeRoutes } from './booking-changes.routes';
import { validated } from '../../route-input';

/** What a client sends as paymentStatus after paying by card (document 2 says completed, document 1 paid). */
const PAID_STATUSES: ReadonlySet<string> = new Set(['completed', 'paid']);

function sendRendered(res: Response, rendered: RenderedJson): void {
  res.setHeader('ETag', rendered.etag);
  res.type('json').send(rendered.body);
}

export function commandMetadata(req: Request) {
  return { actor: actorOf(req) };
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
  router.get(
    '/availability',
    validated({ query: availabilityQuerySchema }, async (req, res, { query }) => {
      assertDate(query.date);
      const duration = query.duration ?? 1;
      if (!validDuration(duration)) throw new BookingError('BOOKING.INVALID_DURATION');
      let advanceDays = await ctx.policies.advanceWindowDays(ctx, currentUser(req)?.id ?? null);
      if (query.tournamentId) {
        const open = await ctx.policies.eventOpenOn(ctx, query.tournamentId, query.date);
        const today = venueToday(ctx.now(), ctx.config.VENUE_TIMEZONE);
        const ahead = Math.round(
          (Date.parse(`${query.date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
        );
        if (open) advanceDays = Math.max(advanceDays, ahead);
      }
      const answer = { date: query.date, duration, advanceDays, durations: OFFERED_DURATIONS };
      sendRendered(res, await availabilityJson(ctx, answer, ctx.now()));
    }),
  );

  /** How far ahead the caller may book (their membership decides): the calendar disables later days. */
  router.get('/booking-window', async (req, res) => {
    res.set('Cache-Control', 'private, no-cache');
    res.json(await bookingWindow(ctx, currentUser(req)?.id ?? null));
  });

  router.post(
    '/bookings/quote',
    validated({ body: bookingRequestSchema }, async (req, res, { body }) => {
      const userId = currentUser(req)?.id ?? null;
      const plan = await planBooking(ctx, { ...body, userId, accountCheck: 'quote' }, ctx.now());
      res.json(quoteDto(plan.quote));
    }),
  );

  /** A day's bookings: full rows for admins, no personal data for anyone else. */
  async function dayList(req: Request, res: Response, date: string) {
    if (!isCalendarDate(date)) throw new BookingError('BOOKING.INVALID_DATE');
    if (currentUser(req)?.isAdmin) return res.json(await bookingsOnDate(ctx, date));
    sendRendered(res, await publicDayJson(ctx, date, ctx.now()));
  }

  router.get(
    '/bookings',
    requireAuthUnlessQuery('date'),
    validated({ query: bookingsQuery }, async (req, res, { query: { date, userId } }) => {
      const user = currentUser(req);
      if (date !== undefined) return dayList(req, res, date);
      if (!user) throw new UnauthorizedError();
      if (userId !== undefined && userId !== user.id && !user.isAdmin)
        throw new ForbiddenError('You can only view your own bookings.', 'BOOKING.FORBIDDEN');
      res.json(await bookingsOfUser(ctx, userId ?? user.id));
    }),
  );

  // The spec's clients load "keyed by the date" as /api/bookings/<date> (query key segments joined).
  router.get('/bookings/:date', async (req, res, next) => {
    const date = String(req.params.date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return next();
    await dayList(req, res, date);
  });

  router.get('/bookings/details/:id', requireAuth, async (req, res) => {
    const user = currentUser(req);
    if (!user) throw new UnauthorizedError();
    const booking = await bookingById(ctx, String(req.params.id));
    if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
    if (booking.userId !== user.id && !user.isAdmin) throw new BookingError('BOOKING.FORBIDDEN');
    // What the order sold with it and how it was paid (the success page lists every line).
    res.json({ ...booking, receipt: await orderReceipt(ctx, booking.id) });
  });

  /**
   * A booking paid without a card (credits, coupon, gift card, or nothing due) goes through the paid
   * order like every purchase; a remaining total asks for payment before anything is written.
   */
  router.post(
    '/bookings',
    requireAuthWith(() => new BookingError('BOOKING.UNAUTHENTICATED')),
    validated({ body: createBookingSchema }, async (req, res, { body }) => {
      const user = currentUser(req);
      if (!user) throw new BookingError('BOOKING.UNAUTHENTICATED');
      if (body.paymentId || (body.paymentStatus && PAID_STATUSES.has(body.paymentStatus))) {
        const paid = await paidBookingFor(ctx, { userId: user.id, ...body });
        if (paid) return void res.json({ ...paid, remainingCredits: await remainingCreditsOf(ctx, user.id) });
      }
      const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
      const coupon = body.appliedCoupon ?? null;
      const couponId = text(body.couponId != null ? String(body.couponId) : null) ?? text(coupon?.id);
      const outcome = await payOrder(
        ctx,
        {
          lines: [
            { type: 'booking', bayId: body.bayId, date: body.date, startTime: body.startTime, duration: body.duration },
          ],
          creditsUsed: body.creditsUsed ?? 0,
          couponId,
          couponCode: couponId ? null : text(coupon?.code),
          giftCardCode: text(body.appliedGiftCard?.code),
          idempotencyKey: text(body.idempotencyKey),
        },
        buyerOf(req, {
          firstName: body.firstName || user.firstName || 'Guest',
          lastName: body.lastName || user.lastName || 'User',
          email: body.email || user.email || null,
          phoneNumber: body.phoneNumber || user.phoneNumber || null,
        }),
      );
      ctx.bookingDays.changed();
      const booking = await bookingById(ctx, fulfilledOf(outcome, 'booking') ?? outcome.orderId);
      res.status(outcome.replayed ? 200 : 201).json({ ...booking, remainingCredits: outcome.remainingCredits });
    }),
  );

  router.use(bookingChangeRoutes(ctx));
  return router;
}
