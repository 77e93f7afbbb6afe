import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { systemSettingsOf } from '../../src/projections/catalog/catalog.queries';
import { randomIp, signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { readLog } from '../harness/event-log';

type Props = Record<string, string>;

/** The VEVENTs of an iCalendar text: folded lines joined, each property by name (parameters dropped). */
function eventsOf(ics: string): Props[] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Props[] = [];
  let current: Props | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('calendars: a booking as .ics and a private feed', () => {
  const zone = 'America/New_York';
  // Clocks in New York spring forward at 02:00 on Sunday 14 March 2027.
  const dstSunday = '2027-03-14';
  const saturday = '2027-03-13';
  let t: BookingTestApp;
  let bays: string[];
  let owner: { client: HttpClient; user: SignedUpUser };
  let other: HttpClient;
  let admin: HttpClient;
  let venueName: string;

  beforeAll(async () => {
    t = await startBookingApp();
    t.setNow(DateTime.fromISO('2027-03-10T09:00:00', { zone }).toJSDate());
    bays = await setUpVenue(t.app.ctx, 2);
    owner = await signUp(t.app);
    other = (await signUp(t.app)).client;
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    venueName = (await systemSettingsOf(t.app.ctx)).venueName;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  async function booked(bayId: string, date: string, startTime: string, duration: number, userId = owner.user.id) {
    const quote = await quoteBooking(t.app.ctx, { bayId, date, startTime, duration });
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId,
      bayId,
      date,
      startTime,
      duration,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
      squarePaymentId: `sq_${bookingId.slice(0, 8)}`,
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return bookingId;
  }
  const icsOf = async (client: HttpClient, id: string) => client.get(`/api/bookings/${id}/calendar.ics`);

  it('puts 10:00 at 10:00 venue time on both sides of the daylight-saving change', async () => {
    const before = await booked(bays[0], saturday, '10:00', 1);
    const after = await booked(bays[0], dstSunday, '10:00', 2);

    const sat = await icsOf(owner.client, before);
    expect(sat.status).toBe(200);
    expect(sat.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(sat.headers.get('content-disposition')).toBe(
      `attachment; filename="booking-${before.slice(0, 8).toUpperCase()}.ics"`,
    );
    expect(sat.text).toContain('\r\nDTSTART:20270313T150000Z\r\n');
    expect(sat.text).toContain('\r\nDTEND:20270313T160000Z\r\n');

    const sun = await icsOf(owner.client, after);
    const [event, ...more] = eventsOf(sun.text);
    expect(more).toHaveLength(0);
    expect(event).toMatchObject({
      DTSTART: '20270314T140000Z',
      DTEND: '20270314T160000Z',
      STATUS: 'CONFIRMED',
      LOCATION: venueName.replace(/([,;])/g, '\\$1'),
    });
    expect(event.UID).toMatch(new RegExp(`^${after}@[a-z0-9.-]+$`));
    expect(event.SUMMARY).toMatch(new RegExp(`^Bay 1 [0-9a-f]{4} at `));
    expect(event.DESCRIPTION).toContain(`Booking reference: ${after.slice(0, 8).toUpperCase()}`);
    // The same UID on every download, so a second import updates the event instead of adding one.
    expect(eventsOf((await icsOf(owner.client, after)).text)[0].UID).toBe(event.UID);
  });

  it("answers the owner and admins, 404 for another customer's or an unknown booking, 401 for guests", async () => {
    const id = await booked(bays[1], saturday, '12:00', 1);
    expect((await icsOf(owner.client, id)).status).toBe(200);
    expect((await icsOf(admin, id)).status).toBe(200);
    const stranger = await icsOf(other, id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Booking not found');
    expect((await icsOf(owner.client, randomUUID())).status).toBe(404);
    expect((await icsOf(owner.client, 'not-a-booking')).status).toBe(404);
    expect((await icsOf(t.app.client(), id)).status).toBe(401);
  });

  it('marks a cancelled booking STATUS:CANCELLED', async () => {
    const id = await booked(bays[1], dstSunday, '15:00', 1);
    expect((await owner.client.delete(`/api/bookings/${id}`)).status).toBe(200);
    const [event] = eventsOf((await icsOf(owner.client, id)).text);
    expect(event).toMatchObject({ STATUS: 'CANCELLED', DTSTART: '20270314T190000Z' });
  });

  it('creates a private feed readable without a session, revokes it, and makes a new URL', async () => {
    const { client, user } = await signUp(t.app);
    expect((await client.get('/api/account/calendar-feed')).body).toEqual({
      exists: false,
      url: null,
      createdAt: null,
    });
    expect((await t.app.client().post('/api/account/calendar-feed')).status).toBe(401);

    const upcoming = await booked(bays[0], dstSunday, '12:00', 1, user.id);
    const cancelled = await booked(bays[0], dstSunday, '17:00', 1, user.id);
    await client.delete(`/api/bookings/${cancelled}`);
    await booked(bays[1], dstSunday, '12:00', 1, owner.user.id);

    const created = await client.post('/api/account/calendar-feed');
    expect(created.status).toBe(201);
    const url = new URL(created.body.url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = url.pathname.slice('/api/calendar/'.length, -'.ics'.length);
    const rows = (await readLog(t.app.ctx.store)).filter((e) => e.type.startsWith('CalendarFeed'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => !JSON.stringify(r.data).includes(token))).toBe(true);

    // Asking again answers the same URL, and the account page can show it later.
    const again = await client.post('/api/account/calendar-feed');
    expect(again.status).toBe(200);
    expect(again.body.url).toBe(created.body.url);
    expect((await client.get('/api/account/calendar-feed')).body).toMatchObject({
      exists: true,
      url: created.body.url,
    });

    const feed = await t.app.client().get(url.pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(feed.headers.get('cache-control')).toBe('private, max-age=300');
    const events = eventsOf(feed.text);
    expect(events.map((e) => e.UID.split('@')[0]).sort()).toEqual([upcoming, cancelled].sort());
    expect(events.find((e) => e.UID.startsWith(cancelled))).toMatchObject({ STATUS: 'CANCELLED' });
    expect(events.find((e) => e.UID.startsWith(upcoming))).toMatchObject({
      STATUS: 'CONFIRMED',
      DTSTART: '20270314T160000Z',
    });
    const unchanged = await t.app.client().get(url.pathname, { 'if-none-match': feed.headers.get('etag')! });
    expect(unchanged.status).toBe(304);

    // Thirty days after the booking it drops out of the feed.
    t.setNow(DateTime.fromISO('2027-04-14T09:00:00', { zone }).toJSDate());
    expect(eventsOf((await t.app.client().get(url.pathname)).text)).toHaveLength(0);
    t.setNow(DateTime.fromISO('2027-03-10T09:00:00', { zone }).toJSDate());

    expect((await client.delete('/api/account/calendar-feed')).status).toBe(204);
    const gone = await t.app.client().get(url.pathname);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Calendar feed not found');
    expect((await client.get('/api/account/calendar-feed')).body.exists).toBe(false);
    const twice = await client.delete('/api/account/calendar-feed');
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('You have no calendar feed to revoke.');

    const renewed = await client.post('/api/account/calendar-feed');
    expect(renewed.status).toBe(201);
    expect(renewed.body.url).not.toBe(created.body.url);
    expect((await t.app.client().get(new URL(renewed.body.url).pathname)).status).toBe(200);
    expect((await t.app.client().get(url.pathname)).status).toBe(404);
    expect((await t.app.client().get('/api/calendar/not-a-token.ics')).status).toBe(404);
  });

  it('answers 429 to an address that keeps trying unknown feed URLs, while live feeds still answer it', async () => {
    const { client } = await signUp(t.app);
    const live = new URL((await client.post('/api/account/calendar-feed')).body.url).pathname;
    const from = { 'x-forwarded-for': randomIp() };
    const guess = () => t.app.client().get(`/api/calendar/${'x'.repeat(43)}.ics`, from);
    for (let i = 0; i < 30; i++) expect((await guess()).status).toBe(404);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many calendar requests. Please wait a few minutes and try again.');
    expect((await t.app.client().get(live, from)).status).toBe(200);
  });
});
