import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { cancelBooking, placeBooking, quoteBooking } from '../../src/commands/bookings';
import { loadBayDay } from '../../src/commands/bookings/bay-day-streams';
import { expireOffer } from '../../src/commands/waitlist/waitlist-offers';
import { SLOT_TAKEN, setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, DECLINED_CARD } from '../payments/payment-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';

type Customer = { client: HttpClient; user: SignedUpUser };
type Entry = {
  entryId: string;
  status: string;
  offer: { offerId: string; startTime: string; expiresAt: string } | null;
};

describe('the waitlist', () => {
  const zone = 'America/New_York';
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let owner: Customer;
  let first: Customer;
  let second: Customer;
  let other: Customer;
  let admin: HttpClient;

  beforeAll(async () => {
    t = await startBookingApp();
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate());
    date = t.day(1);
    bays = await setUpVenue(t.app.ctx, 2);
    [owner, first, second, other] = [
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
      await signUp(t.app),
    ];
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  async function booked(userId: string, bayId: string, startTime: string, duration = 1, day = date) {
    const quote = await quoteBooking(t.app.ctx, { bayId, date: day, startTime, duration });
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId,
      bayId,
      date: day,
      startTime,
      duration,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return bookingId;
  }
  const join = (c: Customer, body: Record<string, unknown>) =>
    c.client.post('/api/waitlist', { date, earliestStart: '10:00', latestStart: '10:00', duration: 1, ...body });
  const entries = async (c: Customer): Promise<Entry[]> => (await c.client.get('/api/waitlist')).body.entries;
  async function entryOf(c: Customer, entryId: string): Promise<Entry> {
    return (await entries(c)).find((e) => e.entryId === entryId)!;
  }
  const texts = async (c: Customer): Promise<Array<{ body: string }>> =>
    (await t.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(c.user.phoneNumber)}`)).body.messages;

  describe('joining', () => {
    it('puts a signed-in customer in line and lists the entry on their account', async () => {
      await booked(owner.user.id, bays[0], '12:00');
      const res = await join(first, { earliestStart: '12:00', latestStart: '12:00', bayId: bays[0] });
      expect(res.status).toBe(201);
      expect(res.body.entry).toMatchObject({
        date,
        earliestStart: '12:00:00',
        duration: 1,
        bayId: bays[0],
        status: 'waiting',
      });
      expect((await entries(first)).map((e) => e.entryId)).toContain(res.body.entry.entryId);
      expect(await entries(second)).toEqual([]);
    });

    it('refuses the same request twice with 409', async () => {
      await booked(owner.user.id, bays[0], '13:00');
      expect((await join(first, { earliestStart: '13:00', latestStart: '13:00', bayId: bays[0] })).status).toBe(201);
      const again = await join(first, { earliestStart: '13:00', latestStart: '13:00', bayId: bays[0] });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('You are already on the waitlist for this time.');
    });

    it.each([
      [{ date: 'yesterday' }, 'This date has already passed. Please choose today or a later date.'],
      [{ earliestStart: '15:00', latestStart: '14:00' }, 'The earliest start must not be later than the latest start.'],
      [{ duration: 7 }, 'Please choose a duration the venue offers: 1 to 6 hours, in half-hour steps.'],
      [{ duration: 1.25 }, 'Please choose a duration the venue offers: 1 to 6 hours, in half-hour steps.'],
      [{ earliestStart: 'noon' }, 'Please choose valid start times (HH:MM).'],
    ] as Array<[Record<string, unknown>, string]>)(
      'answers 400 with a clear message for %j',
      async (change, message) => {
        const res = await join(first, change.date === 'yesterday' ? { date: t.day(-1) } : change);
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(message);
      },
    );

    it('refuses a bay that does not exist, and anyone not signed in', async () => {
      expect((await join(first, { bayId: 'no-such-bay' })).status).toBe(404);
      const anonymous = await t.app
        .client()
        .post('/api/waitlist', { date, earliestStart: '10:00', latestStart: '10:00', duration: 1 });
      expect(anonymous.status).toBe(401);
    });
  });

  describe('an offer passing down the line', () => {
    let bookingId: string;
    let firstEntry: string;
    let secondEntry: string;
    let offerId: string;

    beforeAll(async () => {
      // Both bays are taken from 15:00 to 18:00, so nothing either customer asked for is free yet.
      bookingId = await booked(owner.user.id, bays[1], '16:00');
      await booked(owner.user.id, bays[0], '15:00', 2);
      await booked(owner.user.id, bays[0], '17:00', 1);
      await booked(owner.user.id, bays[1], '15:00', 1);
      await booked(owner.user.id, bays[1], '17:00', 1);
      const body = { earliestStart: '16:00', latestStart: '16:00', bayId: bays[1] };
      firstEntry = (await join(first, body)).body.entry.entryId;
      const anyBay = { earliestStart: '15:00', latestStart: '16:30', bayId: null };
      secondEntry = (await join(second, anyBay)).body.entry.entryId;
    }, 60_000);

    it('offers a cancelled slot to the first in line, held so that no one else can book it', async () => {
      expect((await entryOf(second, secondEntry)).status).toBe('waiting');
      await cancelBooking(t.app.ctx, bookingId, owner.user.id);
      const offered = await waitFor(() => entryOf(first, firstEntry), {
        until: (e) => e.status === 'offered',
        what: 'the first offer',
      });
      offerId = offered.offer!.offerId;
      expect(offered.offer).toMatchObject({ startTime: '16:00:00' });
      expect(Date.parse(offered.offer!.expiresAt) - t.now().getTime()).toBe(15 * 60_000);
      expect((await entryOf(second, secondEntry)).status).toBe('waiting');

      const sms = await waitFor(async () => (await texts(first)).find((m) => m.body.includes(offerId)), {
        what: 'the offer text',
      });
      // A full URL (no PUBLIC_URL here: the address the venue is served on), never a bare path.
      const served = t.app.url.replace('127.0.0.1', 'localhost');
      expect(sms.body).toContain(`Book it: ${served}/waitlist/offer/${offerId}`);

      await expect(booked(other.user.id, bays[1], '16:00')).rejects.toThrow(SLOT_TAKEN);
      const stranger = await other.client.post('/api/orders/quote', { lines: [{ type: 'waitlist-offer', offerId }] });
      expect(stranger.status).toBe(404);
      const page = await first.client.get(`/api/waitlist/offers/${offerId}`);
      expect(page.body).toMatchObject({
        status: 'open',
        date,
        startTime: '16:00:00',
        endTime: '17:00:00',
        bayId: bays[1],
      });
      expect((await other.client.get(`/api/waitlist/offers/${offerId}`)).status).toBe(404);
    });

    it('passes the slot to the second in line once the offer expires, however often the expiry runs', async () => {
      t.setNow(new Date(t.now().getTime() + 16 * 60_000));
      await expireOffer(t.app.ctx, date, offerId);
      await expireOffer(t.app.ctx, date, offerId);
      const offered = await waitFor(() => entryOf(second, secondEntry), {
        until: (e) => e.status === 'offered',
        what: 'the second offer',
      });
      expect(offered.offer).toMatchObject({ startTime: '16:00:00', bayId: bays[1] });
      expect((await entryOf(first, firstEntry)).status).toBe('expired');
      expect((await first.client.get(`/api/waitlist/offers/${offerId}`)).body.status).toBe('expired');

      const line = (await admin.get(`/api/admin/waitlist?date=${date}`)).body.entries as Entry[];
      expect(line.filter((e) => e.status === 'offered').map((e) => e.entryId)).toEqual([secondEntry]);
      await expect(booked(other.user.id, bays[1], '16:00')).rejects.toThrow(SLOT_TAKEN);
    });

    it('keeps the offer and its hold when the card is declined', async () => {
      const { offer } = await entryOf(second, secondEntry);
      const declined = await second.client.post('/api/orders', {
        lines: [{ type: 'waitlist-offer', offerId: offer!.offerId }],
        sourceId: await cardToken(second.client, DECLINED_CARD),
        idempotencyKey: randomUUID(),
      });
      expect(declined.status).toBe(402);
      expect((await entryOf(second, secondEntry)).status).toBe('offered');
      const day = await loadBayDay(t.app.ctx, bays[1], date);
      expect(Object.keys(day.holds)).toEqual([offer!.offerId]);
      expect(Object.values(day.bookings).filter((b) => b.status === 'pending')).toEqual([]);
      await expect(booked(other.user.id, bays[1], '16:00')).rejects.toThrow(SLOT_TAKEN);
    });

    it('books the held slot when the customer accepts, and the entry leaves the line', async () => {
      const { offer } = await entryOf(second, secondEntry);
      const lines = [{ type: 'waitlist-offer', offerId: offer!.offerId }];
      const quote = await second.client.post('/api/orders/quote', { lines });
      expect(quote.status).toBe(200);
      expect(quote.body.total).toBe('35.00');
      const paid = await second.client.post('/api/orders', {
        lines,
        sourceId: await cardToken(second.client),
        idempotencyKey: randomUUID(),
      });
      expect(paid.status).toBe(201);
      const newBooking = paid.body.fulfilled[0].reference;
      const details = await second.client.get(`/api/bookings/details/${newBooking}`);
      expect(details.body).toMatchObject({ status: 'confirmed', startTime: '16:00:00' });
      const entry = await waitFor(() => entryOf(second, secondEntry), {
        until: (e) => e.status === 'booked',
        what: 'the booked entry',
      });
      expect(entry.status).toBe('booked');
      const again = await second.client.post('/api/orders/quote', { lines });
      expect(again.status).toBe(409);
    });
  });

  describe('declining and leaving', () => {
    it('passes a declined offer on at once, and lets a customer leave the line', async () => {
      const day = t.day(2);
      const bookingId = await booked(owner.user.id, bays[0], '09:00', 1, day);
      const body = { date: day, earliestStart: '09:00', latestStart: '09:00', duration: 1, bayId: bays[0] };
      const a = (await first.client.post('/api/waitlist', body)).body.entry.entryId;
      const b = (await second.client.post('/api/waitlist', body)).body.entry.entryId;
      await cancelBooking(t.app.ctx, bookingId, owner.user.id);
      const offered = await waitFor(() => entryOf(first, a), {
        until: (e) => e.status === 'offered',
        what: 'the offer',
      });
      const declined = await first.client.post(`/api/waitlist/offers/${offered.offer!.offerId}/decline`, {});
      expect(declined.status).toBe(200);
      expect(declined.body.status).toBe('declined');
      await waitFor(async () => (await entryOf(second, b)).status === 'offered', { what: 'the second offer' });

      expect((await second.client.delete(`/api/waitlist/${b}`)).status).toBe(204);
      expect((await entryOf(second, b)).status).toBe('left');
      await waitFor(
        async () => {
          try {
            return Boolean(await booked(other.user.id, bays[0], '09:00', 1, day));
          } catch {
            return false;
          }
        },
        { what: 'the freed slot' },
      );
    });
  });

  describe('who may do what', () => {
    it('lets only admins see and change the line, and customers only their own entries', async () => {
      await booked(owner.user.id, bays[0], '20:00');
      const mine = (await join(first, { earliestStart: '20:00', latestStart: '20:00', bayId: bays[0] })).body.entry
        .entryId;
      expect((await t.app.client().get(`/api/admin/waitlist?date=${date}`)).status).toBe(401);
      expect((await first.client.get(`/api/admin/waitlist?date=${date}`)).status).toBe(403);
      expect((await first.client.delete(`/api/admin/waitlist/${mine}`)).status).toBe(403);
      expect((await other.client.delete(`/api/waitlist/${mine}`)).status).toBe(404);
      expect((await entryOf(first, mine)).status).toBe('waiting');

      const line = await admin.get(`/api/admin/waitlist?date=${date}`);
      expect(line.status).toBe(200);
      const row = line.body.entries.find((e: { entryId: string }) => e.entryId === mine);
      expect(row).toMatchObject({ status: 'waiting', phoneNumber: first.user.phoneNumber });
      expect((await admin.delete(`/api/admin/waitlist/${mine}`)).status).toBe(204);
      expect((await entryOf(first, mine)).status).toBe('removed');
      expect((await first.client.delete(`/api/waitlist/${mine}`)).status).toBe(409);
    });
  });
});
