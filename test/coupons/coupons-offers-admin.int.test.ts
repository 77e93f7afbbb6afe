import { randomUUID } from 'node:crypto';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { redeemCoupon } from '../../src/commands/coupons/coupon.commands';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';

let t: BookingTestApp;
let admin: HttpClient;

/** Coupon usage and the offers the admin pages edit. */
describe('coupons and offers admin', () => {
  beforeAll(async () => {
    t = await startBookingApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  it("lists a coupon's redemptions, paged: who, when, which booking, the discount", async () => {
    const [bayId] = await setUpVenue(t.app.ctx, 1);
    const { user } = await signUp(t.app, undefined, { firstName: 'Robin' });
    const created = await admin.post('/api/admin/coupons', {
      code: `SAVE${randomUUID().slice(0, 6)}`,
      name: 'Ten off',
      discountType: 'percentage',
      discountValue: 10,
    });
    expect(created.status).toBe(201);
    const couponId = created.body.id as string;
    const bookings: string[] = [];
    for (const hour of [9, 11]) {
      // The test clock stands still: move it so the second redemption is the newer one.
      t.setNow(new Date(t.now().getTime() + 60_000));
      const ref = { bayId, date: t.day(2), startTime: `${hour}:00`, duration: 1 };
      const bookingId = randomUUID();
      await placeBooking(t.app.ctx, {
        bookingId,
        userId: user.id,
        ...ref,
        quote: await quoteBooking(t.app.ctx, ref),
        status: 'confirmed',
        paymentStatus: 'paid',
      });
      const { position } = await redeemCoupon(t.app.ctx, {
        couponId,
        redemptionId: bookingId,
        userId: user.id,
        orderCents: 3500,
      });
      await t.app.ctx.projections.waitFor(position, ['coupons', 'bookings']);
      bookings.push(bookingId);
    }
    const first = await admin.get(`/api/admin/coupons/${couponId}/redemptions?limit=1`);
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(2);
    expect(first.body.items[0]).toMatchObject({
      bookingId: bookings[1],
      bookingStartTime: '11:00',
      userId: user.id,
      customerName: expect.stringContaining('Robin'),
      orderAmount: '35.00',
      discountAmount: '3.50',
      reversed: false,
    });
    const second = await admin.get(
      `/api/admin/coupons/${couponId}/redemptions?limit=1&cursor=${first.body.nextCursor}`,
    );
    expect(second.body.items[0].bookingId).toBe(bookings[0]);
    expect((await admin.get('/api/admin/coupons?limit=5')).body.items[0]).toMatchObject({ id: couponId, timesUsed: 2 });
  });

  it('answers 404 for an unknown coupon, 400 for a bad page size, 401 and 403 to others', async () => {
    const missing = await admin.get(`/api/admin/coupons/${randomUUID()}/redemptions`);
    expect([missing.status, missing.body.message]).toEqual([404, 'Coupon not found']);
    const created = await admin.post('/api/admin/coupons', {
      code: `X${randomUUID().slice(0, 6)}`,
      name: 'X',
      discountType: 'fixed',
      discountValue: 5,
    });
    const bad = await admin.get(`/api/admin/coupons/${created.body.id}/redemptions?limit=0`);
    expect([bad.status, bad.body.message]).toEqual([400, 'Limit must be at least 1']);
    expect((await t.app.client().get(`/api/admin/coupons/${created.body.id}/redemptions`)).status).toBe(401);
    const customer = (await signUp(t.app)).client;
    expect((await customer.get(`/api/admin/coupons/${created.body.id}/redemptions`)).status).toBe(403);
  });

  it('lists promotional offers with their purchase counts and credit offers with their sort order', async () => {
    const promo = await admin.post('/api/admin/promotional-offers', {
      name: 'Spring pack',
      creditsGranted: 5,
      offerPrice: '100.00',
      regularPrice: '150.00',
    });
    expect(promo.status).toBe(201);
    expect(promo.body).toMatchObject({ name: 'Spring pack', purchaseCount: 0, discountPercentage: 33 });
    const credit = await admin.post('/api/admin/credit-offers', {
      name: '10 hours',
      credits: 10,
      price: '300.00',
      regularPrice: '350.00',
      sortOrder: 3,
    });
    expect(credit.body).toMatchObject({ name: '10 hours', sortOrder: 3, isActive: true });
  });
});
