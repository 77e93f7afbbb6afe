import { startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';

/**
 * Every number and date an admin types has a range a real venue would use: outside it the answer is
 * 400 with the field named and nothing is saved; values that are not numbers (null, [], true) are not
 * read as 0 or 1.
 */
describe('admin inputs have bounds', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await t.app.close();
  });

  const refused = (res: { status: number; body: { message: string; errors?: Array<{ path: string }> } }) => [
    res.status,
    res.body.message,
    res.body.errors?.[0]?.path,
  ];

  it('refuses a credit offer priced above its regular price, or beyond a real price', async () => {
    const offer = { name: 'Ten pack', credits: 10, price: '100.00', regularPrice: '0.01' };
    expect(refused(await admin.post('/api/admin/credit-offers', offer))).toEqual([
      400,
      'The offer price cannot be above the regular price',
      'price',
    ]);
    const huge = await admin.post('/api/admin/credit-offers', { ...offer, price: '50000', regularPrice: '60000' });
    expect(refused(huge)).toEqual([400, 'Prices are at most $10,000.00', 'price']);
    const credits = await admin.post('/api/admin/credit-offers', {
      ...offer,
      credits: 5000,
      price: 10,
      regularPrice: 20,
    });
    expect(refused(credits)).toEqual([400, 'Credits are 0.5 to 100, in half steps', 'credits']);
    const promo = {
      name: 'Promo',
      creditsGranted: 2,
      offerPrice: '10',
      regularPrice: '20',
      maxPurchasesPerUser: 10 ** 9,
    };
    expect(refused(await admin.post('/api/admin/promotional-offers', promo))).toEqual([
      400,
      'Purchases per customer are 1 to 1,000',
      'maxPurchasesPerUser',
    ]);
    expect((await admin.get('/api/admin/credit-offers')).body).toEqual([]);
  });

  it.each([
    ['null', null],
    ['an empty list', []],
    ['true', true],
    ['an empty string', ''],
  ])('refuses a coupon whose discount value is %s (no longer read as 0 or 1)', async (_label, value) => {
    const res = await admin.post('/api/admin/coupons', {
      code: 'BOUNDS1',
      name: 'Bounds',
      discountType: 'fixed_amount',
      discountValue: value,
    });
    expect(refused(res)).toEqual([400, 'Discount value must be a number', 'discountValue']);
  });

  it('refuses coupon counts and amounts no venue uses', async () => {
    const base = { code: 'BOUNDS2', name: 'Bounds', discountType: 'fixed_amount', discountValue: 5 };
    expect(refused(await admin.post('/api/admin/coupons', { ...base, discountValue: 5000 }))).toEqual([
      400,
      'A fixed discount is at most $1,000.00',
      'discountValue',
    ]);
    expect(refused(await admin.post('/api/admin/coupons', { ...base, maxUses: 10 ** 12 }))).toEqual([
      400,
      'Total uses are 1 to 1,000,000',
      'maxUses',
    ]);
    expect(refused(await admin.post('/api/admin/coupons', { ...base, maxUsesPerUser: true }))).toEqual([
      400,
      'Uses per customer must be a number',
      'maxUsesPerUser',
    ]);
    expect((await admin.get('/api/admin/coupons')).body.total).toBe(0);
  });

  it('refuses a timeclock correction that spans years or lies in the future', async () => {
    const { client } = await signUp(t.app, undefined, { role: 'employee' });
    t.setNow('2026-11-21T13:00:00Z');
    const entryId = (await client.post('/api/timeclock/clock-in', {})).body.entry.id;
    t.setNow('2026-11-21T19:00:00Z');
    await client.post('/api/timeclock/clock-out', {});
    const correct = (clockInTime: string, clockOutTime: string | null) =>
      admin.post(`/api/admin/timeclock-entries/${entryId}/correct`, { clockInTime, clockOutTime, reason: 'fix' });

    expect(refused(await correct('2020-01-01T13:00:00Z', '2026-11-21T19:00:00Z'))).toEqual([
      400,
      'A timeclock entry is at most 24 hours long',
      'clockOutTime',
    ]);
    expect(refused(await correct('2030-01-01T13:00:00Z', '2030-01-01T19:00:00Z'))).toEqual([
      400,
      'Clock-in time cannot be in the future',
      'clockInTime',
    ]);
    expect(refused(await correct('2024-01-01T13:00:00Z', '2024-01-01T19:00:00Z'))).toEqual([
      400,
      'Clock-in time is at most a year ago',
      'clockInTime',
    ]);
    const history = (await admin.get(`/api/admin/timeclock-entries/${entryId}/history`)).body.history;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(['clock-in', 'clock-out']);
    const fine = await correct('2026-11-21T12:30:00Z', '2026-11-21T19:00:00Z');
    expect(fine.status).toBe(200);
  });
});
