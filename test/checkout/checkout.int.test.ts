import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { SLOT_TAKEN, type BookingTestApp } from '../bookings/booking-fixtures';
import {
  cardToken,
  DECLINED_CARD,
  giveCredits,
  startPaymentApp,
  twinCharges,
  newCoupon as newCouponFixture,
} from '../payments/payment-fixtures';

describe('the booking checkout', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(6, 3));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const bookingData = (bayId: string, startTime: string, duration: number, extra: Record<string, unknown> = {}) => ({
    date,
    time: startTime,
    duration,
    bayId,
    creditsUsed: 0,
    addCreditOffer: false,
    ...extra,
  });

  async function payBySquare(client: HttpClient, amount: number, data: Record<string, unknown>, sourceId?: string) {
    return client.post('/api/square/process-payment', {
      sourceId: sourceId ?? (await cardToken(client)),
      amount,
      currency: 'USD',
      storeCard: false,
      bookingData: data,
    });
  }

  async function credits(client: HttpClient, userId: string) {
    return (await client.get(`/api/user-credits/${userId}`)).body;
  }

  const newCoupon = (terms: Record<string, unknown> = {}) => newCouponFixture(t.app.ctx, terms);

  async function buyGiftCard(client: HttpClient, amount: string) {
    const res = await client.post('/api/gift-cards/purchase', {
      amount,
      recipientName: 'Sam',
      senderName: 'Pat',
      deliveryMethod: 'pickup',
      sourceId: await cardToken(client),
    });
    expect(res.status).toBe(201);
    return res.body.code as string;
  }

  it('card only: charges the server price once, confirms the booking and texts a receipt', async () => {
    const { client, user } = await signUp(t.app);
    const res = await payBySquare(client, 3500, bookingData(bays[0], '10:00', 1));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, amountCharged: '35.00', payment: { status: 'COMPLETED' } });
    expect(res.body.booking).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '35.00',
      squarePaymentId: res.body.paymentId,
    });
    const charges = (await twinCharges(t.app)).filter((c) => c.metadata.bookingId === res.body.bookingId);
    expect(charges).toEqual([
      expect.objectContaining({
        amount_cents: 3500,
        status: 'approved',
        idempotency_key: `booking-${res.body.bookingId}`,
      }),
    ]);
    const receipt = await waitFor(() =>
      t.app.ctx.knex('outbound_sms').where({ to_phone: user.phoneNumber, reason: 'payment_receipt' }).first(),
    );
    expect(receipt).toBeTruthy();
  });

  it('credits only: POST /api/bookings with enough credits confirms with no card, spending loyalty first', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1, 'loyalty');
    await giveCredits(t.app, user.id, 2, 'general');
    const res = await client.post('/api/bookings', {
      bayId: bays[1],
      date,
      startTime: '11:00',
      duration: 2,
      creditsUsed: 2,
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '0.00',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      totalAmount: '0.00',
      creditsUsed: 2,
      remainingCredits: 1,
    });
    expect(await credits(client, user.id)).toMatchObject({ total: 1, loyalty: 0, general: 1 });
    const notEnough = await client.post('/api/bookings', {
      bayId: bays[1],
      date,
      startTime: '15:00',
      duration: 2,
      creditsUsed: 2,
    });
    expect(notEnough.status).toBe(400);
    expect(notEnough.body.message).toBe(
      "You don't have enough credits for this booking. Please add more credits or choose a different payment method.",
    );
  });

  it('gift card + card: the card pays what the gift card does not cover', async () => {
    const { client } = await signUp(t.app);
    const code = await buyGiftCard(client, '20.00');
    const res = await payBySquare(client, 5000, bookingData(bays[2], '10:00', 2, { giftCardCode: code }));
    expect(res.status).toBe(201);
    expect(res.body.amountCharged).toBe('50.00');
    expect(res.body.booking.appliedGiftCard).toEqual({ code, amountToUse: '20.00' });
    expect((await t.app.client().get(`/api/gift-cards/check/${code}`)).body).toMatchObject({
      currentBalance: '0.00',
      originalAmount: '20.00',
    });
  });

  it('coupon + credits + card: credits first, the coupon on the rest, the card for the remainder', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const coupon = await newCoupon({ creditsGranted: 1 });
    // 3 hours at 35.00 = 105.00; 1 credit covers 35.00; 10% off 70.00 = 7.00; card pays 63.00.
    const quote = await client.post(
      '/api/checkout/quote',
      bookingData(bays[3], '10:00', 3, { creditsUsed: 1, couponCode: coupon.code }),
    );
    expect(quote.body).toMatchObject({
      subtotal: '105.00',
      creditsValue: '35.00',
      couponDiscount: '7.00',
      amountDue: '63.00',
    });
    const res = await payBySquare(
      client,
      6300,
      bookingData(bays[3], '10:00', 3, { creditsUsed: 1, couponId: coupon.couponId }),
    );
    expect(res.status).toBe(201);
    expect(res.body.booking).toMatchObject({
      status: 'confirmed',
      creditsUsed: 1,
      couponId: coupon.couponId,
      totalAmount: '63.00',
    });
    expect(await credits(client, user.id)).toMatchObject({ total: 1, general: 1 });
    const again = await client.post('/api/coupons/validate', { code: coupon.code, orderAmount: 50 });
    expect(again.body).toMatchObject({
      valid: false,
      error: 'You have already used this coupon the maximum number of times',
    });
  });

  it('"use my credits": the server puts on as many credits as the customer can, never more than owned or booked', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const one = await client.post('/api/checkout/quote', {
      ...bookingData(bays[2], '15:00', 2),
      useMaxCredits: true,
    });
    expect(one.body).toMatchObject({ creditsUsed: 1, maxCredits: 1, creditsValue: '35.00', amountDue: '35.00' });
    await giveCredits(t.app, user.id, 5);
    const all = await client.post('/api/checkout/quote', { ...bookingData(bays[2], '15:00', 2), useMaxCredits: true });
    expect(all.body).toMatchObject({ creditsUsed: 2, maxCredits: 2, amountDue: '0.00' });
    const none = await client.post('/api/checkout/quote', bookingData(bays[2], '15:00', 2));
    expect(none.body).toMatchObject({ creditsUsed: 0, maxCredits: 2, amountDue: '70.00' });
  });

  it('a declined card leaves the slot free and every balance as it was', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const code = await buyGiftCard(client, '20.00');
    const coupon = await newCoupon();
    // 105.00 - 35.00 credit = 70.00; 10% = 7.00; 63.00 - 20.00 gift card = 43.00 on the card.
    const res = await payBySquare(
      client,
      4300,
      bookingData(bays[4], '10:00', 3, { creditsUsed: 1, couponCode: coupon.code, giftCardCode: code }),
      await cardToken(client, DECLINED_CARD),
    );
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    expect(await credits(client, user.id)).toMatchObject({ total: 1, general: 1 });
    expect((await t.app.client().get(`/api/gift-cards/check/${code}`)).body.currentBalance).toBe('20.00');
    expect((await client.post('/api/coupons/validate', { code: coupon.code, orderAmount: 50 })).body.valid).toBe(true);
    const other = await signUp(t.app);
    expect((await payBySquare(other.client, 10500, bookingData(bays[4], '10:00', 3))).status).toBe(201);
  });

  it('the same payment submitted twice charges once and answers with the first result', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 1);
    const code = await buyGiftCard(client, '10.00');
    const token = await cardToken(client);
    // 3 h = 105.00: 1 credit 35.00, gift card 10.00, card 60.00.
    const data = bookingData(bays[5], '10:00', 3, { creditsUsed: 1, giftCardCode: code });
    const first = await payBySquare(client, 6000, data, token);
    const second = await payBySquare(client, 6000, data, token);
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body.bookingId).toBe(first.body.bookingId);
    expect(second.body.paymentId).toBe(first.body.paymentId);
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(1);
    expect(await credits(client, user.id)).toMatchObject({ total: 0 });
    const other = await payBySquare(client, 6000, bookingData(bays[4], '13:00', 3, { creditsUsed: 1 }), token);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('PAYMENT.KEY_REUSED');
  });

  it('refuses a tampered amount without charging or holding anything', async () => {
    const { client } = await signUp(t.app);
    const token = await cardToken(client);
    const res = await payBySquare(client, 100, bookingData(bays[5], '13:00', 1), token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'PAYMENT.AMOUNT_MISMATCH',
      message: 'The amount to pay is $35.00, not $1.00. Please review your booking and try again.',
    });
    expect((await twinCharges(t.app)).filter((c) => c.source_token === token)).toHaveLength(0);
    expect((await payBySquare(client, 3500, bookingData(bays[5], '13:00', 1))).status).toBe(201);
  });

  it('refuses a booking the card does not pay for, and a coupon that is not valid', async () => {
    const { client, user } = await signUp(t.app);
    await giveCredits(t.app, user.id, 0.5);
    const unpaid = await client.post('/api/bookings', {
      bayId: bays[5],
      date,
      startTime: '14:00',
      duration: 1,
      creditsUsed: 0.5,
    });
    expect(unpaid.status).toBe(402);
    expect(unpaid.body.code).toBe('BOOKING.PAYMENT_REQUIRED');
    expect((await credits(client, user.id)).total).toBe(0.5);
    const coupon = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 3500,
      bookingData: bookingData(bays[5], '14:00', 1, { couponCode: 'NOPE' }),
    });
    expect(coupon.status).toBe(400);
    expect(coupon.body.message).toBe('Invalid coupon code');
    const anonymous = await t.app.client().post('/api/square/process-payment', {
      sourceId: 'cnon:card-nonce-ok',
      amount: 3500,
      bookingData: bookingData(bays[5], '14:00', 1),
    });
    expect(anonymous.status).toBe(401);
  });

  it('pays through the Stripe path: payment intent at the server price, then the card', async () => {
    const { client } = await signUp(t.app);
    const data = bookingData(bays[5], '16:00', 1, { addCreditOffer: true });
    const tampered = await client.post('/api/create-payment-intent', { amount: 3500, booking_data: data });
    expect(tampered.status).toBe(409);
    const intent = await client.post('/api/create-payment-intent', { amount: 5300, booking_data: data });
    expect(intent.status).toBe(201);
    expect(intent.body.clientSecret).toMatch(/_secret_/);
    const card = {
      cardNumber: '4242424242424242',
      expiryMonth: '12',
      expiryYear: '39',
      cvv: '123',
      cardholderName: 'PAT',
    };
    const paid = await client.post('/api/stripe/process-payment', {
      clientSecret: intent.body.clientSecret,
      cardData: card,
      storeCard: false,
      bookingData: data,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.booking).toMatchObject({ status: 'confirmed', stripePaymentIntentId: paid.body.paymentId });
    expect(paid.body.remainingCredits).toBe(1);
    const again = await client.post('/api/stripe/process-payment', {
      clientSecret: intent.body.clientSecret,
      cardData: card,
      storeCard: false,
      bookingData: data,
    });
    expect(again.status).toBe(200);
    expect(again.body.bookingId).toBe(paid.body.bookingId);
  });

  it('someone else cannot take a slot a checkout is paying for', async () => {
    const { client } = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await payBySquare(client, 5000, bookingData(bays[0], '18:00', 1))).status).toBe(201);
    const late = await payBySquare(other.client, 5000, bookingData(bays[0], '18:00', 1));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(SLOT_TAKEN);
  });
});
