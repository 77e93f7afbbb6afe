import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { cardToken, fromIp } from '../payments/payment-fixtures';

/** /admin/gift-cards: list and search, a card's history, issue, adjust with a reason, void. */
describe('gift cards for admins', () => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await signUp(app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await app.close();
  });

  it('issues a card with a reason, adjusts it both ways with reasons, voids it; every step in its history', async () => {
    const issued = await admin.post('/api/admin/gift-cards', {
      amount: 40,
      recipientName: 'Tournament Winner',
      deliveryMethod: 'pickup',
      reason: 'Closest to the pin, November',
    });
    expect(issued.status).toBe(201);
    const code = issued.body.code;
    expect(issued.body).toMatchObject({ currentBalance: '40.00', status: 'active', purchased: false });
    expect(issued.body.transactions).toMatchObject([
      { kind: 'issue', amount: '40.00', balanceAfter: '40.00', reason: 'Closest to the pin, November' },
    ]);

    const noReason = await admin.post(`/api/admin/gift-cards/${code}/adjust`, { amount: 5, reason: ' ' });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Please give a reason']);
    const below = await admin.post(`/api/admin/gift-cards/${code}/adjust`, { amount: '-40.01', reason: 'x' });
    expect([below.status, below.body.message]).toEqual([409, 'The adjustment would take the balance below $0.00.']);
    await admin.post(`/api/admin/gift-cards/${code}/adjust`, { amount: 10, reason: 'Apology for a broken projector' });
    const taken = await admin.post(`/api/admin/gift-cards/${code}/adjust`, { amount: '-2.50', reason: 'Typo fix' });
    expect(taken.body.currentBalance).toBe('47.50');

    const voided = await admin.post(`/api/admin/gift-cards/${code}/void`, { reason: 'Reported stolen' });
    expect(voided.body).toMatchObject({ status: 'voided', currentBalance: '0.00' });
    expect(
      voided.body.transactions.map((t: { kind: string; amount: string; reason: string }) => [
        t.kind,
        t.amount,
        t.reason,
      ]),
    ).toEqual([
      ['issue', '40.00', 'Closest to the pin, November'],
      ['adjust', '10.00', 'Apology for a broken projector'],
      ['adjust', '-2.50', 'Typo fix'],
      ['void', '-47.50', 'Reported stolen'],
    ]);
    expect(voided.body.transactions[1].actor).toEqual(expect.any(String));
    const check = await app.client().get(`/api/gift-cards/check/${code}`, fromIp());
    expect(check.body).toMatchObject({ currentBalance: '0.00', message: 'This gift card is no longer valid' });
    expect((await admin.post(`/api/admin/gift-cards/${code}/adjust`, { amount: 5, reason: 'x' })).status).toBe(409);
  });

  it('lists and searches cards (code, recipient, sender) and keeps all of it from customers', async () => {
    const customer = await signUp(app);
    const bought = await customer.client.post('/api/gift-cards/purchase', {
      amount: 25,
      recipientName: 'Quincy Searchable',
      senderName: 'Pat',
      deliveryMethod: 'pickup',
      sourceId: await cardToken(customer.client),
    });
    expect(bought.status).toBe(201);
    const byName = await admin.get('/api/admin/gift-cards?search=quincy');
    expect(byName.body.items.map((c: { code: string }) => c.code)).toEqual([bought.body.code]);
    expect(byName.body.items[0]).toMatchObject({ purchased: true, status: 'active', currentBalance: '25.00' });
    const byCode = await admin.get(`/api/admin/gift-cards?search=${bought.body.code.slice(0, 6).toLowerCase()}`);
    expect(byCode.body.items.map((c: { code: string }) => c.code)).toContain(bought.body.code);
    expect(
      (await admin.get('/api/admin/gift-cards?status=voided')).body.items.every(
        (c: { status: string }) => c.status === 'voided',
      ),
    ).toBe(true);
    expect((await customer.client.get('/api/admin/gift-cards')).status).toBe(403);
    expect((await customer.client.get(`/api/admin/gift-cards/${bought.body.code}`)).status).toBe(403);
    expect((await customer.client.post(`/api/admin/gift-cards/${bought.body.code}/void`, { reason: 'x' })).status).toBe(
      403,
    );
    expect((await admin.get('/api/admin/gift-cards/NOPE0000NOPE0000')).status).toBe(404);
  });
});
