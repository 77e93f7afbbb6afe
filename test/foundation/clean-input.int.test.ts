import { signUp } from '../harness/auth';
import { eventsAfter, logMark } from '../harness/event-log';
import { startTestApp, type TestApp } from '../harness/test-app';

const TEXT_REFUSED = 'Some text contains characters that are not allowed. Please remove them and try again.';

describe('text no read model can store is refused at the door', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const writtenSince = async (mark: string) =>
    (await eventsAfter(app.ctx.store, mark)).map((e) => `${e.streamId} ${e.type}`);

  const poisons = { nul: 'Pat\u0000', surrogate: 'Pat\ud800', lowSurrogate: '\udc00x' };

  it.each(Object.entries(poisons))(
    'answers 400 to %s text on customer and guest routes, writing nothing',
    async (_name, bad) => {
      const { client } = await signUp(app);
      const before = await logMark(app.ctx.store);
      const attempts = [
        client.patch('/api/auth/profile', { firstName: bad }),
        client.post('/api/coupons/validate', { code: bad, orderAmount: 10 }),
        app.client().post('/api/gift-cards/purchase', {
          amount: 25,
          recipientName: bad,
          senderName: 'S',
          deliveryMethod: 'pickup',
          sourceId: 'tok',
        }),
        client.post('/api/sms/user-send', { toNumber: '+12025550100', message: bad }),
        client.post('/api/orders/quote', {
          lines: [{ type: 'gift-card', amount: 25, recipientName: bad, senderName: 'S' }],
        }),
        client.get('/api/bookings?date=2026-01-01%00'),
        client.post('/api/auth/check-phone', { [bad]: 1 }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'REQUEST.INVALID_INPUT', message: TEXT_REFUSED });
      }
      expect(await writtenSince(before)).toEqual([]);
    },
  );

  it('refuses prototype keys and absurd nesting, and keeps serving afterwards', async () => {
    const { client } = await signUp(app);
    const proto = await client.request(
      'PATCH',
      '/api/auth/profile',
      '{"__proto__": {"isAdmin": true}, "firstName": "Al"}',
    );
    expect(proto.status).toBe(400);
    let deep: unknown = 'x';
    for (let i = 0; i < 50; i++) deep = { a: deep };
    expect((await client.post('/api/orders/quote', deep)).status).toBe(400);
    expect((await client.get('/api/auth/phone-user')).status).toBe(200);
  });

  it('lets ordinary text through, accents and emoji included', async () => {
    const { client } = await signUp(app);
    const res = await client.patch('/api/auth/profile', { firstName: 'Zoë 🏌️' });
    expect(res.status).toBe(200);
  });
});
