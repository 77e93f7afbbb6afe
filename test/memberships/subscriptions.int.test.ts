import { renewDueMemberships } from '../../src/commands/memberships/renew-memberships.command';
import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, DECLINED_CARD, twinCharges } from '../payments/payment-fixtures';
import { readLog } from '../harness/event-log';

const OFF_SESSION_DECLINES = '4000 0027 6000 3184';
const DAY = 86_400_000;

/** Subscribing, switching and signing up through the paid order, and monthly renewal by the clock. */
describe('membership subscriptions and renewals', () => {
  let t: BookingTestApp;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 1);
    await seedPlans(t.app.ctx);
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships'], 5000);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const caughtUp = async () =>
    t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), ['memberships', 'credits', 'payments'], 10_000);
  const chargesOf = async (userId: string) =>
    (await twinCharges(t.app)).filter((c) => JSON.stringify(c).includes(userId));
  const membershipOf = async (client: HttpClient) => (await client.get('/api/user-memberships')).body[0] ?? null;
  const credits = async (client: HttpClient, userId: string) => (await client.get(`/api/user-credits/${userId}`)).body;
  const events = async (userId: string, type: string) =>
    (await readLog(t.app.ctx.store, { eventTypes: [type] })).filter((e) => e.data.userId === userId);

  async function subscribe(card = '4242 4242 4242 4242', planId = 'member') {
    const customer = await signUp(t.app);
    const res = await customer.client.post('/api/create-membership-subscription', {
      planId,
      sourceId: await cardToken(customer.client, card),
    });
    return { ...customer, res };
  }

  /**
   * Runs the renewal job twice at `at` (a job run twice must do everything once) and answers what
   * happened to this account's membership: the events its stream gained. Other tests' memberships
   * fall due too when the clock moves; only this account's stream is looked at.
   */
  async function renewAt(userId: string, at: number) {
    const before = (await membershipEvents(userId)).length;
    t.setNow(new Date(at));
    await renewDueMemberships(t.app.ctx);
    await renewDueMemberships(t.app.ctx);
    await caughtUp();
    const added = (await membershipEvents(userId)).slice(before).map((e) => e.type);
    return {
      renewed: added.filter((e) => e === 'MembershipRenewed').length,
      failed: added.filter((e) => e === 'MembershipPaymentFailed').length,
      ended: added.filter((e) => e === 'MembershipEnded').length,
    };
  }
  const membershipEvents = async (userId: string) =>
    (await readLog(t.app.ctx.store, { streamPrefix: 'membership-' })).filter((e) => e.streamId.endsWith(`.${userId}`));

  afterEach(() => t.setNow(new Date()));

  it('subscribes with a card: charges the first month, keeps the card, starts the period, grants the credits', async () => {
    const { client, user, res } = await subscribe();
    // The session user says what the account page says: a member, not "guest" (issue 29, item 11).
    expect((await client.get('/api/auth/phone-user')).body).toMatchObject({ id: user.id, membershipType: 'member' });
    const guest = await signUp(t.app);
    expect((await guest.client.get('/api/auth/phone-user')).body.membershipType).toBe('guest');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      processor: 'square',
      clientSecret: null,
      requiresPaymentMethod: false,
      checkoutUrl: null,
      message: 'Membership Started! Welcome to Member. Your membership is now active.',
    });
    await caughtUp();
    expect(await membershipOf(client)).toMatchObject({ status: 'active', isPastDue: false, plan: { name: 'Member' } });
    expect((await chargesOf(user.id)).map((c) => c.amount_cents)).toEqual([4900]);
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toMatchObject({ last4: '4242' });
    expect((await credits(client, user.id)).membership).toBe(2);
    const quote = await client.post('/api/bookings/quote', {
      bayId: bays[0],
      date: t.day(2),
      startTime: '10:00',
      duration: 1,
    });
    expect(quote.body.total).toBe('25.00');
  });

  it('books and joins in one payment: the booking gets the member price, the card is kept', async () => {
    const { client, user } = await signUp(t.app);
    const bookingData = {
      date: t.day(2),
      time: '12:00',
      duration: 2,
      bayId: bays[0],
      membershipSignup: true,
      membershipId: 'member',
    };
    const guestPrice = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 7000 + 4900,
      bookingData,
    });
    // The server's price is 2 h at the member's 25.00 plus the first month: 99.00, not 119.00.
    expect(guestPrice.status).toBe(409);
    expect(guestPrice.body.message).toContain('The amount to pay is $99.00');
    const res = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 5000 + 4900,
      bookingData,
    });
    expect(res.status).toBe(201);
    await caughtUp();
    expect((await chargesOf(user.id)).map((c) => c.amount_cents)).toEqual([9900]);
    expect(await membershipOf(client)).toMatchObject({ status: 'active', plan: { name: 'Member' } });
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toMatchObject({ last4: '4242' });
    const mine = (await client.get('/api/bookings')).body;
    expect(mine[0]).toMatchObject({ status: 'confirmed', totalAmount: '50.00' });
  });

  it('starts nothing when the card is declined', async () => {
    const { client, user, res } = await subscribe(DECLINED_CARD);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card was declined.');
    await caughtUp();
    expect(await membershipOf(client)).toBeNull();
    expect((await credits(client, user.id)).membership).toBe(0);
    expect(await events(user.id, 'MembershipStarted')).toHaveLength(0);
  });

  it('switches plans at once: a free plan without payment, a paid one charged now; one membership after', async () => {
    const { client, user } = await signUp(t.app);
    const free = await client.post('/api/memberships/upgrade/basic', {});
    expect(free.status).toBe(201);
    expect(free.body.membership).toMatchObject({ plan: { name: 'Basic' } });
    // Without a card token the switch goes through the hosted checkout page; nothing is charged yet.
    const noCard = await client.post('/api/memberships/upgrade/premium', {});
    expect(noCard.body).toMatchObject({ processor: 'square', checkoutUrl: expect.stringContaining('/checkout/') });
    const paid = await client.post('/api/memberships/upgrade/premium', {
      paymentMethodId: await cardToken(client),
      processor: 'square',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.membership).toMatchObject({ status: 'active', plan: { name: 'Premium' } });
    expect((await chargesOf(user.id)).map((c) => c.amount_cents)).toEqual([9900]);
    const again = await client.post('/api/memberships/upgrade/premium', { paymentMethodId: await cardToken(client) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You are already a Premium member.');
    expect((await events(user.id, 'MembershipEnded')).map((e) => e.data.reason)).toEqual(['switched']);
    expect((await client.get('/api/user-memberships')).body).toHaveLength(1);
  });

  it("signs up only the signed-in phone's owner, with the spec's validation messages", async () => {
    const form = { firstName: 'Ada', lastName: 'Tester', email: 'ada@example.com', phoneNumber: '', planId: 'basic' };
    expect((await t.app.client().post('/api/memberships/signup', { ...form, phoneNumber: '2125550123' })).status).toBe(
      401,
    );
    const { client, user } = await signUp(t.app);
    const bad = async (change: Record<string, string>) =>
      (await client.post('/api/memberships/signup', { ...form, phoneNumber: user.phoneNumber, ...change })).body
        .message;
    expect(await bad({ firstName: '' })).toBe('First name is required');
    expect(await bad({ lastName: ' ' })).toBe('Last name is required');
    expect(await bad({ email: 'nope' })).toBe('Valid email is required');
    expect(await bad({ phoneNumber: '123' })).toBe('Phone number is required');
    expect(await bad({ planId: '' })).toBe('Plan selection is required');
    const someoneElse = await client.post('/api/memberships/signup', { ...form, phoneNumber: '+12125550123' });
    expect(someoneElse.status).toBe(403);
    const ok = await client.post('/api/memberships/signup', { ...form, phoneNumber: user.phoneNumber.slice(2) });
    expect(ok.status).toBe(201);
    expect(ok.body.membership).toMatchObject({ plan: { name: 'Basic' } });
  });

  it('renews at the period end with the card on file, once even when the job runs twice; old credits expire', async () => {
    const { client, user } = await subscribe();
    await caughtUp();
    const first = await membershipOf(client);
    const report = await renewAt(user.id, Date.parse(first.currentPeriodEnd) + 60_000);
    expect(report.renewed).toBe(1);
    expect((await chargesOf(user.id)).map((c) => c.amount_cents)).toEqual([4900, 4900]);
    const renewed = await membershipOf(client);
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: first.currentPeriodEnd });
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(Date.parse(first.currentPeriodEnd) + 27 * DAY);
    // The 2 unused credits of the first month expired; the new month's 2 were granted.
    const balance = await credits(client, user.id);
    expect(balance.membership).toBe(2);
    expect(balance.history.map((h: { kind: string; amount: number }) => [h.kind, h.amount])).toEqual(
      expect.arrayContaining([
        ['revoke', -2],
        ['grant', 2],
      ]),
    );
    expect(await events(user.id, 'MembershipRenewed')).toHaveLength(1);
  });

  it('goes past due on a failed renewal (guest prices), retries after 1, 3 and 5 days, then ends', async () => {
    const { client, user } = await subscribe();
    await caughtUp();
    const card = await t.app.ctx.knex('stored_cards').where({ user_id: user.id }).first();
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, {
      code: 'insufficient_funds',
      reason: 'Your card has insufficient funds.',
    });
    const end = Date.parse((await membershipOf(client)).currentPeriodEnd);
    expect((await renewAt(user.id, end + 60_000)).failed).toBe(1);
    expect(await membershipOf(client)).toMatchObject({ status: 'past_due', isPastDue: true });
    const status = (await client.get('/api/user-payment-status')).body;
    expect(status.isPastDue).toBe(true);
    expect(status.paymentStatusMessage).toContain('Member membership payment of $49.00 failed');
    const quote = await client.post('/api/bookings/quote', {
      bayId: bays[0],
      date: t.day(2),
      startTime: '10:00',
      duration: 1,
    });
    expect(quote.body.total).toBe('35.00');
    // Not due again before the first retry.
    expect((await renewAt(user.id, end + DAY - 60_000)).failed).toBe(0);
    for (const days of [1, 3]) expect((await renewAt(user.id, end + days * DAY + 60_000)).failed).toBe(1);
    expect((await renewAt(user.id, end + 5 * DAY + 60_000)).ended).toBe(1);
    expect((await events(user.id, 'MembershipPaymentFailed')).map((e) => e.data.attempt)).toEqual([1, 2, 3, 4]);
    expect(await membershipOf(client)).toBeNull();
    // Four tries, four declines, no charge beyond the first month.
    expect((await chargesOf(user.id)).filter((c) => c.status !== 'declined')).toHaveLength(1);
  });

  it('recovers when a retry pays: active again from the original period end', async () => {
    const { client, user } = await subscribe();
    await caughtUp();
    const first = await membershipOf(client);
    const card = await t.app.ctx.knex('stored_cards').where({ user_id: user.id }).first();
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, {
      code: 'CARD_DECLINED',
      reason: 'Your card was declined.',
    });
    const end = Date.parse(first.currentPeriodEnd);
    expect((await renewAt(user.id, end + 60_000)).failed).toBe(1);
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, null);
    expect((await renewAt(user.id, end + DAY + 60_000)).renewed).toBe(1);
    expect(await membershipOf(client)).toMatchObject({ status: 'active', currentPeriodStart: first.currentPeriodEnd });
  });

  it('saves a new card for a paid-up member without a charge; a past-due member pays the overdue month with it', async () => {
    const { client, user } = await subscribe(OFF_SESSION_DECLINES);
    await caughtUp();
    // Paid up: the new card is kept without a charge and the renewals use it.
    const refused = await client.post('/api/memberships/update-payment-method', {
      paymentMethodId: await cardToken(client, DECLINED_CARD),
    });
    expect(refused.status).toBe(402);
    const chargesBefore = (await chargesOf(user.id)).length;
    const saved = await client.post('/api/memberships/update-payment-method', {
      paymentMethodId: await cardToken(client, '4000 0566 5566 5556'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, message: 'Payment Method Updated', card: { last4: '5556' } });
    expect((await chargesOf(user.id)).length).toBe(chargesBefore);
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toMatchObject({ last4: '5556' });
    // Back to a card that fails off-session, so the renewal below fails.
    await client.post('/api/memberships/update-payment-method', {
      paymentMethodId: await cardToken(client, OFF_SESSION_DECLINES),
    });
    const first = await membershipOf(client);
    const end = Date.parse(first.currentPeriodEnd);
    expect((await renewAt(user.id, end + 60_000)).failed).toBe(1);
    const updated = await client.post('/api/memberships/update-payment-method', {
      paymentMethodId: await cardToken(client, '5555 5555 5555 4444'),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Payment Method Updated' });
    await caughtUp();
    expect(await membershipOf(client)).toMatchObject({ status: 'active', currentPeriodStart: first.currentPeriodEnd });
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toMatchObject({ last4: '4444' });
    expect((await client.get('/api/user-payment-status')).body.isPastDue).toBe(false);
  });

  it('gives admins the subscriptions list, a retry-now for past-due members and cancel', async () => {
    const admin = (await signUp(t.app, t.app.client(), { role: 'admin' })).client;
    const { client, user } = await subscribe();
    await caughtUp();
    const first = await membershipOf(client);
    const card = await t.app.ctx.knex('stored_cards').where({ user_id: user.id }).first();
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, {
      code: 'CARD_DECLINED',
      reason: 'Your card was declined.',
    });
    await renewAt(user.id, Date.parse(first.currentPeriodEnd) + 60_000);
    const pastDue = await admin.get(
      `/api/admin/subscriptions?status=past_due&search=${encodeURIComponent(user.lastName)}`,
    );
    expect(pastDue.status).toBe(200);
    expect(pastDue.body.items).toEqual([
      expect.objectContaining({
        userId: user.id,
        customerName: `${user.firstName} ${user.lastName}`,
        planName: 'Member',
        status: 'past_due',
        monthlyFee: '49.00',
        failedAttempts: 1,
        lastFailure: 'Your card was declined.',
      }),
    ]);
    const again = await admin.post(`/api/admin/users/${user.id}/membership/retry`, {});
    expect(again.body).toMatchObject({ outcome: 'failed' });
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, null);
    const paid = await admin.post(`/api/admin/users/${user.id}/membership/retry`, {});
    expect(paid.body).toMatchObject({
      outcome: 'renewed',
      message: 'Payment collected; the membership is active again.',
    });
    expect((await admin.post(`/api/admin/users/${user.id}/membership/retry`, {})).status).toBe(409);
    const cancelled = await admin.post(`/api/admin/users/${user.id}/membership/cancel`, {});
    expect(cancelled.body.message).toMatch(/^Cancelled; it ends on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    await caughtUp();
    expect(await membershipOf(client)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const cancelEvent = (await events(user.id, 'MembershipCancellationScheduled'))[0];
    expect(cancelEvent.metadata.actor).toMatchObject({ role: 'admin' });
    expect((await client.get('/api/admin/subscriptions')).status).toBe(403);

    const history = (await admin.get(`/api/admin/users/${user.id}/membership/history`)).body.items;
    expect(history.map((h: { summary: string }) => h.summary)).toEqual([
      expect.stringMatching(/^Started Member \(\$49\.00 a month\); paid until /),
      expect.stringMatching(/^Renewal payment failed \(try 1\): Your card was declined\.; next try /),
      expect.stringMatching(/^Renewal payment failed \(try 2\): Your card was declined\.; next try /),
      expect.stringMatching(/^Renewed Member for \$49\.00; paid until /),
      expect.stringMatching(/^Cancelled; benefits last until /),
    ]);
    expect(history.at(-1).actor).toMatchObject({ role: 'admin' });
    expect((await client.get(`/api/admin/users/${user.id}/membership/history`)).status).toBe(403);
  });

  it('ends a cancelled membership at its period end without charging, and not before', async () => {
    const { client, user } = await subscribe();
    await caughtUp();
    await client.post('/api/memberships/cancel', {});
    const end = Date.parse((await membershipOf(client)).currentPeriodEnd);
    expect((await renewAt(user.id, end - 60_000)).ended).toBe(0);
    expect((await renewAt(user.id, end + 60_000)).ended).toBe(1);
    expect(await membershipOf(client)).toBeNull();
    expect((await chargesOf(user.id)).map((c) => c.amount_cents)).toEqual([4900]);
  });
});
