import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { cardToken, DECLINED_CARD, fromIp, twinCharges } from './payment-fixtures';

describe('coupons', () => {
  let app: TestApp;
  let admin: HttpClient;
  let customer: HttpClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await signUp(app, undefined, { role: 'admin' })).client;
    customer = (await signUp(app)).client;
  });
  afterAll(async () => {
    await app.close();
  });

  let n = 0;
  async function create(body: Record<string, unknown>) {
    const res = await admin.post('/api/admin/coupons', {
      code: `c${Date.now()}${n++}`,
      name: 'Spring',
      discountType: 'percentage',
      discountValue: 20,
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body;
  }
  const validate = (code: string, orderAmount: number | string, client = customer) =>
    client.post('/api/coupons/validate', { code, userId: 'someone-else', orderAmount, context: 'booking' });

  it('validates a percentage coupon: code trimmed and uppercased, discount and credits as the spec shows', async () => {
    const coupon = await create({ creditsGranted: 1 });
    const res = await validate(`  ${coupon.code.toLowerCase()} `, 70);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      valid: true,
      coupon: { id: coupon.id, code: coupon.code.toUpperCase(), name: 'Spring', discountType: 'percentage' },
      discountAmount: 14,
      creditsGranted: 1,
      error: null,
    });
  });

  it('never discounts below zero with a fixed amount', async () => {
    const coupon = await create({ discountType: 'fixed_amount', discountValue: 50 });
    expect((await validate(coupon.code, '35.00')).body).toMatchObject({ valid: true, discountAmount: 35 });
  });

  it('explains why a coupon cannot be used', async () => {
    expect((await validate('NO-SUCH-CODE', 50)).body).toEqual({
      valid: false,
      coupon: null,
      discountAmount: 0,
      creditsGranted: 0,
      error: 'Invalid coupon code',
    });
    const expired = await create({ expiresAt: '2020-01-01T00:00:00Z' });
    expect((await validate(expired.code, 50)).body.error).toBe('This coupon has expired');
    const minimum = await create({ minimumOrderAmount: '60.00' });
    expect((await validate(minimum.code, 50)).body.error).toBe('This coupon requires a minimum order of $60.00');
    const giftOnly = await create({ context: 'gift_card' });
    expect((await validate(giftOnly.code, 50)).body.error).toBe('This coupon cannot be applied to your order.');
    const off = await create({});
    expect((await admin.post(`/api/admin/coupons/${off.id}/deactivate`)).body.isActive).toBe(false);
    expect((await validate(off.code, 50)).body.error).toBe('This coupon is no longer active');
  });

  it('asks for a code, and for a signed-in user', async () => {
    const blank = await validate('   ', 50);
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Please enter a valid coupon code.');
    expect((await app.client().post('/api/coupons/validate', { code: 'X', orderAmount: 5 })).status).toBe(401);
  });

  it('lets only admins create, edit and list coupons; codes are unique', async () => {
    const coupon = await create({});
    const dup = await admin.post('/api/admin/coupons', {
      code: coupon.code.toLowerCase(),
      name: 'Copy',
      discountType: 'percentage',
      discountValue: 5,
    });
    expect(dup.status).toBe(409);
    const edited = await admin.put(`/api/admin/coupons/${coupon.id}`, {
      name: 'Summer',
      discountType: 'fixed_amount',
      discountValue: 5,
      maxUses: 10,
    });
    expect(edited.body).toMatchObject({ name: 'Summer', discountType: 'fixed_amount', discountValue: 5, maxUses: 10 });
    expect(
      (await admin.get('/api/admin/coupons?limit=200')).body.items.some((c: { id: string }) => c.id === coupon.id),
    ).toBe(true);
    expect(
      (
        await customer.post('/api/admin/coupons', {
          code: 'MINE',
          name: 'x',
          discountType: 'percentage',
          discountValue: 100,
        })
      ).status,
    ).toBe(403);
    const tooMuch = await admin.post('/api/admin/coupons', {
      code: 'BIGPCT',
      name: 'x',
      discountType: 'percentage',
      discountValue: 150,
    });
    expect(tooMuch.body.message).toBe('A percentage discount cannot exceed 100');
  });
});

describe('gift cards', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const purchase = async (client: HttpClient, body: Record<string, unknown>, card?: string) =>
    client.post('/api/gift-cards/purchase', {
      amount: 50,
      recipientName: 'Sam Recipient',
      recipientEmail: 'sam@example.com',
      senderName: 'Pat Sender',
      senderEmail: 'pat@example.com',
      personalMessage: 'Enjoy!',
      deliveryMethod: 'email',
      deliveryDate: null,
      sourceId: await cardToken(client, card),
      ...body,
    });

  it('sells a gift card by card with a 16-character unambiguous code and emails it', async () => {
    const client = app.client();
    const res = await purchase(client, {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, amount: '50.00', message: 'Email sent to recipient.' });
    expect(res.body.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{16}$/);
    const check = await app.client().get(`/api/gift-cards/check/${res.body.code.toLowerCase()}`, fromIp());
    expect(check.body).toEqual({
      code: res.body.code,
      currentBalance: '50.00',
      originalAmount: '50.00',
      issuedTo: 'Sam Recipient',
      expiresAt: null,
      message: 'Gift card is valid',
    });
    const charge = (await twinCharges(app)).find((c) => c.metadata.kind === 'gift_card' && c.amount_cents === 5000);
    expect(charge).toMatchObject({ status: 'approved' });
    const delivered = await waitFor(
      () => app.ctx.knex('gift_card_deliveries').where({ code: res.body.code, status: 'sent' }).first(),
      { what: 'the gift card delivery sent' },
    );
    expect(delivered).toMatchObject({ channel: 'email', recipient: 'sam@example.com', status: 'sent' });
  });

  it('applies the purchase rules with the spec messages', async () => {
    const client = app.client();
    const low = await purchase(client, { amount: '9.99' });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('Gift card amount must be at least $10.00');
    expect((await purchase(client, { recipientName: ' ' })).body.message).toBe("Please enter the recipient's name");
    expect((await purchase(client, { recipientEmail: '' })).body.message).toBe(
      "Please enter the recipient's email address for email delivery",
    );
    const pickup = await purchase(client, { recipientEmail: '', deliveryMethod: 'pickup' });
    expect(pickup.status).toBe(201);
    expect(pickup.body.message).toBe('Available for pickup.');
    expect(
      (
        await client.post('/api/gift-cards/purchase', {
          amount: 20,
          recipientName: 'A',
          senderName: 'B',
          deliveryMethod: 'pickup',
        })
      ).body.message,
    ).toBe('Payment information is required');
  });

  it('issues nothing when the card is declined, and charges once for a repeated purchase', async () => {
    const client = app.client();
    const declined = await purchase(client, { deliveryMethod: 'pickup' }, DECLINED_CARD);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const token = await cardToken(client);
    const body = { amount: 25, recipientName: 'Lee', senderName: 'Pat', deliveryMethod: 'pickup', sourceId: token };
    const first = await client.post('/api/gift-cards/purchase', body);
    const second = await client.post('/api/gift-cards/purchase', body);
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(second.body.code).toBe(first.body.code);
    expect((await twinCharges(app)).filter((c) => c.source_token === token)).toHaveLength(1);
  });

  it("answers 'Gift card not found' and slows down guessing", async () => {
    const ip = fromIp();
    const client = app.client();
    const missing = await client.get('/api/gift-cards/check/AAAABBBBCCCCDDDD', ip);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Gift card not found');
    let last = missing;
    for (let i = 0; i < 10; i++) last = await client.get(`/api/gift-cards/check/GUESS${i}`, ip);
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBeTruthy();
    expect((await client.get('/api/gift-cards/check/AAAABBBBCCCCDDDD', fromIp())).status).toBe(404);
  });
});
