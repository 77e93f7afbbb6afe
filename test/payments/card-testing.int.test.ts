import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { cardToken, DECLINED_CARD, fromIp, twinCharges } from './payment-fixtures';

const TOO_MANY = 'Too many declined payments. Please wait 15 minutes and try again, or use a different payment method.';

describe('card testing: declined payments are limited per client and per account', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { PAYMENT_DECLINES_PER_15_MIN: '3' } });
  });
  afterAll(async () => {
    await app.close();
  });

  const giftCard = (client: ReturnType<TestApp['client']>, sourceId: string, headers: Record<string, string>) =>
    client.post(
      '/api/gift-cards/purchase',
      { amount: 25, recipientName: 'Sam', senderName: 'Pat', deliveryMethod: 'pickup', sourceId },
      headers,
    );

  it('stops a visitor trying declined cards after the limit, before any card is tried again', async () => {
    const ip = fromIp();
    const visitor = app.client();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await giftCard(visitor, await cardToken(visitor, DECLINED_CARD), ip)).status);
    expect(answers).toEqual([402, 402, 402, 429, 429, 429]);
    const refused = await giftCard(visitor, await cardToken(visitor), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TOO_MANY);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const tried = (await twinCharges(app)).filter((c) => c.metadata?.kind === 'gift_card');
    expect(tried).toHaveLength(3);
    // Another client is not affected.
    expect((await giftCard(app.client(), await cardToken(visitor), fromIp())).status).toBe(201);
  });

  it('limits an account across addresses, for every payment route', async () => {
    const { client } = await signUp(app);
    for (let i = 0; i < 3; i++) {
      const res = await client.post(
        '/api/orders',
        {
          lines: [{ type: 'gift-card', amount: 20, recipientName: 'Sam', senderName: 'Pat', deliveryMethod: 'pickup' }],
          sourceId: await cardToken(client, DECLINED_CARD),
          idempotencyKey: randomUUID(),
        },
        fromIp(),
      );
      expect(res.status).toBe(402);
    }
    const next = await client.post(
      '/api/orders',
      {
        lines: [{ type: 'gift-card', amount: 20, recipientName: 'Sam', senderName: 'Pat', deliveryMethod: 'pickup' }],
        sourceId: await cardToken(client),
        idempotencyKey: randomUUID(),
      },
      fromIp(),
    );
    expect(next.status).toBe(429);
  });
});
