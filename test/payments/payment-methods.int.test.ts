import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp, twinCharges, giftCardLine as giftCard } from './payment-fixtures';
import { readLog } from '../harness/event-log';

interface SavedCard {
  id: string;
  brand: string | null;
  last4: string | null;
  expMonth: number | null;
  expYear: number | null;
  isDefault: boolean;
}

/** Every card a customer saved, listed for them alone, chosen to pay with, made default and removed. */
describe('payment methods on the account', () => {
  let t: BookingTestApp;
  beforeAll(async () => {
    ({ t } = await startPaymentApp(1, 2));
  });
  afterAll(async () => {
    await t.app.close();
  });

  const list = async (client: HttpClient, userId: string) =>
    (await client.get(`/api/users/${userId}/payment-methods`)).body.paymentMethods as SavedCard[];

  async function keep(client: HttpClient, cardNumber: string) {
    const paid = await client.post('/api/orders', {
      lines: [giftCard(25)],
      sourceId: await cardToken(client, cardNumber),
      idempotencyKey: randomUUID(),
      storeCard: true,
    });
    expect(paid.status).toBe(201);
  }

  async function customerWithTwoCards() {
    const signed = await signUp(t.app);
    await keep(signed.client, '4242 4242 4242 4242');
    await keep(signed.client, '5555 5555 5555 4444');
    return signed;
  }

  it('lists every saved card with brand, last four and expiry, the newest as default, and pays with the one chosen', async () => {
    const { client, user } = await customerWithTwoCards();
    const cards = await list(client, user.id);
    expect(cards.map((c) => [c.last4, c.expMonth, c.expYear, c.isDefault])).toEqual([
      ['4444', 12, 2039, true],
      ['4242', 12, 2039, false],
    ]);
    expect(cards[0].brand).toBeTruthy();

    const older = cards[1];
    const paid = await client.post('/api/orders', {
      lines: [giftCard(40)],
      useCardOnFile: true,
      cardOnFileId: older.id,
      idempotencyKey: randomUUID(),
      expectedAmount: '40.00',
    });
    expect(paid.status).toBe(201);
    const charge = (await twinCharges(t.app)).find((c) => c.id === paid.body.paymentId);
    expect(charge.source_token).toBe(older.id);
  });

  it('makes another card the default, which off-session charges (renewals, fees) then use', async () => {
    const { client, user } = await customerWithTwoCards();
    const [, older] = await list(client, user.id);
    const made = await client.post(`/api/users/${user.id}/payment-methods/${encodeURIComponent(older.id)}/default`);
    expect(made.status).toBe(200);
    const cards = await list(client, user.id);
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([
      [older.id, true],
      [expect.any(String), false],
    ]);
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card.last4).toBe('4242');
    const paid = await client.post('/api/orders', {
      lines: [giftCard(30)],
      useCardOnFile: true,
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    expect((await twinCharges(t.app)).find((c) => c.id === paid.body.paymentId).source_token).toBe(older.id);
    const events = (await readLog(t.app.ctx.store, { eventTypes: ['CardOnFileMadeDefault'] })).filter(
      (e) => e.data.userId === user.id,
    );
    expect(events).toHaveLength(1);
  });

  it('removes a card; removing the default promotes the other card, removing the last leaves none', async () => {
    const { client, user } = await customerWithTwoCards();
    const [newest, older] = await list(client, user.id);
    const removed = await client.request(
      'DELETE',
      `/api/users/${user.id}/payment-methods/${encodeURIComponent(newest.id)}`,
    );
    expect(removed.status).toBe(200);
    expect(await list(client, user.id)).toEqual([{ ...older, isDefault: true }]);
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card.last4).toBe('4242');
    expect(await t.app.ctx.knex('card_twin_cards').where({ id: newest.id }).first()).toMatchObject({ disabled: true });

    await client.request('DELETE', `/api/users/${user.id}/payment-methods/${encodeURIComponent(older.id)}`);
    expect(await list(client, user.id)).toEqual([]);
    expect((await client.get(`/api/users/${user.id}/card-on-file`)).body.card).toBeNull();
    const res = await client.post('/api/orders', {
      lines: [giftCard(40)],
      useCardOnFile: true,
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(400);
  });

  it("refuses another customer's cards: 403 on their account, 404 for their card on one's own, 401 signed out", async () => {
    const owner = await customerWithTwoCards();
    const [card] = await list(owner.client, owner.user.id);
    const stranger = await signUp(t.app);
    const theirs = `/api/users/${owner.user.id}/payment-methods`;
    expect((await stranger.client.get(theirs)).status).toBe(403);
    expect((await stranger.client.request('DELETE', `${theirs}/${encodeURIComponent(card.id)}`)).status).toBe(403);
    expect((await stranger.client.post(`${theirs}/${encodeURIComponent(card.id)}/default`)).status).toBe(403);
    const mine = `/api/users/${stranger.user.id}/payment-methods/${encodeURIComponent(card.id)}`;
    const notFound = await stranger.client.request('DELETE', mine);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toMatchObject({ code: 'PAYMENT.NO_CARD_ON_FILE', message: 'Card not found.' });
    expect((await stranger.client.post(`${mine}/default`)).status).toBe(404);
    const paid = await stranger.client.post('/api/orders', {
      lines: [giftCard(40)],
      useCardOnFile: true,
      cardOnFileId: card.id,
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(400);
    expect((await t.app.client().get(theirs)).status).toBe(401);
    expect(await list(owner.client, owner.user.id)).toHaveLength(2);
  });
});
