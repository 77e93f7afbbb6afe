import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { cancelBooking, placeBooking, quoteBooking } from '../../src/commands/bookings';
import { loadBayDay } from '../../src/commands/bookings/bay-day-streams';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits } from '../payments/payment-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import { readStream } from '../harness/event-log';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';

const REQUIRED = "Please sign the venue's waiver before booking.";
const TEXT = 'I play at my own risk and follow the safety rules.';

/**
 * The venue's waiver: while required, every way of making a booking refuses a customer who has not
 * signed its current version (409 WAIVER.REQUIRED, nothing held or charged); once signed, the same
 * calls book. Quotes, extensions, the waitlist and a walk-in guest at the desk are not refused.
 */
describe('the waiver', () => {
  const zone = 'America/New_York';
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  let customer: { client: HttpClient; user: SignedUpUser };
  let owner: SignedUpUser;
  let tournamentId: string;
  let keptId: string;
  let offerId: string;

  async function booked(userId: string, bayId: string, date: string, startTime: string) {
    const quote = await quoteBooking(t.app.ctx, { bayId, date, startTime, duration: 1 });
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId,
      bayId,
      date,
      startTime,
      duration: 1,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return bookingId;
  }

  beforeAll(async () => {
    t = await startBookingApp();
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate());
    bays = await setUpVenue(t.app.ctx, 2);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    customer = await signUp(t.app);
    owner = (await signUp(t.app)).user;
    await giveCredits(t.app, customer.user.id, 5);
    // Booked before the waiver was required: it stands and may be extended.
    keptId = await booked(customer.user.id, bays[0], t.day(1), '09:00');
    const tournament = await admin.post('/api/admin/tournaments', {
      name: `Waiver Cup ${randomUUID().slice(0, 4)}`,
      date: t.day(3),
      startTime: '18:00',
      endTime: '22:00',
      format: 'single',
      maxParticipants: 8,
      numberOfHoles: 9,
      entryFee: '25.00',
      reservationLength: 120,
    });
    tournamentId = tournament.body.id;
    await admin.post(`/api/admin/tournaments/${tournamentId}/status`, { status: 'active' });
    // A waitlist offer made to the customer before the waiver was required.
    const taken = await booked(owner.id, bays[1], t.day(1), '16:00');
    const joined = await customer.client.post('/api/waitlist', {
      date: t.day(1),
      earliestStart: '16:00',
      latestStart: '16:00',
      duration: 1,
      bayId: bays[1],
    });
    expect(joined.status).toBe(201);
    await cancelBooking(t.app.ctx, taken, owner.id);
    const entry = await waitFor(
      async () =>
        ((await customer.client.get('/api/waitlist')).body.entries as Array<{ offer: { offerId: string } | null }>)[0],
      { until: (e) => Boolean(e?.offer), what: 'the waitlist offer' },
    );
    offerId = entry.offer!.offerId;
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  const slot = (startTime: string, bayId = bays[0]) => ({ bayId, date: t.day(2), startTime, duration: 1 });
  const bookingData = (startTime: string) => ({ date: t.day(2), time: startTime, duration: 1, bayId: bays[0] });
  /** Every way of making a booking for the customer, each at its own time so that all can succeed. */
  const attempts = async (times: string[]) => {
    const [a, b, c, d, e, f, g] = times;
    return {
      order: await customer.client.post('/api/orders', {
        lines: [{ type: 'booking', ...slot(a) }],
        sourceId: await cardToken(customer.client),
        idempotencyKey: randomUUID(),
      }),
      specBooking: await customer.client.post('/api/bookings', { ...slot(b), creditsUsed: 1 }),
      specPayment: await customer.client.post('/api/payments', {
        amount: 3500,
        sourceId: await cardToken(customer.client),
        metadata: { bookingDate: t.day(2), bookingTime: c, duration: 1, bayId: bays[0] },
      }),
      squarePayment: await customer.client.post('/api/square/process-payment', {
        sourceId: await cardToken(customer.client),
        amount: 3500,
        bookingData: bookingData(d),
      }),
      paymentIntent: await customer.client.post('/api/create-payment-intent', {
        amount: 3500,
        booking_data: bookingData(e),
      }),
      waitlistOffer: await customer.client.post('/api/orders', {
        lines: [{ type: 'waitlist-offer', offerId }],
        sourceId: await cardToken(customer.client),
        idempotencyKey: randomUUID(),
      }),
      tournamentEntry: await customer.client.post('/api/orders', {
        lines: [{ type: 'tournament-entry', tournamentId, bayId: bays[0], startTime: '18:00' }],
        sourceId: await cardToken(customer.client),
        idempotencyKey: randomUUID(),
      }),
      deskAtVenue: await admin.post('/api/admin/bookings', {
        userId: customer.user.id,
        ...slot(f),
        payment: 'venue',
      }),
      deskCredits: await admin.post('/api/admin/bookings', {
        userId: customer.user.id,
        ...slot(g),
        payment: 'credits',
      }),
    };
  };
  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number((await t.app.ctx.knex(table).where(where).count<{ n: string }[]>({ n: '*' }))[0].n);

  it('lets an admin publish a text and require it; a changed text is a new version', async () => {
    const first = await admin.put('/api/admin/waiver', { isRequired: false, text: 'Old words.' });
    expect(first.status).toBe(200);
    const before = first.body.version as number;
    const required = await admin.put('/api/admin/waiver', { isRequired: true, text: TEXT });
    expect(required.body).toMatchObject({ version: before + 1, text: TEXT, isRequired: true });
    // The same text again with the switch as it is: nothing new.
    const same = await admin.put('/api/admin/waiver', { isRequired: true, text: `${TEXT}\n` });
    expect(same.body.version).toBe(before + 1);
    expect(same.body.versions.map((v: { version: number }) => v.version).slice(0, 2)).toEqual([before + 1, before]);
    expect(await customer.client.get('/api/waiver')).toMatchObject({
      status: 200,
      body: { version: before + 1, text: TEXT, isRequired: true },
    });
    const customerPut = await customer.client.put('/api/admin/waiver', { isRequired: false, text: 'x' });
    expect(customerPut.status).toBe(403);
    const empty = await admin.put('/api/admin/waiver', { isRequired: true, text: '   ' });
    expect([empty.status, empty.body.message]).toEqual([400, 'Please enter the text of the waiver']);
  });

  it('refuses every way of booking for a customer who has not signed, holding and charging nothing', async () => {
    expect((await customer.client.get('/api/waiver/status')).body).toEqual({
      signedVersion: null,
      needsSignature: true,
    });
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['credits', 'bookings']);
    const charges = await count('card_twin_charges');
    const bookings = await count('bookings', { user_id: customer.user.id });
    const credits = (await admin.get(`/api/admin/users/${customer.user.id}`)).body.credits.total;

    const refused = await attempts(['10:00', '10:00', '10:00', '10:00', '10:00', '10:00', '10:00']);
    for (const [path, res] of Object.entries(refused))
      expect([path, res.status, res.body.code, res.body.message]).toEqual([path, 409, 'WAIVER.REQUIRED', REQUIRED]);

    expect(await count('card_twin_charges')).toBe(charges);
    expect(await count('bookings', { user_id: customer.user.id })).toBe(bookings);
    expect((await admin.get(`/api/admin/users/${customer.user.id}`)).body.credits.total).toBe(credits);
    const day = await loadBayDay(t.app.ctx, bays[0], t.day(2));
    expect(Object.keys(day.holds)).toEqual([]);
    expect(Object.values(day.bookings)).toEqual([]);
    // The waitlist offer keeps its hold for them while it is open.
    expect(Object.keys((await loadBayDay(t.app.ctx, bays[1], t.day(1))).holds)).toEqual([offerId]);
  });

  it('still answers quotes and extensions of a booking made before, and books a walk-in guest at the desk', async () => {
    expect((await customer.client.post('/api/bookings/quote', slot('10:00'))).status).toBe(200);
    expect((await customer.client.post('/api/checkout/quote', { ...slot('10:00'), time: '10:00' })).status).toBe(200);
    const orderQuote = await customer.client.post('/api/orders/quote', {
      lines: [{ type: 'booking', ...slot('10:00') }],
    });
    expect(orderQuote.status).toBe(200);
    const extension = await customer.client.post(`/api/bookings/${keptId}/check-extension`, { additionalHours: 1 });
    expect(extension.status).toBe(200);
    const guest = await admin.post('/api/admin/bookings', {
      guest: { firstName: 'Walk', lastName: 'In', phoneNumber: '2125550142' },
      ...slot('20:00', bays[1]),
      payment: 'venue',
    });
    expect(guest.status).toBe(201);
  });

  it('signs the current version once, with the name typed, the address and the time', async () => {
    const current = (await customer.client.get('/api/waiver')).body.version as number;
    const stale = await customer.client.post('/api/waiver/sign', { version: current - 1, fullName: 'Ada Tester' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'WAIVER.VERSION_NOT_CURRENT',
      message: `This waiver has been updated: version ${current} is the current one. Please read it and sign again.`,
    });
    const noName = await customer.client.post('/api/waiver/sign', { version: current, fullName: '  ' });
    expect([noName.status, noName.body.message]).toEqual([400, 'Please type your full name to sign the waiver']);
    const anonymous = await t.app.client().post('/api/waiver/sign', { version: current, fullName: 'Ada' });
    expect(anonymous.status).toBe(401);

    const ip = { 'x-forwarded-for': '203.0.113.9', 'user-agent': 'WaiverTest/1.0' };
    const signed = await customer.client.post('/api/waiver/sign', { version: current, fullName: 'Ada Tester' }, ip);
    expect(signed.status).toBe(201);
    expect(signed.body).toEqual({ version: current, signedAt: t.now().toISOString(), recorded: true });
    const again = await customer.client.post('/api/waiver/sign', { version: current, fullName: 'Ada T.' }, ip);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ version: current, signedAt: t.now().toISOString(), recorded: false });
    const events = await readStream(t.app.ctx.store, `waiver_signatures-${t.app.config.VENUE_ID}.${customer.user.id}`);
    expect(events.map((e) => [e.type, (e.data as { fullName: string }).fullName])).toEqual([
      ['WaiverSigned', 'Ada Tester'],
    ]);
    expect((await customer.client.get('/api/waiver/status')).body).toEqual({
      signedVersion: current,
      needsSignature: false,
    });

    const profile = await admin.get(`/api/admin/users/${customer.user.id}`);
    expect(profile.body.waivers).toEqual([
      {
        version: current,
        fullName: 'Ada Tester',
        signedAt: t.now().toISOString(),
        ip: '203.0.113.9',
        userAgent: 'WaiverTest/1.0',
      },
    ]);
    const audit = await admin.get(`/api/admin/audit/waiver-signatures/${customer.user.id}`);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain(`Ada Tester signed waiver version ${current}`);
  });

  it('books every way once the customer has signed', async () => {
    const booked = await attempts(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    for (const [path, res] of Object.entries(booked)) expect([path, res.status]).toEqual([path, 201]);
  });

  it('asks again when a new version is published', async () => {
    await admin.put('/api/admin/waiver', { isRequired: true, text: `${TEXT} Version three.` });
    expect((await customer.client.get('/api/waiver/status')).body.needsSignature).toBe(true);
    const res = await customer.client.post('/api/bookings', { ...slot('19:00'), creditsUsed: 1 });
    expect([res.status, res.body.code]).toEqual([409, 'WAIVER.REQUIRED']);
    await admin.put('/api/admin/waiver', { isRequired: false, text: `${TEXT} Version three.` });
    const free = await customer.client.post('/api/bookings', { ...slot('19:00'), creditsUsed: 1 });
    expect(free.status).toBe(201);
  });
});
