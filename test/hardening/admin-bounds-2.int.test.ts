import { startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { signUp } from '../harness/auth';
import { eventsAfter, logMark } from '../harness/event-log';
import type { HttpClient } from '../harness/http-client';

type Answer = { status: number; body: { message: string; errors?: Array<{ path: string }> } };
const refused = (res: Answer) => [res.status, res.body.message, res.body.errors?.[0]?.path];

/**
 * Issue 27 (continued): plans, tournaments, the catalog, venue settings, credits, fees and gift cards.
 * Outside a venue's range, or not a number at all (null, [], true), the answer is 400 naming the field
 * and nothing is saved.
 */
describe('admin inputs have bounds (plans, tournaments, catalog, settings)', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    t.setNow('2026-11-21T15:00:00Z');
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await t.app.close();
  });
  /** The events written since a mark, but texts (a worker sends them later). */
  const writtenSince = async (mark: string) =>
    (await eventsAfter(t.app.ctx.store, mark, { exceptStreamPrefixes: ['sms-'] })).map(
      (e) => `${e.streamId} ${e.type}`,
    );

  it('refuses membership plan prices, credits, days and order outside a venue range or not numbers', async () => {
    const plan = { name: 'Bounds plan', monthlyFee: '49.00' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ monthlyFee: '1000.01' }, 'Monthly fee is at most $1,000.00', 'monthlyFee'],
      [{ discountAmount: '150.00' }, 'Discount per hour is at most $100.00', 'discountAmount'],
      [{ freeCreditsPerMonth: 500 }, 'Free credits per month are 0 to 100, in half steps', 'freeCreditsPerMonth'],
      [{ freeCreditsPerMonth: null }, 'Free credits per month must be a number', 'freeCreditsPerMonth'],
      [{ advanceBookingDays: true }, 'Advance booking days must be a number', 'advanceBookingDays'],
      [{ advanceBookingDays: 366 }, 'Advance booking days are 1 to 365', 'advanceBookingDays'],
      [{ sortOrder: [] }, 'Sort order must be a number', 'sortOrder'],
    ];
    for (const [extra, message, path] of cases)
      expect(refused(await admin.post('/api/admin/membership-plans', { ...plan, ...extra }))).toEqual([
        400,
        message,
        path,
      ]);
    expect((await admin.get('/api/admin/membership-plans')).body).toEqual([]);
  });

  it('refuses tournament sizes, pars, fees and dates no venue uses', async () => {
    const terms = {
      name: 'Bounds Scramble',
      date: '2026-11-28',
      startTime: '18:00',
      endTime: '22:00',
      teamSize: 2,
      maxParticipants: 12,
      numberOfHoles: 9,
      holePars: [3, 4, 3, 5, 3, 4, 3, 4, 3],
      entryFee: '25.00',
    };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ maxParticipants: true }, 'Max participants must be a number', 'maxParticipants'],
      [{ maxParticipants: 5000 }, 'Max participants is 1 to 500', 'maxParticipants'],
      [{ teamSize: null }, 'Team size must be a number', 'teamSize'],
      [{ numberOfHoles: [] }, 'Number of holes must be a number', 'numberOfHoles'],
      [{ holePars: [3, null, 3] }, 'Hole par must be a number', 'holePars.1'],
      [{ holePars: [3, 40, 3] }, 'Hole pars are 2 to 7', 'holePars.1'],
      [{ entryFee: '5000' }, 'Entry fee is at most $1,000.00', 'entryFee'],
      [{ skinsPot: '100000' }, 'Skins pot is at most $5,000.00', 'skinsPot'],
      [{ reservationLength: true }, 'Reservation length must be a number', 'reservationLength'],
      [{ date: '2030-01-01' }, 'A tournament date is at most 2 years ahead', 'date'],
      [{ date: '2020-01-01' }, 'A tournament date is at most a year ago', 'date'],
      [{ date: '2026-02-31' }, 'Date looks like 2026-11-27', 'date'],
    ];
    for (const [extra, message, path] of cases)
      expect(refused(await admin.post('/api/admin/tournaments', { ...terms, ...extra }))).toEqual([400, message, path]);
    const league = { name: 'Bounds League', season: '2026', pointsByFinish: [10, null] };
    expect(refused(await admin.post('/api/admin/leagues', league))).toEqual([
      400,
      'Points must be a number',
      'pointsByFinish.1',
    ]);
    expect((await admin.get('/api/admin/tournaments')).body.total).toBe(0);
    expect((await admin.post('/api/admin/tournaments', terms)).status).toBe(201);
  });

  it('refuses bay and opening-hours rates above $1,000 an hour and refund tiers beyond 30 days', async () => {
    expect(refused(await admin.post('/api/admin/bays', { name: 'Gold bay', hourlyRate: '5000' }))).toEqual([
      400,
      'Hourly rate is at most $1,000.00',
      'hourlyRate',
    ]);
    const hours = { openTime: '09:00', closeTime: '22:00', bookingIntervalMinutes: 30, baseHourlyRate: '1500' };
    expect(refused(await admin.put('/api/admin/global-business-hours/1', hours))).toEqual([
      400,
      'Base hourly rate is at most $1,000.00',
      'baseHourlyRate',
    ]);
    const tiers = [{ minHoursBefore: 10_000, refundPercentage: 100 }];
    expect(refused(await admin.put('/api/admin/cancellation-policy', { tiers }))).toEqual([
      400,
      'minHoursBefore is at most 720 hours (30 days)',
      'tiers.0.minHoursBefore',
    ]);
    expect((await admin.get('/api/admin/bays')).body).toEqual([]);
    expect((await admin.get('/api/global-business-hours')).body).toEqual([]);
    expect((await admin.get('/api/cancellation-policy')).body.tiers).not.toContainEqual(tiers[0]);
  });

  it('refuses venue settings, credit adjustments, fees, gift card adjustments and desk durations out of range', async () => {
    const settings = (await admin.get('/api/admin/system-settings')).body;
    expect(
      refused(await admin.put('/api/admin/system-settings', { ...settings, defaultAdvanceBookingDays: true })),
    ).toEqual([400, 'Default advance booking days must be a number', 'defaultAdvanceBookingDays']);
    expect((await admin.get('/api/admin/system-settings')).body).toEqual(settings);

    const { user } = await signUp(t.app);
    const grant = (amount: unknown) => admin.post(`/api/admin/users/${user.id}/credits`, { amount, reason: 'bounds' });
    expect(refused(await grant(true))).toEqual([400, 'Amount must be a number of credits', 'amount']);
    expect(refused(await grant(5000))).toEqual([400, 'Amount is -1,000 to 1,000 credits', 'amount']);
    const grants = (amount: unknown) =>
      admin.post('/api/admin/credits/grants', { userId: user.id, amount, reason: 'bounds' });
    expect(refused(await grants([]))).toEqual([400, 'Amount must be a number of credits', 'amount']);
    expect((await admin.get(`/api/user-credits/${user.id}`)).body).toMatchObject({ total: 0 });

    const policy = (await admin.get('/api/admin/no-show-policy')).body;
    const { lateWindowHours: _late, ...editable } = policy;
    const fee = { ...editable, noShowFee: { kind: 'fixed', amount: '2000.00' } };
    expect(refused(await admin.put('/api/admin/no-show-policy', fee))).toEqual([
      400,
      'A fee is at most $500.00',
      'noShowFee.amount',
    ]);
    expect((await admin.get('/api/admin/no-show-policy')).body).toEqual(policy);

    const card = await admin.post('/api/admin/gift-cards', {
      amount: 40,
      recipientName: 'Winner',
      deliveryMethod: 'pickup',
      reason: 'prize',
    });
    const adjust = await admin.post(`/api/admin/gift-cards/${card.body.code}/adjust`, { amount: 5000, reason: 'typo' });
    expect(refused(adjust)).toEqual([400, 'An adjustment is at most $1,000.00 either way', 'amount']);
    expect((await admin.get(`/api/admin/gift-cards/${card.body.code}`)).body.currentBalance).toBe('40.00');

    const before = await logMark(t.app.ctx.store);
    const desk = await admin.post('/api/admin/bookings', {
      guest: { firstName: 'Walk', lastName: 'In', phoneNumber: '2125550123' },
      bayId: 'bay-1',
      date: t.day(1),
      startTime: '10:00',
      duration: true,
      payment: 'venue',
    });
    expect(refused(desk)).toEqual([400, 'Duration must be between 1 and 6 hours, in half-hour steps.', 'duration']);
    expect(await writtenSince(before)).toEqual([]);
  });

  it('refuses shift days and coupon expiries years away', async () => {
    const { user } = await signUp(t.app, undefined, { role: 'employee' });
    const shift = { userId: user.id, title: 'Opening', date: '2026-11-30', startTime: '09:00', endTime: '15:00' };
    const before = await logMark(t.app.ctx.store);
    expect(refused(await admin.post('/api/admin/shifts', { ...shift, date: '2099-11-30' }))).toEqual([
      400,
      'A shift date is at most a year ahead',
      'date',
    ]);
    expect(refused(await admin.post('/api/admin/shifts', { ...shift, date: '2020-11-30' }))).toEqual([
      400,
      'A shift date is at most a year ago',
      'date',
    ]);
    expect(await writtenSince(before)).toEqual([]);
    expect((await admin.post('/api/admin/shifts', shift)).status).toBe(201);

    const coupon = { code: 'FOREVER', name: 'Forever', discountType: 'percentage', discountValue: 10 };
    expect(refused(await admin.post('/api/admin/coupons', { ...coupon, expiresAt: '2999-01-01' }))).toEqual([
      400,
      'A coupon expiry is at most 5 years ahead',
      'expiresAt',
    ]);
    expect((await admin.get('/api/admin/coupons')).body.total).toBe(0);
    expect((await admin.post('/api/admin/coupons', { ...coupon, expiresAt: '2027-06-30' })).status).toBe(201);
  });
});
