import { signUp } from '../harness/auth';
import { eventsAfter, logMark } from '../harness/event-log';
import { startTestApp, type TestApp } from '../harness/test-app';

/**
 * Every number a route accepts fits what the read models store: the largest accepted values go
 * through every projection and the read models keep up; one past them is refused and writes nothing.
 */
describe('numbers at and past their limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  /** The events written since a mark, but texts (a worker sends them later). */
  const writtenSince = async (mark: string) =>
    (await eventsAfter(app.ctx.store, mark, { exceptStreamPrefixes: ['sms-'] })).map((e) => `${e.streamId} ${e.type}`);
  const caughtUp = async () => {
    await app.ctx.projections.waitFor(await app.ctx.store.head(), app.ctx.projections.names(), 10_000);
    const stuck = (await app.ctx.projections.lag()).filter((p) => p.lastError || !p.caughtUp);
    expect(stuck).toEqual([]);
  };

  it('projects the largest accepted values, and refuses one past each with a 400 and nothing written', async () => {
    const admin = (await signUp(app, app.client(), { role: 'admin' })).client;
    const { user } = await signUp(app);
    // The largest values a venue uses (offers and coupons: issue 27's bounds; bays and plans: their own).
    const accepted = [
      admin.post(`/api/admin/users/${user.id}/credits`, { amount: 1000, reason: 'max grant' }),
      admin.post('/api/admin/coupons', {
        name: 'Max',
        code: 'MAXFIXED',
        discountType: 'fixed_amount',
        discountValue: 1000,
        creditsGranted: 100,
        maxUses: 1_000_000,
        maxUsesPerUser: 1_000,
        minimumOrderAmount: '10000.00',
      }),
      admin.post('/api/admin/credit-offers', {
        name: 'Max',
        credits: 100,
        price: '10000.00',
        regularPrice: '10000.00',
        sortOrder: 1_000_000,
      }),
      admin.post('/api/admin/promotional-offers', {
        name: 'Max',
        creditsGranted: 100,
        offerPrice: '10000.00',
        regularPrice: '10000.00',
        maxPurchasesPerUser: 1_000,
      }),
      admin.post('/api/admin/bays', { name: 'Max bay', hourlyRate: '1000.00', peakHourlyRate: '1000.00' }),
      admin.post('/api/admin/membership-plans', {
        name: 'Max plan',
        monthlyFee: '1000.00',
        discountAmount: '100.00',
        freeCreditsPerMonth: 100,
        advanceBookingDays: 365,
        sortOrder: 1_000,
      }),
    ];
    for (const res of await Promise.all(accepted)) expect([res.status, res.body?.message]).toEqual([201, undefined]);
    await caughtUp();

    const before = await logMark(app.ctx.store);
    const refused = [
      admin.post(`/api/admin/users/${user.id}/credits`, { amount: 100_000_000, reason: 'typo' }),
      admin.post(`/api/admin/users/${user.id}/credits`, { amount: 2 ** 53, reason: 'typo' }),
      admin.post('/api/admin/coupons', {
        name: 'Huge',
        code: 'HUGE',
        discountType: 'fixed_amount',
        discountValue: 9e17,
      }),
      admin.post('/api/admin/coupons', {
        name: 'Many',
        code: 'MANY',
        discountType: 'percentage',
        discountValue: 10,
        maxUses: 2 ** 40,
      }),
      admin.post('/api/admin/credit-offers', { name: 'Huge', credits: 2 ** 53, price: '18.00', regularPrice: '30.00' }),
      admin.post('/api/admin/credit-offers', {
        name: 'Far',
        credits: 1,
        price: '18.00',
        regularPrice: '30.00',
        sortOrder: 2 ** 40,
      }),
      admin.post('/api/admin/promotional-offers', {
        name: 'Huge',
        creditsGranted: 1e9,
        offerPrice: '1.00',
        regularPrice: '2.00',
      }),
      admin.post(`/api/admin/users/${user.id}/credits`, { amount: 1000.5, reason: 'typo' }),
      admin.post('/api/admin/bays', { name: 'Pricey', hourlyRate: '1000.01' }),
      admin.post('/api/admin/membership-plans', { name: 'Pricey', monthlyFee: '1000.01' }),
      admin.post('/api/admin/membership-plans', { name: 'Off', monthlyFee: '1.00', discountAmount: '100.01' }),
      admin.post('/api/admin/membership-plans', { name: 'Generous', monthlyFee: '1.00', freeCreditsPerMonth: 100.5 }),
      admin.post('/api/admin/membership-plans', { name: 'Far', monthlyFee: '1.00', advanceBookingDays: 366 }),
      admin.post('/api/admin/membership-plans', { name: 'Last', monthlyFee: '1.00', sortOrder: 1_001 }),
    ];
    for (const res of await Promise.all(refused)) {
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect(await writtenSince(before)).toEqual([]);
    await caughtUp();
  });
});
