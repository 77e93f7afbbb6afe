import { findUserById } from '../../src/projections/users/users.queries';
import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { APPROVED_CARD, cardToken, DECLINED_CARD, giveCredits, twinCharges } from './payment-fixtures';

describe('stored value: credits, offers, payment config and the card twin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows a user their credits per bucket with the ledger history, and hides them from others', async () => {
    const { client, user } = await signUp(app);
    await giveCredits(app, user.id, 2, 'loyalty');
    await giveCredits(app, user.id, 1.5, 'general');
    const res = await client.get(`/api/user-credits/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3.5, general: 1.5, membership: 0, loyalty: 2 });
    expect(res.body.history).toHaveLength(2);
    expect(res.body.history[0]).toMatchObject({ kind: 'grant', reason: 'test grant' });
    const me = await client.get('/api/auth/phone-user');
    expect(me.body).toMatchObject({ credits: 1.5, membershipCredits: 0, loyaltyCredits: 2 });

    const other = await signUp(app);
    expect((await other.client.get(`/api/user-credits/${user.id}`)).status).toBe(403);
    expect((await app.client().get(`/api/user-credits/${user.id}`)).status).toBe(401);
  });

  it('lets an admin grant and remove credits, never below zero', async () => {
    const { user } = await signUp(app);
    const admin = await signUp(app, undefined, { role: 'admin' });
    const granted = await admin.client.post(`/api/admin/users/${user.id}/credits`, {
      amount: 3,
      bucket: 'membership',
      reason: 'goodwill',
    });
    expect(granted.status).toBe(201);
    expect(granted.body).toMatchObject({ total: 3, membership: 3 });
    const tooMuch = await admin.client.post(`/api/admin/users/${user.id}/credits`, {
      amount: -4,
      bucket: 'membership',
      reason: 'oops',
    });
    expect(tooMuch.status).toBe(409);
    const removed = await admin.client.post(`/api/admin/users/${user.id}/credits`, {
      amount: -1,
      bucket: 'membership',
      reason: 'correction',
    });
    expect(removed.body).toMatchObject({ total: 2, membership: 2 });
    const customer = await signUp(app);
    expect(
      (await customer.client.post(`/api/admin/users/${user.id}/credits`, { amount: 5, reason: 'me' })).status,
    ).toBe(403);
  });

  it('answers the credit restriction check per hour (credits usable until memberships restrict them)', async () => {
    const res = await app
      .client()
      .post('/api/memberships/check-credit-restrictions', { date: '2030-01-05', time: '18:00' });
    expect(res.body).toEqual({ canUse: true, reason: null });
    expect(
      (await app.client().post('/api/memberships/check-credit-restrictions', { date: 'soon', time: '18:00' })).status,
    ).toBe(400);
  });

  it('lists the seeded credit offer: 1 credit for 18.00, normally 30.00, 40% off', async () => {
    const res = await app.client().get('/api/credit-offers');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ credits: 1, price: '18.00', regularPrice: '30.00', discountPercentage: 40 });
  });

  it('sells a promotional offer by card, grants its credits, and enforces maxPurchasesPerUser', async () => {
    const offers = (await app.client().get('/api/promotional-offers')).body;
    const bundle = offers.find((o: { maxPurchasesPerUser: number }) => o.maxPurchasesPerUser === 1);
    expect(bundle).toMatchObject({ creditsGranted: 5, offerPrice: '125.00', regularPrice: '175.00' });
    const { client, user } = await signUp(app);
    const declined = await client.post(`/api/promotional-offers/${bundle.id}/purchase`, {
      sourceId: await cardToken(client, DECLINED_CARD),
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe('Your card was declined.');
    const bought = await client.post(`/api/promotional-offers/${bundle.id}/purchase`, {
      sourceId: await cardToken(client),
    });
    expect(bought.status).toBe(201);
    expect((await client.get(`/api/user-credits/${user.id}`)).body.general).toBe(5);
    const again = await client.post(`/api/promotional-offers/${bundle.id}/purchase`, {
      sourceId: await cardToken(client),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This offer is limited to 1 purchase per customer.');
    const charges = (await twinCharges(app)).filter((c) => c.metadata.offerId === bundle.id);
    expect(charges.filter((c) => c.status === 'approved')).toHaveLength(1);
  });

  it('reads the payment config (anyone) and lets only admins switch the processor', async () => {
    expect((await app.client().get('/api/admin/payment-config')).status).toBe(401);
    expect((await app.client().get('/api/payment-config')).body).toEqual([
      { processor: 'square', isActive: true },
      { processor: 'stripe', isActive: false },
    ]);
    const customer = await signUp(app);
    expect((await customer.client.put('/api/admin/payment-config', { processor: 'stripe' })).status).toBe(403);
    const admin = await signUp(app, undefined, { role: 'admin' });
    const switched = await admin.client.put('/api/admin/payment-config', { processor: 'stripe' });
    expect(switched.body).toContainEqual({ processor: 'stripe', isActive: true });
    await admin.client.put('/api/admin/payment-config', { processor: 'square' });
    expect((await app.client().get('/api/square/config')).body).toEqual({
      applicationId: expect.any(String),
      locationId: expect.any(String),
    });
  });

  it('tokenizes test cards with the card form rules', async () => {
    const client = app.client();
    const bad = await client.post('/api/dev/card-tokens', {
      cardNumber: '4242',
      expiryMonth: 13,
      expiryYear: '2039',
      cvv: '1',
      cardholderName: '',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([
        'Cardholder name is required',
        'Card number must be at least 13 digits',
        'Valid expiry month is required',
        'Valid expiry year is required',
        'CVV must be at least 3 digits',
      ]),
    );
    const luhn = await client.post('/api/dev/card-tokens', {
      cardNumber: '4242424242424241',
      expiryMonth: 1,
      expiryYear: '39',
      cvv: '123',
      cardholderName: 'A',
    });
    expect(luhn.body.message).toBe('Your card number is incorrect.');
    expect(await cardToken(client, APPROVED_CARD)).toMatch(/^twin_tok_/);
  });

  it('lets admins edit the offer catalog, and customers see only active offers', async () => {
    const admin = await signUp(app, undefined, { role: 'admin' });
    const created = await admin.client.post('/api/admin/promotional-offers', {
      name: 'Night Owl',
      creditsGranted: 2,
      offerPrice: '40.00',
      regularPrice: '70.00',
      maxPurchasesPerUser: 2,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Night Owl',
      discountPercentage: 43,
      offerPrice: '40.00',
      isActive: true,
    });
    const hidden = await admin.client.put(`/api/admin/promotional-offers/${created.body.id}`, {
      name: 'Night Owl',
      creditsGranted: 2,
      offerPrice: '40.00',
      regularPrice: '70.00',
      isActive: false,
    });
    expect(hidden.body.isActive).toBe(false);
    const listed = (await app.client().get('/api/promotional-offers')).body.map((o: { id: string }) => o.id);
    expect(listed).not.toContain(created.body.id);
    const customer = await signUp(app);
    expect(
      (await customer.client.post('/api/admin/credit-offers', { name: 'x', credits: 1, price: 1, regularPrice: 2 }))
        .status,
    ).toBe(403);
  });

  it('rebuilds the credits read model from the ledger to the same balances', async () => {
    const { user } = await signUp(app);
    await giveCredits(app, user.id, 2, 'membership');
    await giveCredits(app, user.id, 1, 'general');
    const before = await app.ctx.knex('user_credit_balances').where({ user_id: user.id }).first();
    const ledger = await app.ctx.knex('credit_ledger').where({ user_id: user.id }).orderBy('event_id');
    await app.ctx.projections.rebuild('credits');
    expect(await app.ctx.knex('user_credit_balances').where({ user_id: user.id }).first()).toMatchObject({
      general: before.general,
      membership: before.membership,
      loyalty: before.loyalty,
    });
    expect(await app.ctx.knex('credit_ledger').where({ user_id: user.id }).orderBy('event_id')).toEqual(ledger);
    expect(await findUserById(app.ctx.knex, user.id)).toMatchObject({ credits: 1, membershipCredits: 2 });
  });
});
