import { randomUUID } from 'node:crypto';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { readLog } from '../harness/event-log';

let t: BookingTestApp;
let admin: HttpClient;
let customer: HttpClient;
let employee: HttpClient;
let bays: string[];

/** The venue's settings as admins edit them: system, door access, bays with their upcoming bookings. */
describe('venue settings admin', () => {
  beforeAll(async () => {
    t = await startBookingApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    bays = await setUpVenue(t.app.ctx, 2);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    customer = (await signUp(t.app)).client;
    employee = (await signUp(t.app, undefined, { role: 'employee' })).client;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  it.each([
    ['get', '/api/admin/system-settings'],
    ['put', '/api/admin/system-settings'],
    ['get', '/api/admin/door-access'],
    ['put', '/api/admin/door-access'],
    ['get', '/api/admin/bays'],
    ['get', '/api/admin/payment-config'],
  ] as const)('%s %s answers 401 to visitors and 403 to customers and employees', async (method, path) => {
    expect((await t.app.client()[method](path, {})).status).toBe(401);
    expect((await customer[method](path, {})).status).toBe(403);
    expect((await employee[method](path, {})).status).toBe(403);
  });

  it('saves the system settings, shows the time zone from the deployment and drives the non-member window', async () => {
    const before = await admin.get('/api/admin/system-settings');
    expect(before.body).toMatchObject({
      venueName: t.app.config.VENUE_NAME,
      supportPhone: null,
      defaultAdvanceBookingDays: 7,
      timeZone: 'America/New_York',
      timeZoneSource: 'VENUE_TIMEZONE',
    });
    expect((await customer.get('/api/booking-window')).body.advanceBookingDays).toBe(7);
    // Nothing saved yet: customers see the deployment's default support phone.
    expect((await t.app.client().get('/api/venue')).body.supportPhone).toBe(t.app.config.SUPPORT_PHONE);

    const saved = await admin.put('/api/admin/system-settings', {
      venueName: 'Back Nine Golf',
      supportPhone: '(212) 555-0123',
      defaultAdvanceBookingDays: 21,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      venueName: 'Back Nine Golf',
      supportPhone: '+12125550123',
      defaultAdvanceBookingDays: 21,
    });
    expect((await customer.get('/api/booking-window')).body.advanceBookingDays).toBe(21);
    expect((await t.app.client().get('/api/venue')).body).toEqual({
      name: 'Back Nine Golf',
      supportPhone: '+12125550123',
      timeZone: 'America/New_York',
      currency: 'USD',
      locale: 'en-US',
    });
    const events = await readLog(t.app.ctx.store, { eventTypes: ['SystemSettingsSet'] });
    expect(events.at(-1)!.metadata.actor).toMatchObject({ role: 'admin' });
  });

  it('refuses a bad phone or window and keeps the saved settings', async () => {
    const phone = await admin.put('/api/admin/system-settings', {
      venueName: 'X',
      supportPhone: '12',
      defaultAdvanceBookingDays: 7,
    });
    expect([phone.status, phone.body.message]).toEqual([
      400,
      'Support phone must be a valid phone number, like +12125550123',
    ]);
    const days = await admin.put('/api/admin/system-settings', { venueName: 'X', defaultAdvanceBookingDays: 0 });
    expect([days.status, days.body.message]).toEqual([
      400,
      'Default advance booking days must be a whole number from 1 to 365',
    ]);
    expect((await admin.get('/api/admin/system-settings')).body.venueName).toBe('Back Nine Golf');
  });

  it('saves door access settings; the webhook provider needs a URL, and codes 4 to 8 digits', async () => {
    expect((await admin.get('/api/admin/door-access')).body).toMatchObject({
      enabled: false,
      provider: 'none',
      codeLength: 6,
    });
    const noUrl = await admin.put('/api/admin/door-access', {
      enabled: true,
      provider: 'generic_webhook',
      webhookUrl: null,
      minutesBefore: 10,
      codeLength: 6,
    });
    expect([noUrl.status, noUrl.body.message]).toEqual([400, 'The generic webhook needs a URL']);
    const short = await admin.put('/api/admin/door-access', {
      enabled: false,
      provider: 'none',
      webhookUrl: null,
      minutesBefore: 0,
      codeLength: 3,
    });
    expect([short.status, short.body.message]).toEqual([400, 'Code length must be 4 to 8 digits']);
    const ok = await admin.put('/api/admin/door-access', {
      enabled: true,
      provider: 'generic_webhook',
      webhookUrl: 'https://doors.example.com/hook',
      minutesBefore: 10,
      codeLength: 8,
    });
    expect(ok.status).toBe(200);
    expect((await admin.get('/api/admin/door-access')).body).toEqual({
      enabled: true,
      provider: 'generic_webhook',
      webhookUrl: 'https://doors.example.com/hook',
      hasSecret: false,
      minutesBefore: 10,
      codeLength: 8,
      updatedAt: expect.any(String),
    });
  });

  it('lists every bay, inactive too, with its upcoming confirmed bookings', async () => {
    const ref = { bayId: bays[0], date: t.day(2), startTime: '10:00', duration: 1 };
    const placed = await placeBooking(t.app.ctx, {
      bookingId: randomUUID(),
      userId: null,
      ...ref,
      quote: await quoteBooking(t.app.ctx, ref),
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    expect((await admin.patch(`/api/admin/bays/${bays[1]}`, { isActive: false })).status).toBe(200);
    const list = (await admin.get('/api/admin/bays')).body as Array<{
      id: string;
      isActive: boolean;
      upcomingBookings: number;
    }>;
    expect(list.find((b) => b.id === bays[0])).toMatchObject({ isActive: true, upcomingBookings: 1 });
    expect(list.find((b) => b.id === bays[1])).toMatchObject({ isActive: false, upcomingBookings: 0 });
  });

  it('refuses business hours whose peak falls outside the opening hours, and keeps the day as it was', async () => {
    const day = {
      openTime: '09:00',
      closeTime: '20:00',
      bookingIntervalMinutes: 30,
      peakStartTime: '18:00',
      peakEndTime: '21:00',
    };
    const outside = await admin.put('/api/admin/global-business-hours/3', day);
    expect([outside.status, outside.body.message]).toEqual([400, 'The peak window must fall within the opening hours']);
    const same = await admin.put('/api/admin/global-business-hours/3', {
      ...day,
      closeTime: '09:00',
      peakStartTime: null,
      peakEndTime: null,
    });
    expect([same.status, same.body.message]).toEqual([400, 'Close time must differ from open time']);
    const wednesday = (await admin.get('/api/global-business-hours')).body.find(
      (d: { dayOfWeek: number }) => d.dayOfWeek === 3,
    );
    expect(wednesday).toMatchObject({ openTime: '06:00:00', closeTime: '23:00:00' });
    const overnight = await admin.put('/api/admin/global-business-hours/3', {
      ...day,
      closeTime: '02:00',
      peakStartTime: '22:00',
      peakEndTime: '01:00',
    });
    expect(overnight.status).toBe(200);
  });
});
