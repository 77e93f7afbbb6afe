import { randomPhone, signUp } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { startAuthApp } from '../users/auth-test-app';

describe('the support chat', () => {
  let app: TestApp;
  const supportPhone = randomPhone();
  beforeAll(async () => {
    app = await startAuthApp({ env: { SUPPORT_SMS_FORWARD_TO: supportPhone } });
  });
  afterAll(async () => {
    await app.close();
  });

  const outbox = async (phone: string) =>
    (await app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body.messages as Array<{
      body: string;
      reason: string;
    }>;

  it('asks a visitor to log in before sending', async () => {
    const res = await app.client().post('/api/sms/user-send', { toNumber: '+15550104653', message: 'Hello?' });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please log in to send messages');
  });

  it('takes a trimmed message from a customer, shows it in their chat and texts it to the support phone', async () => {
    const { client, user } = await signUp(app, undefined, { firstName: 'Chip', lastName: 'Shot' });
    expect((await client.post('/api/sms/user-send', { message: '   ' })).body.message).toBe('Please enter a message');
    const elsewhere = randomPhone();
    const sent = await client.post('/api/sms/user-send', {
      toNumber: elsewhere,
      message: '  Is bay 2 free tonight?  ',
    });
    expect(sent.status).toBe(201);

    const chat = await client.get(`/api/sms/user-messages/${user.id}`);
    expect(chat.status).toBe(200);
    expect(chat.body).toEqual([
      {
        id: sent.body.id,
        userId: user.id,
        channel: 'chat',
        direction: 'outgoing',
        message: 'Is bay 2 free tonight?',
        adminName: null,
        createdAt: expect.any(String),
      },
    ]);
    const forwarded = await waitFor(async () => (await outbox(supportPhone)).find((m) => m.body.includes('bay 2')));
    expect(forwarded.body).toBe(`Support chat from Chip Shot (${user.phoneNumber}): Is bay 2 free tonight?`);
    expect(await outbox(elsewhere)).toEqual([]);
  });

  it('keeps each chat private to its customer and the admins', async () => {
    const owner = await signUp(app);
    await owner.client.post('/api/sms/user-send', { message: 'private question' });
    const stranger = await signUp(app);
    expect((await stranger.client.get(`/api/sms/user-messages/${owner.user.id}`)).status).toBe(403);
    expect((await app.client().get(`/api/sms/user-messages/${owner.user.id}`)).status).toBe(401);
    const admin = await signUp(app, undefined, { role: 'admin' });
    expect((await admin.client.get(`/api/sms/user-messages/${owner.user.id}`)).body).toHaveLength(1);
  });

  it('lets an admin answer: the customer sees it in the chat and gets it by text', async () => {
    const customer = await signUp(app);
    await customer.client.post('/api/sms/user-send', { message: 'Can I bring my own clubs?' });
    const admin = await signUp(app, undefined, { role: 'admin', firstName: 'Pro', lastName: 'Shop' });

    const inbox = await admin.client.get('/api/admin/support/conversations');
    expect(inbox.body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: customer.user.id, lastMessage: 'Can I bring my own clubs?', unreadCount: 1 }),
      ]),
    );
    expect((await customer.client.get('/api/admin/support/conversations')).status).toBe(403);
    expect((await customer.client.post(`/api/admin/support/${customer.user.id}/reply`, { message: 'x' })).status).toBe(
      403,
    );

    const reply = await admin.client.post(`/api/admin/support/${customer.user.id}/reply`, { message: 'Of course!' });
    expect(reply.status).toBe(201);
    const chat = (await customer.client.get(`/api/sms/user-messages/${customer.user.id}`)).body;
    expect(
      chat.map((m: { direction: string; message: string; adminName: string | null }) => [
        m.direction,
        m.message,
        m.adminName,
      ]),
    ).toEqual([
      ['outgoing', 'Can I bring my own clubs?', null],
      ['incoming', 'Of course!', 'Pro Shop'],
    ]);
    const texted = await waitFor(async () =>
      (await outbox(customer.user.phoneNumber)).find((m) => m.reason === 'support_reply'),
    );
    expect(texted.body).toBe(`${app.config.VENUE_NAME}: Of course!`);

    const unknown = await admin.client.post('/api/admin/support/00000000-0000-4000-8000-000000000000/reply', {
      message: 'hi',
    });
    expect(unknown.status).toBe(404);
  });
});
