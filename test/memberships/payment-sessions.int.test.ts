import { settleOpenMembershipSessions } from '../../src/commands/memberships/membership-session-settlement';
import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, twinCharges, twinRefunds } from '../payments/payment-fixtures';

/** Stripe's test cards: 3-D Secure on setup (then fine off-session), and the one that always asks. */
const AUTHENTICATE_ON_SETUP = '4000 0025 0000 3155';
const ALWAYS_AUTHENTICATE = '4000 0027 6000 3184';
const HOUR = 3_600_000;

/**
 * Memberships paid away from the card form: Stripe's in-page card setup with the bank's 3-D Secure
 * challenge, and a hosted checkout page (Square's payment link) in a popup, each through the card
 * twin's provider-side pages.
 */
describe('membership payment sessions', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    await setUpVenue(t.app.ctx, 1);
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => t.setNow(new Date()));

  const useProcessor = async (processor: 'square' | 'stripe') =>
    expect((await admin.put('/api/admin/payment-config', { processor })).status).toBe(200);
  const chargesOf = async (userId: string) =>
    (await twinCharges(t.app)).filter((c) => JSON.stringify(c).includes(userId));
  const membershipOf = async (client: HttpClient) => (await client.get('/api/user-memberships')).body[0] ?? null;
  const form = (client: HttpClient, path: string, fields: Record<string, string>) =>
    client.request('POST', path, new URLSearchParams(fields).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  const complete = (client: HttpClient, sessionId: string) =>
    client.post(`/api/memberships/payment-sessions/${sessionId}/complete`);

  describe('Stripe: the card is set up in the page, then the first month is charged off-session', () => {
    beforeAll(() => useProcessor('stripe'));
    afterAll(() => useProcessor('square'));

    async function startSetup(card: string) {
      const customer = await signUp(t.app);
      const res = await customer.client.post('/api/create-membership-subscription', { planId: 'member' });
      expect(res.status).toBe(200);
      const confirm = await customer.client.post('/api/dev/card-twin/setup-intents/confirm', {
        clientSecret: res.body.clientSecret,
        paymentMethod: await cardToken(customer.client, card),
        returnUrl: res.body.returnUrl,
      });
      return { ...customer, res, confirm };
    }

    it('answers a client secret for in-page setup; the 3-D Secure challenge passes; the membership starts once', async () => {
      const { client, user, res, confirm } = await startSetup(AUTHENTICATE_ON_SETUP);
      expect(res.body).toMatchObject({
        success: true,
        processor: 'stripe',
        requiresPaymentMethod: true,
        checkoutUrl: null,
        clientSecret: expect.stringMatching(/^seti_twin_\w+_secret_\w+$/),
        returnUrl: expect.stringMatching(/\/membership-success\?session=[0-9a-f-]{36}$/),
        amount: '49.00',
      });
      // Nothing is charged or started before the card is confirmed.
      expect((await complete(client, res.body.sessionId)).status).toBe(202);
      expect(await membershipOf(client)).toBeNull();

      expect(confirm.body).toMatchObject({ setupIntent: { status: 'requires_action' } });
      const challenge = await client.get(confirm.body.nextActionUrl);
      expect(challenge.status).toBe(200);
      expect(challenge.text).toContain('Complete authentication');
      const back = await form(client, confirm.body.nextActionUrl, { outcome: 'complete' });
      expect(back.status).toBe(303);
      const location = new URL(back.headers.get('location')!, 'http://x');
      expect(location.pathname).toBe('/membership-success');
      expect(location.searchParams.get('session')).toBe(res.body.sessionId);
      expect(location.searchParams.get('redirect_status')).toBe('succeeded');
      expect(location.searchParams.get('setup_intent')).toMatch(/^seti_twin_/);

      const done = await complete(client, res.body.sessionId);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ success: true, status: 'completed' });
      expect(done.body.membership).toMatchObject({ status: 'active', plan: { name: 'Member' } });
      expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toMatchObject({ last4: '3155' });
      // The first month was charged off-session from the card the setup kept, once.
      const again = await complete(client, res.body.sessionId);
      expect(again.body.status).toBe('completed');
      await settleOpenMembershipSessions(t.app.ctx);
      const charges = await chargesOf(user.id);
      expect(charges.map((c) => [c.amount_cents, c.processor, c.source_token.startsWith('card_twin_')])).toEqual([
        [4900, 'stripe', true],
      ]);
    });

    it('fails when the bank challenge is refused: nothing charged, no membership, the reason is given', async () => {
      const { client, user, res, confirm } = await startSetup(AUTHENTICATE_ON_SETUP);
      const back = await form(client, confirm.body.nextActionUrl, { outcome: 'fail' });
      expect(new URL(back.headers.get('location')!, 'http://x').searchParams.get('redirect_status')).toBe('failed');
      const done = await complete(client, res.body.sessionId);
      expect(done.status).toBe(402);
      expect(done.body.message).toBe(
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      );
      expect(await chargesOf(user.id)).toEqual([]);
      expect(await membershipOf(client)).toBeNull();
    });

    it('answers a declined card at confirmation with a card_error, and a card that set up without a challenge starts at once', async () => {
      const declined = await startSetup('4000 0000 0000 0002');
      expect(declined.confirm.body).toEqual({
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      const plain = await startSetup('4242 4242 4242 4242');
      expect(plain.confirm.body).toMatchObject({ setupIntent: { status: 'succeeded' }, nextActionUrl: null });
      expect((await complete(plain.client, plain.res.body.sessionId)).body.status).toBe('completed');
    });

    it('starts nothing when the bank asks again off-session (the always-authenticate card)', async () => {
      const { client, user, res, confirm } = await startSetup(ALWAYS_AUTHENTICATE);
      await form(client, confirm.body.nextActionUrl, { outcome: 'complete' });
      const done = await complete(client, res.body.sessionId);
      expect(done.status).toBe(402);
      expect(done.body.message).toMatch(/Your bank needs you to approve this payment/);
      expect((await chargesOf(user.id)).map((c) => c.status)).toEqual(['declined']);
      expect(await membershipOf(client)).toBeNull();
    });

    it("keeps sessions to their owner: another customer's is not found, a visitor is asked to sign in", async () => {
      const { res } = await startSetup('4242 4242 4242 4242');
      const other = await signUp(t.app);
      expect((await complete(other.client, res.body.sessionId)).status).toBe(404);
      expect((await complete(t.app.client(), res.body.sessionId)).status).toBe(401);
    });
  });

  describe('Square: a hosted checkout page in a popup', () => {
    async function openCheckout(planId = 'member') {
      const customer = await signUp(t.app);
      const res = await customer.client.post('/api/create-membership-subscription', { planId });
      expect(res.status).toBe(200);
      const path = new URL(res.body.checkoutUrl).pathname;
      return { ...customer, res, path };
    }
    const pay = (client: HttpClient, path: string, cardNumber = '4242424242424242') =>
      form(client, path, { cardNumber, expiry: '12/39', cvv: '123', cardholderName: 'PAT GOLFER' });

    it('answers a checkout url; the page takes the card; back on the site the membership starts, charged once', async () => {
      const { client, user, res, path } = await openCheckout();
      expect(res.body).toMatchObject({
        success: true,
        processor: 'square',
        clientSecret: null,
        requiresPaymentMethod: false,
        checkoutUrl: expect.stringMatching(/\/api\/dev\/card-twin\/checkout\/twin_link_\w+$/),
      });
      // Asking again soon after answers the same page (no second page to pay).
      const repeat = await client.post('/api/create-membership-subscription', { planId: 'member' });
      expect(repeat.body.checkoutUrl).toBe(res.body.checkoutUrl);

      const page = await client.get(path);
      expect(page.text).toContain('Pay $49.00');
      expect(page.text).toContain('Member membership - first month');
      const declined = await pay(client, path, '4000000000000002');
      expect(declined.status).toBe(402);
      expect(declined.text).toContain('Your card was declined.');
      const paid = await pay(client, path);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toBe(`/membership-success?session=${res.body.sessionId}`);

      const done = await complete(client, res.body.sessionId);
      expect(done.body).toMatchObject({ success: true, status: 'completed' });
      expect(done.body.membership).toMatchObject({ status: 'active', plan: { name: 'Member' } });
      expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toMatchObject({ last4: '4242' });
      await settleOpenMembershipSessions(t.app.ctx);
      expect((await complete(client, res.body.sessionId)).body.status).toBe('completed');
      const approved = (await twinCharges(t.app)).filter((c) => c.status === 'approved' && c.amount_cents === 4900);
      expect(approved.filter((c) => c.idempotency_key.includes(path.split('/').pop()!))).toHaveLength(1);
      expect((await client.get('/api/user-memberships')).body).toHaveLength(1);
      expect(await chargesOf(user.id)).toEqual([]); // the page's charge is the only one: nothing charged again
    });

    it('starts the membership of a customer who closed the popup early (the job), and texts them once', async () => {
      const { client, user, res, path } = await openCheckout('premium');
      await pay(client, path);
      await Promise.all([settleOpenMembershipSessions(t.app.ctx), settleOpenMembershipSessions(t.app.ctx)]);
      await settleOpenMembershipSessions(t.app.ctx);
      expect(await membershipOf(client)).toMatchObject({ status: 'active', plan: { name: 'Premium' } });
      const texts = await t.app.ctx
        .knex('outbound_sms')
        .where({ to_phone: user.phoneNumber, reason: 'membership_payment' });
      expect(texts).toHaveLength(1);
      expect((await complete(client, res.body.sessionId)).body.status).toBe('completed');
    });

    it('closes a page left unpaid for a day: it can no longer be paid', async () => {
      const { client, res, path } = await openCheckout();
      t.setNow(new Date(Date.now() + 25 * HOUR));
      await settleOpenMembershipSessions(t.app.ctx);
      const done = await complete(client, res.body.sessionId);
      expect(done.status).toBe(402);
      expect(done.body.message).toBe('The payment was not completed in time.');
      expect((await client.get(path)).status).toBe(410);
      expect((await pay(client, path)).status).toBe(410);
      expect(await membershipOf(client)).toBeNull();
    });

    it('gives the money back when the paid page cannot become a membership', async () => {
      const { client, res, path } = await openCheckout();
      // Meanwhile the customer joined the same plan with the card form.
      const direct = await client.post('/api/create-membership-subscription', {
        planId: 'member',
        sourceId: await cardToken(client),
      });
      expect(direct.status).toBe(201);
      await pay(client, path);
      const done = await complete(client, res.body.sessionId);
      expect(done.status).toBe(402);
      expect(done.body.message).toBe('You are already a Member member.');
      const link = await t.app.ctx.payments.twin.checkouts.find(path.split('/').pop()!);
      expect((await twinRefunds(t.app)).filter((r) => r.payment_id === link!.payment_id)).toMatchObject([
        { amount_cents: 4900 },
      ]);
    });
  });
});
