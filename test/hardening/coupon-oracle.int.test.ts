import type { BookingTestApp } from '../bookings/booking-fixtures';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { fromIp, newCoupon, startPaymentApp } from '../payments/payment-fixtures';

const TOO_MANY = 'Too many coupon codes tried. Please wait a few minutes and try again.';

/**
 * Issue 27 #2: every route that evaluates a coupon code shares /api/coupons/validate's guess limits
 * (10 wrong codes per account, 30 per address, in 15 minutes), so a quote is no coupon oracle.
 */
describe('coupon guesses on quotes', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let hidden: string;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(1, 1));
    hidden = (await newCoupon(t.app.ctx, { discountValue: 50, maxUsesPerUser: null })).code;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  const orderQuote = (client: HttpClient, couponCode: string, ip: Record<string, string>) =>
    client.post(
      '/api/orders/quote',
      { lines: [{ type: 'booking', bayId: bays[0], date, startTime: '12:00', duration: 1 }], couponCode },
      ip,
    );
  const checkoutQuote = (client: HttpClient, couponCode: string, ip: Record<string, string>) =>
    client.post('/api/checkout/quote', { bayId: bays[0], date, startTime: '12:00', duration: 1, couponCode }, ip);

  it.each([
    ['/api/orders/quote', orderQuote],
    ['/api/checkout/quote', checkoutQuote],
  ])('%s answers 429 after 10 wrong codes from an account, and then reveals no code', async (_path, quote) => {
    const { client } = await signUp(t.app);
    const ip = fromIp();
    expect((await quote(client, hidden, ip)).status).toBe(200); // a real code costs nothing
    for (let i = 0; i < 10; i++) {
      const res = await quote(client, `GUESS${i}`, fromIp());
      expect([res.status, res.body.code]).toEqual([400, 'COUPON.INVALID']);
    }
    const blocked = await quote(client, 'GUESS10', fromIp());
    expect([blocked.status, blocked.body.message, blocked.body.code]).toEqual([429, TOO_MANY, 'COUPON.RATE_LIMITED']);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await quote(client, hidden, fromIp())).status).toBe(429);
    // The same counters as /api/coupons/validate.
    const validate = await client.post('/api/coupons/validate', { code: hidden, orderAmount: '35.00' }, ip);
    expect(validate.status).toBe(429);
    // Quoting without a code is never limited.
    expect((await quote(client, '', ip)).status).toBe(200);
  });

  it('counts wrong codes tried on /api/coupons/validate against the quotes', async () => {
    const { client } = await signUp(t.app);
    for (let i = 0; i < 10; i++)
      await client.post('/api/coupons/validate', { code: `NOPE${i}`, orderAmount: '35.00' }, fromIp());
    expect((await orderQuote(client, hidden, fromIp())).status).toBe(429);
    expect((await checkoutQuote(client, hidden, fromIp())).status).toBe(429);
  });

  it('limits an address to 30 wrong codes on /api/orders/quote, whichever accounts send them', async () => {
    const ip = fromIp();
    for (let a = 0; a < 3; a++) {
      const { client } = await signUp(t.app);
      for (let i = 0; i < 10; i++) expect((await orderQuote(client, `ADDR${a}X${i}`, ip)).status).toBe(400);
    }
    const fresh = (await signUp(t.app)).client;
    const blocked = await orderQuote(fresh, hidden, ip);
    expect([blocked.status, blocked.body.message]).toEqual([429, TOO_MANY]);
    expect((await orderQuote(fresh, hidden, fromIp())).status).toBe(200);
  });
});
