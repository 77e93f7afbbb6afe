import { randomUUID } from 'node:crypto';
import { saveCardOnFile } from '../../src/commands/payments/cards-on-file.commands';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { cardToken } from './payment-fixtures';
import { readLog } from '../harness/event-log';

const PATH = '/api/admin/debug/square-customer-mapping';

/** /admin/debug/square-customer-mapping: accounts with their Square customer ids, and re-link. */
describe('the Square customer mapping for admins', () => {
  let app: TestApp;
  let admin: HttpClient;
  let adminUser: SignedUpUser;
  beforeAll(async () => {
    app = await startTestApp();
    ({ client: admin, user: adminUser } = await signUp(app, undefined, { role: 'admin' }));
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const row = async (user: SignedUpUser) => {
    const res = await admin.get(`${PATH}?search=${encodeURIComponent(user.lastName)}`);
    expect(res.status).toBe(200);
    return res.body.items.find((r: { userId: string }) => r.userId === user.id);
  };

  it('shows an account without a Square customer, then re-links it: found or created, recorded with the admin', async () => {
    const { user } = await signUp(app);
    expect(await row(user)).toMatchObject({ squareCustomerId: null, cardsOnFile: 0, card: null, linkedBy: null });

    const linked = await admin.post(`${PATH}/${user.id}/relink`);
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ userId: user.id, previousCustomerId: null, created: true });
    const customerId = linked.body.squareCustomerId;
    expect(customerId).toEqual(expect.any(String));
    expect(await row(user)).toMatchObject({ squareCustomerId: customerId, linkedBy: 'relink' });
    const rows = (await readLog(app.ctx.store, { eventTypes: ['ProcessorCustomerLinked'] }))
      .map((e) => ({ data: e.data as { userId: string; customerId: string }, metadata: e.metadata }))
      .filter((e) => e.data.userId === user.id);
    expect(rows.map((r) => [r.data.customerId, r.metadata.actor])).toEqual([
      [customerId, { userId: adminUser.id, role: 'admin' }],
    ]);

    const again = await admin.post(`${PATH}/${user.id}/relink`);
    expect(again.body).toMatchObject({ squareCustomerId: customerId, previousCustomerId: customerId, created: false });
  });

  it('shows the customer an account has from its card on file, and re-linking finds that customer', async () => {
    const { client, user } = await signUp(app);
    await saveCardOnFile(app.ctx, user.id, { sourceToken: await cardToken(client), processor: 'square' }, 'system');
    const before = await row(user);
    expect(before).toMatchObject({ squareCustomerId: expect.any(String), linkedBy: 'card', cardsOnFile: 1 });
    expect(before.card.last4).toEqual(expect.any(String));
    const linked = await admin.post(`${PATH}/${user.id}/relink`);
    expect(linked.body).toMatchObject({
      squareCustomerId: before.squareCustomerId,
      previousCustomerId: before.squareCustomerId,
      created: false,
    });
    const unlinked = await admin.get(`${PATH}?linked=no&search=${encodeURIComponent(user.lastName)}`);
    expect(unlinked.body.items).toEqual([]);
  });

  it('answers 404 for an unknown account and keeps the page from everyone but admins', async () => {
    const unknown = await admin.post(`${PATH}/${randomUUID()}/relink`);
    expect([unknown.status, unknown.body.message]).toEqual([404, 'User not found']);
    const { client, user } = await signUp(app);
    const employee = (await signUp(app, undefined, { role: 'employee' })).client;
    for (const as of [client, employee]) {
      expect((await as.get(PATH)).status).toBe(403);
      expect((await as.post(`${PATH}/${user.id}/relink`)).status).toBe(403);
    }
    expect((await app.client().get(PATH)).status).toBe(401);
    expect((await app.client().post(`${PATH}/${user.id}/relink`)).status).toBe(401);
    expect((await row(user)).squareCustomerId).toBeNull();
  });
});
