import { DateTime } from 'luxon';
import { renewDueMemberships } from '../../src/commands/memberships/renew-memberships.command';
import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { readLog } from '../harness/event-log';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { randomUUID } from 'node:crypto';
import { cardToken, giftCardLine, giveCredits, twinCharges } from './payment-fixtures';

/** Stripe's test card that always asks its holder to authenticate: pays on-session, refused off-session. */
const ALWAYS_AUTHENTICATE = '4000 0027 6000 3184';
const DAY = 86_400_000;
const zone = 'America/New_York';

/**
 * Strong customer authentication (issue 32, item 5): an off-session charge the bank will not take
 * without its holder (a renewal, a no-show fee) is not retried blindly; the customer is texted and
 * emailed a link, approves the payment on the bank's page (the card twin's 3-D Secure page), and the
 * renewal or fee is paid then, once.
 */
describe('payments the bank wants the customer to approve', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 1);
    await seedPlans(t.app.ctx);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
  });
  afterAll(async () => {
    await t.app.close();
  });
  afterEach(() => t.setNow(new Date()));

  const caughtUp = async () =>
    t.app.ctx.projections.waitFor(
      await t.app.ctx.store.head(),
      ['memberships', 'payments', 'payment-approvals', 'no-show'],
      10_000,
    );
  const chargesOf = async (userId: string) =>
    (await twinCharges(t.app)).filter((c) => JSON.stringify(c).includes(userId));
  const membershipOf = async (client: HttpClient) => (await client.get('/api/user-memberships')).body[0] ?? null;
  const form = (client: HttpClient, path: string, outcome: 'complete' | 'fail') =>
    client.request('POST', path, new URLSearchParams({ outcome }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
  const texts = async (user: SignedUpUser) =>
    (
      (await t.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(user.phoneNumber)}`)).body.messages as {
        body: string;
      }[]
    ).map((m) => m.body);
  const mails = async (user: SignedUpUser) =>
    (
      (await t.app.client().get(`/api/dev/mailbox?to=${encodeURIComponent(user.email)}`)).body.messages as {
        subject: string;
        text: string;
      }[]
    ).filter((m) => m.subject.includes('please approve'));

  async function memberWhoseBankAsks() {
    const customer = await signUp(t.app);
    const res = await customer.client.post('/api/create-membership-subscription', {
      planId: 'member',
      sourceId: await cardToken(customer.client, ALWAYS_AUTHENTICATE),
    });
    expect(res.status).toBe(201);
    await caughtUp();
    const end = Date.parse((await membershipOf(customer.client)).currentPeriodEnd);
    return { ...customer, end };
  }

  async function renewAt(at: number) {
    t.setNow(new Date(at));
    const first = await renewDueMemberships(t.app.ctx);
    await renewDueMemberships(t.app.ctx);
    await caughtUp();
    return first;
  }

  it('asks a member whose bank wants approval, by text and email, and does not retry blindly', async () => {
    const { client, user, end } = await memberWhoseBankAsks();
    await renewAt(end + 60_000);
    const failed = (await readLog(t.app.ctx.store, { eventTypes: ['MembershipPaymentFailed'] })).filter(
      (e) => e.data.userId === user.id,
    );
    expect(failed).toHaveLength(1);
    const approvalId = failed[0].data.approvalId as string;
    expect(approvalId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await membershipOf(client)).toMatchObject({ status: 'past_due', isPastDue: true });
    const status = (await client.get('/api/user-payment-status')).body;
    expect(status).toMatchObject({ isPastDue: true, approvalId });
    expect(status.paymentStatusMessage).toContain(
      'Your bank needs you to approve your Member membership payment of $49.00',
    );

    const link = `/approve-payment/${approvalId}`;
    const text = await waitFor(async () => (await texts(user)).find((b) => b.includes(link)), { what: 'the text' });
    expect(text).toMatch(
      /your bank needs you to approve your Member membership \(monthly renewal\) payment of \$49\.00/,
    );
    const [mail] = await waitFor(async () => {
      const found = await mails(user);
      return found.length > 0 && found;
    });
    expect(mail.text).toContain(link);

    // The account lists it; the link's page works without signing in, and shows nothing of anyone else's.
    expect((await client.get('/api/payment-approvals')).body.approvals).toEqual([
      expect.objectContaining({
        approvalId,
        label: 'Member membership (monthly renewal)',
        amount: '49.00',
        status: 'open',
      }),
    ]);
    expect((await t.app.client().get(`/api/payment-approvals/${approvalId}`)).body).toMatchObject({
      amount: '49.00',
      status: 'open',
      purpose: 'membership-renewal',
    });
    expect((await t.app.client().get('/api/payment-approvals/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.app.client().get('/api/payment-approvals')).status).toBe(401);

    // No blind retry on the days a declined card is retried: nothing is charged or recorded.
    const chargesBefore = (await chargesOf(user.id)).length;
    for (const days of [1, 3]) await renewAt(end + days * DAY + 60_000);
    expect((await chargesOf(user.id)).length).toBe(chargesBefore);
    expect(
      (await readLog(t.app.ctx.store, { eventTypes: ['MembershipPaymentFailed'] })).filter(
        (e) => e.data.userId === user.id,
      ),
    ).toHaveLength(1);
  });

  it("renews once the member approves on the bank's page: refused first, then approved, paid once", async () => {
    const { client, user, end } = await memberWhoseBankAsks();
    await renewAt(end + 60_000);
    const { approvalId } = (await client.get('/api/user-payment-status')).body;
    const visitor = t.app.client();
    expect((await visitor.post(`/api/payment-approvals/${approvalId}/complete`, {})).body.code).toBe(
      'APPROVAL.NOT_STARTED',
    );

    const first = await visitor.post(`/api/payment-approvals/${approvalId}/start`, {});
    expect(first.status).toBe(200);
    const bankPage = new URL(first.body.url, 'http://x').pathname;
    expect(bankPage).toMatch(/^\/api\/dev\/card-twin\/authentications\//);
    expect((await visitor.get(bankPage)).text).toContain('$49.00');
    expect((await visitor.post(`/api/payment-approvals/${approvalId}/complete`, {})).body.code).toBe(
      'APPROVAL.PENDING',
    );
    const refused = await form(visitor, bankPage, 'fail');
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toContain(`/approve-payment/${approvalId}?returned=1`);
    const notApproved = await visitor.post(`/api/payment-approvals/${approvalId}/complete`, {});
    expect(notApproved.status).toBe(402);
    expect(notApproved.body.message).toBe('Your bank did not approve this payment. Please try again.');
    expect(await membershipOf(client)).toMatchObject({ status: 'past_due' });

    const second = await visitor.post(`/api/payment-approvals/${approvalId}/start`, {});
    const secondPage = new URL(second.body.url, 'http://x').pathname;
    expect(secondPage).not.toBe(bankPage);
    expect((await form(visitor, secondPage, 'complete')).status).toBe(303);
    const paid = await visitor.post(`/api/payment-approvals/${approvalId}/complete`, {});
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', amountCharged: '49.00' });
    const again = await visitor.post(`/api/payment-approvals/${approvalId}/complete`, {});
    expect(again.body).toMatchObject({ status: 'paid', orderId: paid.body.orderId });
    await caughtUp();

    expect(await membershipOf(client)).toMatchObject({
      status: 'active',
      isPastDue: false,
      currentPeriodStart: new Date(end).toISOString(),
    });
    expect((await client.get('/api/payment-approvals')).body.approvals).toEqual([]);
    expect((await visitor.get(`/api/payment-approvals/${approvalId}`)).body.status).toBe('paid');
    // The first month and the approved renewal: two payments, the renewal's taken once.
    const approved = (await twinCharges(t.app)).filter(
      (c) => c.status === 'approved' && (JSON.stringify(c).includes(user.id) || c.id === paid.body.paymentId),
    );
    const renewal = (await t.app.ctx.knex('card_twin_authentications').where({ status: 'paid' })).filter((a) =>
      a.return_url.includes(approvalId),
    );
    expect(renewal).toHaveLength(1);
    expect((await twinCharges(t.app)).filter((c) => c.id === renewal[0].payment_id)).toHaveLength(1);
    expect(approved.length).toBeGreaterThanOrEqual(1);
    // The renewal is in the ledger as a card payment of the order that paid it.
    const entries = await t.app.ctx.knex('ledger_entries').where({ order_id: paid.body.orderId });
    expect(entries.length).toBeGreaterThan(0);
  });

  it('ends the membership when the member never approves, and the link then says so', async () => {
    const { client, end } = await memberWhoseBankAsks();
    await renewAt(end + 60_000);
    const { approvalId } = (await client.get('/api/user-payment-status')).body;
    const report = await renewAt(end + 5 * DAY + 60_000);
    expect(report.ended).toBeGreaterThanOrEqual(1);
    expect(await membershipOf(client)).toBeNull();
    const visitor = t.app.client();
    expect((await visitor.get(`/api/payment-approvals/${approvalId}`)).body.status).toBe('closed');
    const late = await visitor.post(`/api/payment-approvals/${approvalId}/start`, {});
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This payment is no longer due.');
  });

  it('asks for a no-show fee the bank will not take off-session; approving it charges the fee', async () => {
    const set = await admin.put('/api/admin/no-show-policy', {
      cardRequired: true,
      cardRequiredHoursAhead: 24,
      noShowFee: { kind: 'fixed', amount: '20.00' },
      lateCancellationFee: { kind: 'fixed', amount: '15.00' },
    });
    expect(set.status).toBe(200);
    const c = await signUp(t.app);
    await giveCredits(t.app, c.user.id, 2);
    const saved = await c.client.post(`/api/users/${c.user.id}/card-on-file`, {
      sourceId: await cardToken(c.client, ALWAYS_AUTHENTICATE),
    });
    expect(saved.status).toBe(201);
    const date = t.day(3);
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone }).toJSDate());
    const booked = await c.client.post('/api/bookings', {
      bayId: bays[0],
      date,
      startTime: '15:00:00',
      duration: 1,
      creditsUsed: 1,
    });
    expect(booked.status).toBe(201);
    const id = booked.body.id as string;
    t.setNow(DateTime.fromISO(`${date}T15:30:00`, { zone }).toJSDate());
    expect((await admin.post(`/api/admin/bookings/${id}/no-show`)).status).toBe(200);
    const fee = await waitFor(async () => (await admin.get(`/api/admin/bookings/${id}`)).body.fee, {
      until: (f) => f?.status === 'needs_approval',
      what: 'the fee waiting for approval',
    });
    expect(fee).toMatchObject({ amount: '20.00', status: 'needs_approval' });
    await caughtUp();
    const [approval] = (await c.client.get('/api/payment-approvals')).body.approvals;
    expect(approval).toMatchObject({ purpose: 'booking-fee', label: 'No-show fee', amount: '20.00' });

    const page = await c.client.post(`/api/payment-approvals/${approval.approvalId}/start`, {});
    await form(c.client, new URL(page.body.url, 'http://x').pathname, 'complete');
    const paid = await c.client.post(`/api/payment-approvals/${approval.approvalId}/complete`, {});
    expect(paid.body).toMatchObject({ status: 'paid', amountCharged: '20.00' });
    const charged = await waitFor(async () => (await admin.get(`/api/admin/bookings/${id}`)).body.fee, {
      until: (f) => f?.status === 'charged',
      what: 'the fee charged',
    });
    expect(charged.paymentId).toEqual(expect.any(String));
  });

  describe("on-session: the payment dialog shows the bank's page", () => {
    /** Stripe's test card that asks for 3-D Secure when used without being set up first. */
    const ASKS_ON_SESSION = '4000 0025 0000 3155';

    it("answers 402 with the bank's page; approved, the same order pays once; another buyer cannot use it", async () => {
      const { client, user } = await signUp(t.app);
      const key = randomUUID();
      const body = {
        lines: [giftCardLine(30)],
        sourceId: await cardToken(client, ASKS_ON_SESSION),
        idempotencyKey: key,
        canAuthenticate: true,
      };
      const asked = await client.post('/api/orders', body);
      expect(asked.status).toBe(402);
      expect(asked.body.code).toBe('PAYMENT.AUTHENTICATION_REQUIRED');
      const { authentication, orderId } = asked.body.errors;
      expect(authentication).toMatchObject({ ref: expect.any(String), processor: 'square' });
      expect(new URL(authentication.url, 'http://x').pathname).toBe(
        `/api/dev/card-twin/authentications/${authentication.ref}`,
      );
      expect((await chargesOf(user.id)).filter((c) => c.status === 'approved')).toHaveLength(0);

      const approvedBody = { ...body, authenticatedPayment: { ref: authentication.ref, orderId } };
      const other = await signUp(t.app);
      expect((await other.client.post('/api/orders', approvedBody)).body.code).toBe('PAYMENT.AUTHENTICATION_UNKNOWN');
      const wrong = { ...body, authenticatedPayment: { ref: 'pi_twin_auth_forged', orderId } };
      expect((await client.post('/api/orders', wrong)).status).toBe(409);

      const back = await form(client, new URL(authentication.url, 'http://x').pathname, 'complete');
      expect(new URL(back.headers.get('location')!, 'http://x').pathname).toBe('/api/payments/authentication-return');
      const paid = await client.post('/api/orders', approvedBody);
      expect(paid.status).toBe(201);
      expect(paid.body).toMatchObject({ amountCharged: '30.00', fulfilled: [{ type: 'gift-card' }] });
      const again = await client.post('/api/orders', approvedBody);
      expect(again.body.paymentId).toBe(paid.body.paymentId);
      const page = await t.app.ctx.knex('card_twin_authentications').where({ id: authentication.ref }).first();
      expect(page).toMatchObject({ status: 'paid', payment_id: paid.body.paymentId });
      expect(await t.app.ctx.knex('card_twin_charges').where({ id: paid.body.paymentId })).toHaveLength(1);
    });

    it('refused at the bank: 402 with the reason, nothing sold; without canAuthenticate the API is unchanged', async () => {
      const { client, user } = await signUp(t.app);
      const body = {
        lines: [giftCardLine(25)],
        sourceId: await cardToken(client, ASKS_ON_SESSION),
        idempotencyKey: randomUUID(),
        canAuthenticate: true,
      };
      const asked = await client.post('/api/orders', body);
      const { authentication, orderId } = asked.body.errors;
      await form(client, new URL(authentication.url, 'http://x').pathname, 'fail');
      const refused = await client.post('/api/orders', {
        ...body,
        authenticatedPayment: { ref: authentication.ref, orderId },
      });
      expect(refused.status).toBe(402);
      expect(refused.body.message).toBe(
        'Your bank did not approve this payment. Please try again or use another card.',
      );
      expect(await t.app.ctx.knex('gift_cards').where({ purchaser_user_id: user.id })).toHaveLength(0);

      const plain = await client.post('/api/orders', {
        lines: [giftCardLine(25)],
        sourceId: await cardToken(client, ASKS_ON_SESSION),
        idempotencyKey: randomUUID(),
      });
      expect(plain.status).toBe(201);
    });

    it('a saved card whose bank always asks pays in the dialog after approval', async () => {
      const { client, user } = await signUp(t.app);
      const saved = await client.post(`/api/users/${user.id}/card-on-file`, {
        sourceId: await cardToken(client, ALWAYS_AUTHENTICATE),
      });
      expect(saved.status).toBe(201);
      const body = {
        lines: [giftCardLine(20)],
        useCardOnFile: true,
        idempotencyKey: randomUUID(),
        canAuthenticate: true,
      };
      const asked = await client.post('/api/orders', body);
      expect(asked.body.code).toBe('PAYMENT.AUTHENTICATION_REQUIRED');
      const { authentication, orderId } = asked.body.errors;
      await form(client, new URL(authentication.url, 'http://x').pathname, 'complete');
      const paid = await client.post('/api/orders', {
        ...body,
        authenticatedPayment: { ref: authentication.ref, orderId },
      });
      expect(paid.status).toBe(201);
      expect(paid.body.amountCharged).toBe('20.00');
    });
  });
});
