import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { SLOT_TAKEN, setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';
import { cardToken, DECLINED_CARD, giveCredits } from '../payments/payment-fixtures';

const zone = 'America/New_York';

describe('admin bookings and the tee sheet', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  let customer: { client: HttpClient; user: SignedUpUser };
  let employee: HttpClient;
  const morning = () => DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate();

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    admin = (await signUp(t.app, undefined, { role: 'admin', firstName: 'Ada', lastName: 'Admin' })).client;
    customer = await signUp(t.app, undefined, { firstName: 'Casey', lastName: `Golfer${randomUUID().slice(0, 4)}` });
    employee = (await signUp(t.app, undefined, { role: 'employee' })).client;
    t.setNow(morning());
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);
  afterEach(() => t.setNow(morning()));

  const desk = (body: Record<string, unknown>) =>
    admin.post('/api/admin/bookings', { duration: 2, payment: 'venue', userId: customer.user.id, ...body });
  const walkIn = { firstName: 'Wally', lastName: 'Walkin', phoneNumber: '+16175550123' };

  it('answers 401 to visitors and 403 to customers and employees on every route', async () => {
    const id = randomUUID();
    const calls: Array<[string, string]> = [
      ['get', '/api/admin/bookings'],
      ['get', `/api/admin/bookings/${id}`],
      ['get', `/api/admin/tee-sheet?date=${t.day(1)}`],
      ['post', '/api/admin/bookings'],
      ['post', `/api/admin/bookings/${id}/cancel`],
      ['get', `/api/admin/bookings/${id}/cancellation-preview`],
      ['post', `/api/admin/bookings/${id}/no-show`],
      ['post', `/api/admin/bookings/${id}/move`],
    ];
    for (const [method, path] of calls) {
      const send = (c: HttpClient) => (method === 'get' ? c.get(path) : c.post(path, {}));
      expect([path, (await send(t.app.client())).status]).toEqual([path, 401]);
      expect([path, (await send(customer.client)).status]).toEqual([path, 403]);
      expect([path, (await send(employee)).status]).toEqual([path, 403]);
    }
  });

  it('books at the desk paid at the venue, past the customer advance window, with the admin in its history', async () => {
    const date = t.day(30);
    const res = await desk({ bayId: bays[0], date, startTime: '10:00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      date,
      startTime: '10:00',
      endTime: '12:00',
      bay: { id: bays[0] },
      customer: { userId: customer.user.id, name: `Casey ${customer.user.lastName}`, phone: customer.user.phoneNumber },
      status: 'confirmed',
      paymentStatus: 'paid_at_venue',
      paid: true,
      total: '70.00',
    });
    expect(res.body.history).toEqual([
      expect.objectContaining({
        type: 'BookingPlaced',
        actor: expect.objectContaining({ name: 'Ada Admin' }),
        summary: expect.stringMatching(/^Booked Bay 1 \w+ for 2 h, \$70\.00, paid at the venue$/),
      }),
    ]);
    const customerTry = await customer.client.post('/api/bookings/quote', {
      bayId: bays[1],
      date,
      startTime: '10:00',
      duration: 1,
    });
    expect(customerTry.status).toBe(400);

    const overlap = await desk({ bayId: bays[0], date, startTime: '11:00', guest: walkIn, userId: undefined });
    expect([overlap.status, overlap.body.message]).toEqual([409, SLOT_TAKEN]);
    const neither = await desk({ bayId: bays[0], date, startTime: '14:00', userId: undefined });
    expect([neither.status, neither.body.message]).toEqual([400, 'Choose a customer or enter a walk-in guest.']);
  });

  it('books a walk-in by card; a declined card leaves no held bay', async () => {
    const date = t.day(1);
    const declined = await desk({
      bayId: bays[1],
      date,
      startTime: '09:00',
      userId: undefined,
      guest: walkIn,
      payment: 'card',
      sourceId: await cardToken(admin, DECLINED_CARD),
    });
    expect(declined.status).toBe(402);
    const sheet = await admin.get(`/api/admin/tee-sheet?date=${date}`);
    expect(sheet.body.bookings.filter((b: { bay: { id: string } }) => b.bay.id === bays[1])).toEqual([]);

    const paid = await desk({
      bayId: bays[1],
      date,
      startTime: '09:00',
      userId: undefined,
      guest: walkIn,
      payment: 'card',
      sourceId: await cardToken(admin),
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      guestBooking: true,
      customer: { userId: null, name: 'Wally Walkin', phone: '+16175550123' },
      total: '70.00',
    });
    expect(paid.body.history.map((h: { summary: string }) => h.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Booked Bay 2 \w+ for 2 h, \$70\.00/), 'Card charged $70.00']),
    );
    // The order of a walk-in (no account) is projected like any other payment.
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['payments'], 5000);
    const payments = await admin.get('/api/admin/payments?status=completed');
    expect(payments.body.items.map((p: { bookingId: string }) => p.bookingId)).toContain(paid.body.id);
  });

  it("keeps a walk-in's phone as sign-in does (E.164), and refuses one sign-in would refuse", async () => {
    const date = t.day(1);
    const typed = await desk({
      bayId: bays[1],
      date,
      startTime: '14:00',
      userId: undefined,
      guest: { ...walkIn, phoneNumber: '(617) 555-0123' },
      payment: 'venue',
    });
    expect(typed.status).toBe(201);
    expect(typed.body.customer).toMatchObject({ userId: null, phone: '+16175550123' });
    const bad = await desk({
      bayId: bays[1],
      date,
      startTime: '17:00',
      userId: undefined,
      guest: { ...walkIn, phoneNumber: '555-0100-00' },
      payment: 'venue',
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please enter a valid phone number.']);
  });

  it('books with the customer credits, and refuses credits for a walk-in', async () => {
    await giveCredits(t.app, customer.user.id, 2);
    const res = await desk({ bayId: bays[2], date: t.day(1), startTime: '13:00', payment: 'credits' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', creditsUsed: 2 });
    const guest = await desk({
      bayId: bays[2],
      date: t.day(1),
      startTime: '18:00',
      payment: 'credits',
      userId: undefined,
      guest: walkIn,
    });
    expect(guest.status).toBe(400);
  });

  it('lists bookings paged on the server with filters and shows the tee sheet of a day', async () => {
    const date = t.day(3);
    await desk({ bayId: bays[0], date, startTime: '08:00' });
    await desk({ bayId: bays[1], date, startTime: '08:00', userId: undefined, guest: walkIn });
    const all = await admin.get(`/api/admin/bookings?from=${date}&to=${date}&limit=1`);
    expect(all.status).toBe(200);
    expect([all.body.total, all.body.items.length, typeof all.body.nextCursor]).toEqual([2, 1, 'string']);
    const byName = await admin.get(`/api/admin/bookings?search=${encodeURIComponent('Wally Walk')}&from=${date}`);
    expect(byName.body.items.map((r: { customer: { name: string } }) => r.customer.name)).toEqual(['Wally Walkin']);
    const byPhone = await admin.get(
      `/api/admin/bookings?search=${customer.user.phoneNumber.slice(-7)}&from=${date}&to=${date}`,
    );
    expect(byPhone.body.items).toHaveLength(1);
    expect(byPhone.body.items[0]).toEqual({
      id: expect.any(String),
      date,
      startTime: '08:00',
      endTime: '10:00',
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      bay: { id: bays[0], name: expect.stringMatching(/^Bay 1/) },
      customer: expect.objectContaining({ userId: customer.user.id, phone: customer.user.phoneNumber }),
      status: 'confirmed',
      paymentStatus: 'paid_at_venue',
      paid: true,
      total: '70.00',
    });
    const byBay = await admin.get(`/api/admin/bookings?bayId=${bays[1]}&from=${date}&to=${date}`);
    expect(byBay.body.items.map((r: { bay: { id: string } }) => r.bay.id)).toEqual([bays[1]]);
    const byUser = await admin.get(
      `/api/admin/bookings?userId=${customer.user.id}&payment=paid_at_venue&from=${date}&to=${date}`,
    );
    expect(byUser.body.total).toBe(1);
    expect((await admin.get('/api/admin/bookings?status=lost')).status).toBe(400);
    expect((await admin.get('/api/admin/bookings?bayId=bay-1')).status).toBe(400);

    const sheet = await admin.get(`/api/admin/tee-sheet?date=${date}`);
    expect(sheet.body.hours).toMatchObject({ openTime: '06:00', closeTime: '23:00', intervalMinutes: 30 });
    expect(sheet.body.hours.slots[0]).toBe('06:00');
    expect(sheet.body.bays.map((b: { id: string }) => b.id)).toEqual(expect.arrayContaining(bays));
    expect(sheet.body.bookings).toHaveLength(2);
    expect((await admin.get('/api/admin/tee-sheet?date=tomorrow')).status).toBe(400);
  });

  it('cancels with an override refund and a reason, refusing no reason or more than was paid', async () => {
    const date = t.day(2);
    const booked = await desk({
      bayId: bays[0],
      date,
      startTime: '15:00',
      payment: 'card',
      sourceId: await cardToken(admin),
    });
    const id = booked.body.id;
    const preview = await admin.get(`/api/admin/bookings/${id}/cancellation-preview`);
    expect(preview.body).toMatchObject({ bookingAmount: '70.00', maxRefund: '70.00', policy: expect.any(Object) });
    const noReason = await admin.post(`/api/admin/bookings/${id}/cancel`, {
      mode: 'override',
      refundAmount: '10.00',
      reason: ' ',
    });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Please give a reason for the override.']);
    const tooMuch = await admin.post(`/api/admin/bookings/${id}/cancel`, {
      mode: 'override',
      refundAmount: '70.01',
      reason: 'x',
    });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, 'The refund cannot be more than the $70.00 paid.']);
    expect((await admin.get(`/api/admin/bookings/${id}`)).body.status).toBe('confirmed');

    const done = await admin.post(`/api/admin/bookings/${id}/cancel`, {
      mode: 'override',
      refundAmount: '12.50',
      reason: 'Projector broke mid-round',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'cancelled', refundAmount: '12.50' });
    expect(done.body.history.map((h: { summary: string }) => h.summary)).toContain(
      'Cancelled by Ada Admin; $12.50 refunded (override: Projector broke mid-round)',
    );
    const again = await admin.post(`/api/admin/bookings/${id}/cancel`, { mode: 'policy' });
    expect(again.status).toBe(409);
  });

  it('cancels with the policy like the customer would', async () => {
    const booked = await desk({ bayId: bays[2], date: t.day(4), startTime: '10:00' });
    const res = await admin.post(`/api/admin/bookings/${booked.body.id}/cancel`, { mode: 'policy' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', refundAmount: '70.00' });
  });

  it('marks a no-show only after the start, once; a started booking cancels only by override', async () => {
    const date = t.day(0);
    const booked = await desk({ bayId: bays[2], date, startTime: '09:00' });
    const id = booked.body.id;
    const early = await admin.post(`/api/admin/bookings/${id}/no-show`);
    expect([early.status, early.body.message]).toEqual([
      409,
      'A booking can be marked as a no-show only once it has started.',
    ]);
    t.setNow(DateTime.fromISO(`${date}T09:20:00`, { zone }).toJSDate());
    const policy = await admin.post(`/api/admin/bookings/${id}/cancel`, { mode: 'policy' });
    expect(policy.status).toBe(409);
    const marked = await admin.post(`/api/admin/bookings/${id}/no-show`);
    expect(marked.body.status).toBe('no_show');
    const twice = await admin.post(`/api/admin/bookings/${id}/no-show`);
    expect(twice.status).toBe(200);
    expect(twice.body.history.filter((h: { type: string }) => h.type === 'BookingMarkedNoShow')).toEqual([
      expect.objectContaining({ summary: 'Marked as a no-show by Ada Admin' }),
    ]);
    const sheet = await admin.get(`/api/admin/tee-sheet?date=${date}`);
    expect(sheet.body.bookings.find((b: { id: string }) => b.id === id)).toMatchObject({ status: 'no_show' });
  });

  it('moves a booking to another time and bay under the no-overlap rule, and availability follows', async () => {
    const date = t.day(5);
    const other = await desk({ bayId: bays[1], date, startTime: '12:00' });
    const booked = await desk({ bayId: bays[0], date, startTime: '10:00' });
    const id = booked.body.id;

    const sameBay = await admin.post(`/api/admin/bookings/${id}/move`, { bayId: bays[0], date, startTime: '11:00' });
    expect(sameBay.body).toMatchObject({ startTime: '11:00', endTime: '13:00', bay: { id: bays[0] } });

    const onto = await admin.post(`/api/admin/bookings/${id}/move`, { bayId: bays[1], date, startTime: '13:00' });
    expect([onto.status, onto.body.message]).toEqual([409, SLOT_TAKEN]);
    expect((await admin.get(`/api/admin/bookings/${id}`)).body).toMatchObject({
      startTime: '11:00',
      bay: { id: bays[0] },
    });

    const moved = await admin.post(`/api/admin/bookings/${id}/move`, {
      bayId: bays[2],
      date: t.day(6),
      startTime: '16:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ date: t.day(6), startTime: '16:00', endTime: '18:00', bay: { id: bays[2] } });
    expect(moved.body.history.filter((h: { type: string }) => h.type === 'BookingMoved')).toHaveLength(2);

    // The old time is free, the new one taken: in availability and in the bay-day streams.
    const old = await admin.get(`/api/availability?date=${date}&duration=2`);
    const slot = old.body.slots.find((s: { time: string }) => s.time.startsWith('11:00'));
    expect(slot.bays.find((b: { bayId: string }) => b.bayId === bays[0]).available).toBe(true);
    const fresh = await admin.get(`/api/availability?date=${t.day(6)}&duration=1`);
    const taken = fresh.body.slots.find((s: { time: string }) => s.time.startsWith('16:00'));
    expect(taken.bays.find((b: { bayId: string }) => b.bayId === bays[2]).available).toBe(false);
    expect((await desk({ bayId: bays[0], date, startTime: '11:00' })).status).toBe(201);
    const clash = await desk({ bayId: bays[2], date: t.day(6), startTime: '17:00' });
    expect([clash.status, clash.body.message]).toEqual([409, SLOT_TAKEN]);

    // The moved booking still cancels, from its new stream.
    const cancelled = await admin.post(`/api/admin/bookings/${id}/cancel`, { mode: 'policy' });
    expect(cancelled.body.status).toBe('cancelled');
    expect(other.status).toBe(201);
  });
});
