import { cardToken, DECLINED_CARD, APPROVED_CARD, startPaymentApp } from '../payments/payment-fixtures';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { randomIp, signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';

const PAUSED = 'Card payments for guests are paused for a few minutes. Please sign in or try again later.';

/**
 * Card testing from many addresses: each address alone stays under its own limit, but declines of
 * guests and new accounts across the venue pause guest card payments once there are too many
 * (GUEST_DECLINES_PER_15_MIN, 20 by default), with an admin alert and the numbers in /metrics.
 */
describe('venue-wide card-testing velocity', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  let regular: HttpClient;
  beforeAll(async () => {
    let bays: string[];
    let date: string;
    ({ t, bays, date } = await startPaymentApp(1, 3));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    // A regular: one booking, played (the clock moves past it).
    regular = (await signUp(t.app)).client;
    const booked = await regular.post('/api/square/process-payment', {
      sourceId: await cardToken(regular),
      amount: 3500,
      currency: 'USD',
      storeCard: false,
      bookingData: { date, time: '10:00', duration: 1, bayId: bays[0], creditsUsed: 0, addCreditOffer: false },
    });
    if (booked.status !== 201) throw new Error(`booking answered ${booked.status}`);
    t.setNow(new Date(t.now().getTime() + 5 * 86_400_000));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const buyGiftCard = async (card: string, client = t.app.client()) =>
    client.post(
      '/api/gift-cards/purchase',
      {
        amount: 25,
        recipientName: 'R',
        senderName: 'S',
        deliveryMethod: 'pickup',
        sourceId: await cardToken(client, card),
      },
      { 'x-forwarded-for': randomIp() },
    );

  it('pauses guest card payments after 20 declines from 20 addresses; an alert and /metrics say so', async () => {
    for (let i = 0; i < 20; i++) expect((await buyGiftCard(DECLINED_CARD)).status).toBe(402);
    const paused = await buyGiftCard(DECLINED_CARD);
    expect([paused.status, paused.body.code, paused.body.message]).toEqual([429, 'PAYMENT.GUESTS_PAUSED', PAUSED]);
    expect(paused.headers.get('retry-after')).toMatch(/^\d+$/);
    // A good card from a new address waits too: the pause is the venue's, not the address's.
    expect((await buyGiftCard(APPROVED_CARD)).status).toBe(429);
    // A brand-new account is no more trusted than a guest.
    const fresh = await signUp(t.app);
    expect((await buyGiftCard(APPROVED_CARD, fresh.client)).status).toBe(429);

    const alerts = (await admin.get('/api/admin/alerts')).body.summary as Array<{ kind: string; count: number }>;
    expect(alerts.find((a) => a.kind === 'card_testing')).toMatchObject({ count: 1 });
    const metrics = await t.app.client().get('/metrics');
    expect(metrics.text).toMatch(/golf_payment_declines_total\{buyer="untrusted"\} 20/);
    expect(metrics.text).toMatch(/golf_guest_card_payments_paused 1/);
  });

  it('leaves a signed-in customer with a completed booking unaffected', async () => {
    expect((await buyGiftCard(APPROVED_CARD, regular)).status).toBe(201);
  });
});
