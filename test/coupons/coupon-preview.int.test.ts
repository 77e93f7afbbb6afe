import { randomUUID } from 'node:crypto';
import { runMembership, termsOf } from '../../src/commands/memberships/membership.commands';
import { loadPlan, seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, newCoupon, twinCharges } from '../payments/payment-fixtures';

/**
 * The coupon box's "Save $X" is the server's quote of the same order with the coupon on it: for a
 * Premium member (35.00 less 20.00 an hour) a 10% coupon saves 1.50, the same as the charge applies.
 */
describe('the coupon preview is the quote of the order', () => {
  let t: BookingTestApp;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 1);
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  });

  async function premiumMember() {
    const customer = await signUp(t.app);
    const plan = (await loadPlan(t.app.ctx, 'premium'))!;
    const { position } = await runMembership(t.app.ctx, customer.user.id, {
      type: 'StartMembership',
      userId: customer.user.id,
      plan: termsOf(plan),
      orderId: `order-${customer.user.id}`,
      paymentId: null,
      zone: t.app.config.VENUE_TIMEZONE,
      now: t.now(),
    });
    await t.app.ctx.projections.waitFor(position, ['memberships']);
    return customer;
  }

  it("previews a member's coupon saving as the quote and the charge apply it", async () => {
    const { client } = await premiumMember();
    const { code, couponId } = await newCoupon(t.app.ctx);
    const date = t.day(2);
    const booking = { type: 'booking', bayId: bays[0], date, startTime: '10:00', duration: 1 };
    const applied = { id: couponId, code, name: '10% off', discountType: 'percentage', creditsGranted: 0 };

    // The booking modal's quote and the payment dialog's quote, each with the coupon on the order.
    const modal = await client.post('/api/checkout/quote', {
      bayId: bays[0],
      date,
      time: '10:00',
      duration: 1,
      couponCode: code.toLowerCase(),
    });
    expect(modal.status).toBe(200);
    expect(modal.body).toMatchObject({ couponDiscount: '1.50', amountDue: '13.50' });
    expect(modal.body.coupon).toEqual({ ...applied, discountAmount: '1.50' });
    const dialog = await client.post('/api/orders/quote', { lines: [booking], couponCode: code });
    expect(dialog.status).toBe(200);
    expect(dialog.body.coupon).toEqual({ ...applied, discountAmount: '1.50' });
    expect(dialog.body.total).toBe('13.50');

    const before = (await twinCharges(t.app)).length;
    const paid = await client.post('/api/orders', {
      lines: [booking],
      couponCode: code,
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
      expectedAmount: '13.50',
    });
    expect(paid.status).toBe(201);
    expect((await twinCharges(t.app)).slice(before).map((c) => c.amount_cents)).toEqual([1350]);
    const details = await client.get(`/api/bookings/details/${paid.body.fulfilled[0].reference}`);
    expect(details.body.appliedCoupon).toMatchObject({ code, discountAmount: '1.50' });
  });

  it("answers an invalid coupon with the coupon's reason, as the box shows it", async () => {
    const { client } = await premiumMember();
    const res = await client.post('/api/orders/quote', {
      lines: [{ type: 'booking', bayId: bays[0], date: t.day(2), startTime: '12:00', duration: 1 }],
      couponCode: 'NO-SUCH-CODE',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'COUPON.INVALID', message: 'Invalid coupon code' });
  });
});
