import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { cardToken } from '../payments/payment-fixtures';

/** The personal message on a bought gift card: at most 200 characters, refused in the spec's words. */
describe('a gift card personal message', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const TOO_LONG = 'Please keep your personal message to 200 characters or fewer';
  const card = (message: string) => ({
    amount: 30,
    recipientName: 'Sam Recipient',
    senderName: 'Pat Sender',
    deliveryMethod: 'pickup',
    personalMessage: message,
  });

  it('refuses a message over 200 characters on the purchase call, in words, before charging', async () => {
    const { client } = await signUp(app);
    const long = await client.post('/api/gift-cards/purchase', {
      ...card('x'.repeat(201)),
      sourceId: await cardToken(client),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(TOO_LONG);
    const fits = await client.post('/api/gift-cards/purchase', {
      ...card('y'.repeat(200)),
      sourceId: await cardToken(client),
    });
    expect(fits.status).toBe(201);
  });

  it('refuses it on the order quote too, with the same message', async () => {
    const { client } = await signUp(app);
    const line = { type: 'gift-card', amount: 30, recipientName: 'Sam', senderName: 'Pat', deliveryMethod: 'pickup' };
    const quote = await client.post('/api/orders/quote', { lines: [{ ...line, message: 'z'.repeat(201) }] });
    expect([quote.status, quote.body.message]).toEqual([400, TOO_LONG]);
    const fits = await client.post('/api/orders/quote', { lines: [{ ...line, message: 'z'.repeat(200) }] });
    expect([fits.status, fits.body.total]).toEqual([200, '30.00']);
  });
});
