import { signUp } from '../harness/auth';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';

/** A venue that runs without a provider on purpose (CARD_PROVIDER=none, SMS_PROVIDER=none) says so. */
describe('providers turned off', () => {
  let t: BookingTestApp;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp({ CARD_PROVIDER: 'none' });
    bays = await setUpVenue(t.app.ctx, 1);
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('CARD_PROVIDER=none: the payment config says cards are off and a card payment is refused in JSON', async () => {
    const { client } = await signUp(t.app);
    const config = await client.get('/api/payment-config');
    expect(config.body).toEqual([
      { processor: 'square', isActive: false, cardsOff: true },
      { processor: 'stripe', isActive: false, cardsOff: true },
    ]);
    const res = await client.post('/api/payments', {
      amount: 3500,
      sourceId: 'twin_tok_anything',
      metadata: { bookingDate: t.day(2), bookingTime: '09:00', duration: 1, bayId: bays[0] },
    });
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      code: 'PAYMENT.CARDS_OFF',
      message: 'Card payments are turned off at this venue. Please pay at the desk.',
    });
  });

  it('SMS_PROVIDER=none: sending a sign-in code is refused, not reported as sent', async () => {
    t.app.ctx.config.SMS_PROVIDER = 'none';
    try {
      const res = await t.app.client().post('/api/auth/phone/send-code', { phoneNumber: '+12125550177' });
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        code: 'AUTH.SMS_OFF',
        message: 'Sign-in by text message is turned off at this venue.',
      });
    } finally {
      t.app.ctx.config.SMS_PROVIDER = undefined;
    }
  });
});
