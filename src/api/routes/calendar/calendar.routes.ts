import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../../app-context';
import {
  createCalendarFeed,
  FEED_TOKEN_PATTERN,
  feedTokenHash,
  openFeedToken,
  revokeCalendarFeed,
} from '../../../commands/calendar/calendar-feed.commands';
import { calendarVenueFacts } from '../../../commands/calendar/calendar-venue';
import { bookingIcs, bookingReference, feedIcs, type VenueFacts } from '../../../domain/calendar/booking-calendar';
import type { CalendarFeedAnswer } from '../../../contracts/calendar/calendar';
import { BookingError } from '../../../domain/booking-errors';
import { NotFoundError } from '../../../lib/errors';
import {
  calendarBooking,
  calendarBookingsOfUser,
  liveFeedByTokenHash,
  liveFeedOfUser,
} from '../../../projections/calendar/calendar.queries';
import { actorOf, currentUser, requireAuth } from '../../auth';
import { addressKey, limit, makeLimiter } from '../../middleware/auth-rate-limits';

/** How far back a feed shows bookings (upcoming ones are all shown). */
export const FEED_PAST_DAYS = 30;
const FEED_NOT_FOUND = 'Calendar feed not found';

/**
 * Calendars: a booking's .ics download (its owner or an admin) and each customer's private feed,
 * read by calendar apps without a session, through a secret URL only the customer knows.
 */
export function calendarRoutes(ctx: AppContext): Router {
  const router = Router();
  // Calendar services fetch many customers' feeds from a few addresses: a live feed is limited by
  // itself, and an address only by the unknown tokens it tries (so bogus URLs subscribed through a
  // calendar service cannot lock out every customer fetched from the same address).
  const feedReads = makeLimiter(ctx, 'calendar_feed_read', 60, 60);
  const feedMisses = makeLimiter(ctx, 'calendar_feed_miss_ip', 30, 600);
  const feedChanges = makeLimiter(ctx, 'calendar_feed_change', 20, 3600);
  const tooMany = 'Too many calendar requests. Please wait a few minutes and try again.';

  const siteBase = (req: Request) =>
    ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).origin : `${req.protocol}://${req.get('host')}`;
  const venueFacts = (req: Request): Promise<VenueFacts> => calendarVenueFacts(ctx, siteBase(req));
  const sendCalendar = (res: Response, body: string, fileName: string) => {
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.send(body);
  };
  const feedAnswer = (req: Request, token: string | null, createdAt: string | null): CalendarFeedAnswer => ({
    exists: createdAt !== null,
    // Calendar apps send no cookie: with several venues the URL names its venue.
    url: token
      ? `${siteBase(req)}/api/calendar/${token}.ics${ctx.venues ? `?venue=${ctx.config.VENUE_ID}` : ''}`
      : null,
    createdAt,
  });

  router.get('/bookings/:bookingId/calendar.ics', requireAuth, async (req, res) => {
    const user = currentUser(req)!;
    const booking = await calendarBooking(ctx.knex, String(req.params.bookingId));
    // Someone else's booking answers as if it did not exist: ids are not confirmed to strangers.
    if (!booking || (booking.userId !== user.id && !user.isAdmin)) throw new BookingError('BOOKING.NOT_FOUND');
    res.setHeader('Cache-Control', 'private, no-cache');
    sendCalendar(res, bookingIcs(booking, await venueFacts(req)), `booking-${bookingReference(booking.id)}.ics`);
  });

  router.get('/account/calendar-feed', requireAuth, async (req, res) => {
    const feed = await liveFeedOfUser(ctx.knex, currentUser(req)!.id);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(feedAnswer(req, feed && openFeedToken(ctx, feed.tokenSealed), feed?.createdAt ?? null));
  });

  router.post('/account/calendar-feed', requireAuth, async (req, res) => {
    const userId = currentUser(req)!.id;
    await limit(feedChanges, userId, tooMany, 'CALENDAR.RATE_LIMITED');
    const { created, token, position } = await createCalendarFeed(ctx, userId, actorOf(req));
    if (position) await ctx.projections.waitFor(position, ['calendar_feeds']);
    const feed = await liveFeedOfUser(ctx.knex, userId);
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(created ? 201 : 200).json(feedAnswer(req, token, feed?.createdAt ?? ctx.now().toISOString()));
  });

  router.delete('/account/calendar-feed', requireAuth, async (req, res) => {
    const userId = currentUser(req)!.id;
    await limit(feedChanges, userId, tooMany, 'CALENDAR.RATE_LIMITED');
    const { position } = await revokeCalendarFeed(ctx, userId, actorOf(req));
    if (position) await ctx.projections.waitFor(position, ['calendar_feeds']);
    res.status(204).end();
  });

  router.get('/calendar/:token.ics', async (req, res) => {
    const token = String(req.params.token);
    const feed = FEED_TOKEN_PATTERN.test(token) ? await liveFeedByTokenHash(ctx.knex, feedTokenHash(token)) : null;
    if (!feed) {
      await limit(feedMisses, addressKey(req.ip), tooMany, 'CALENDAR.RATE_LIMITED');
      throw new NotFoundError(FEED_NOT_FOUND, 'CALENDAR.FEED_NOT_FOUND');
    }
    await limit(feedReads, feed.feedId, tooMany, 'CALENDAR.RATE_LIMITED');
    const since = new Date(ctx.now().getTime() - FEED_PAST_DAYS * 86_400_000);
    const body = feedIcs(await calendarBookingsOfUser(ctx.knex, feed.userId, since), await venueFacts(req));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.setHeader('ETag', etag);
    // The URL is the secret: keep it out of search engines and of other sites' logs.
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    res.setHeader('Referrer-Policy', 'no-referrer');
    if (req.headers['if-none-match'] === etag) return void res.status(304).end();
    sendCalendar(res, body, 'bookings.ics');
  });
  return router;
}
