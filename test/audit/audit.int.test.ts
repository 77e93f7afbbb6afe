import { randomUUID } from 'node:crypto';
import { spendCredits } from '../../src/commands/credits/credits.commands';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, startPaymentApp } from '../payments/payment-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';

interface Item {
  eventId: string;
  type: string;
  at: string;
  actor: { userId: string; name: string } | 'system';
  summary: string;
  reason: string | null;
  correlationId: string | null;
  streamId: string;
  balances?: { loyalty: number; membership: number; general: number; total: number };
}

/** /api/admin/audit: histories in plain words, a checkout's story by correlation, and as-of states. */
describe('the admin audit', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  let employee: HttpClient;
  let alex: { client: HttpClient; user: SignedUpUser };
  let bookingId: string;

  beforeAll(async () => {
    ({ t, bays } = await startPaymentApp(1, 0));
    admin = (await signUp(t.app, undefined, { role: 'admin', firstName: 'Ada', lastName: 'Admin' })).client;
    employee = (await signUp(t.app, undefined, { role: 'employee' })).client;
    alex = await signUp(t.app, undefined, { firstName: 'Alex', lastName: 'Tester' });
    // Tuesday 10:00 in New York Alex pays for Wednesday noon; Wednesday 09:00 Alex cancels (half back).
    t.setNow('2026-02-10T15:00:00Z');
    const paid = await alex.client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[0], date: '2026-02-11', startTime: '12:00', duration: 2 }],
      sourceId: await cardToken(alex.client),
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    bookingId = paid.body.fulfilled[0].reference;
    t.setNow('2026-02-11T14:00:00Z');
    expect((await alex.client.delete(`/api/bookings/${bookingId}`)).status).toBe(200);
    await waitFor(async () => (await alex.client.get(`/api/bookings/details/${bookingId}`)).body, {
      until: (b) => b.refundStatus === 'completed',
      what: 'the refund paid',
    });
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  const all = async (path: string): Promise<Item[]> => {
    const items: Item[] = [];
    let cursor: string | null = null;
    do {
      const res: { status: number; body: { items: Item[]; nextCursor: string | null } } = await admin.get(
        `${path}?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      items.push(...res.body.items);
      cursor = res.body.nextCursor;
    } while (cursor);
    return items;
  };

  it('answers 401 to visitors and 403 to customers and employees', async () => {
    for (const path of [
      `/api/admin/audit/booking/${bookingId}`,
      `/api/admin/audit/booking/${bookingId}/as-of?at=2026-02-10T15:00:00Z`,
      `/api/admin/audit/correlation/${randomUUID()}`,
    ]) {
      expect([path, (await t.app.client().get(path)).status]).toEqual([path, 401]);
      expect([path, (await alex.client.get(path)).status]).toEqual([path, 403]);
      expect([path, (await employee.get(path)).status]).toEqual([path, 403]);
    }
  });

  it('reads a booking cancelled and refunded as its story, with who did each step', async () => {
    const items = await all(`/api/admin/audit/booking/${bookingId}`);
    const kinds = items.map((i) => i.type);
    for (const step of ['BookingPlaced', 'BookingConfirmed', 'BookingCancelled', 'CheckoutRefunded'])
      expect(kinds).toContain(step);
    expect(kinds.indexOf('BookingPlaced')).toBeLessThan(kinds.indexOf('BookingConfirmed'));
    expect(kinds.indexOf('BookingConfirmed')).toBeLessThan(kinds.indexOf('BookingCancelled'));
    expect(kinds.indexOf('BookingCancelled')).toBeLessThan(kinds.indexOf('CheckoutRefunded'));
    const cancelled = items.find((i) => i.type === 'BookingCancelled')!;
    expect(cancelled).toMatchObject({
      actor: { userId: alex.user.id, name: 'Alex Tester' },
      at: '2026-02-11T14:00:00.000Z',
      summary: expect.stringMatching(/^Cancelled by Alex Tester; \$35\.00 refunded \(50% refund/),
      reason: expect.stringMatching(/^50% refund/),
    });
    expect(items.find((i) => i.type === 'BookingPlaced')).toMatchObject({
      actor: { name: 'Alex Tester' },
      summary: expect.stringMatching(/^Booked Bay 1 .* for 2 h, \$70\.00/),
    });
    expect(items.find((i) => i.type === 'CheckoutRefunded')!.summary).toMatch(/^Refund paid: \$35\.00 to the card/);
    const first = await admin.get(`/api/admin/audit/booking/${bookingId}?limit=2`);
    expect(first.body).toMatchObject({ kind: 'booking', id: bookingId, total: items.length });
    expect(first.body.items.map((i: Item) => i.eventId)).toEqual(items.slice(0, 2).map((i) => i.eventId));
  });

  it('tells a whole checkout as one story across its streams by correlation id', async () => {
    const items = await all(`/api/admin/audit/booking/${bookingId}`);
    const started = items.find((i) => i.type === 'CheckoutStarted')!;
    expect(started.correlationId).toBeTruthy();
    const story = await all(`/api/admin/audit/correlation/${started.correlationId}`);
    expect(story.every((i) => i.correlationId === started.correlationId)).toBe(true);
    const categories = new Set(story.map((i) => i.streamId.split('-')[0]));
    expect(categories.has('checkout')).toBe(true);
    expect(categories.has('bay_day')).toBe(true);
    expect(story.map((i) => i.type)).toEqual(
      expect.arrayContaining(['CheckoutStarted', 'BookingPlaced', 'CheckoutCharged']),
    );
    const times = story.map((i) => i.at);
    expect([...times].sort()).toEqual(times);
    expect((await admin.get(`/api/admin/audit/correlation/${randomUUID()}`)).body).toMatchObject({
      items: [],
      total: 0,
    });
    // The correlation index is a read model: rebuilt from the log, it tells the same story.
    await t.app.ctx.projections.rebuild('audit-correlations');
    expect(await all(`/api/admin/audit/correlation/${started.correlationId}`)).toEqual(story);
    // The refund the cancellation caused (a job) carries the cancellation's correlation id.
    const cancelled = items.find((i) => i.type === 'BookingCancelled')!;
    const refund = await all(`/api/admin/audit/correlation/${cancelled.correlationId}`);
    expect(refund.map((i) => i.type)).toEqual(expect.arrayContaining(['BookingCancelled', 'CheckoutRefunded']));
  });

  it('rebuilds a booking as it stood before and after the cancellation', async () => {
    const at = (iso: string) => admin.get(`/api/admin/audit/booking/${bookingId}/as-of?at=${iso}`);
    expect((await at('2026-02-10T14:00:00Z')).body).toMatchObject({ eventCount: 0, state: null });
    expect((await at('2026-02-11T13:59:00Z')).body.state).toMatchObject({
      id: bookingId,
      date: '2026-02-11',
      startTime: '12:00',
      endTime: '14:00',
      status: 'confirmed',
      totalAmount: '70.00',
    });
    expect((await at('2026-02-11T14:00:00Z')).body.state).toMatchObject({ status: 'cancelled' });
    expect((await at('yesterday')).status).toBe(400);
  });

  it('shows a credits balance as of before and after a spend, with the running balance per bucket', async () => {
    t.setNow('2026-02-12T15:00:00Z');
    const granted = await admin.post(`/api/admin/users/${alex.user.id}/credits`, {
      amount: 5,
      bucket: 'general',
      reason: 'Sorry about the projector',
    });
    expect(granted.status).toBe(201);
    t.setNow('2026-02-13T15:00:00Z');
    await spendCredits(t.app.ctx, { userId: alex.user.id, amount: 2, reason: 'bay time', operationId: randomUUID() });
    const asOf = (iso: string) => admin.get(`/api/admin/audit/credits/${alex.user.id}/as-of?at=${iso}`);
    expect((await asOf('2026-02-13T14:59:59Z')).body.state).toEqual({
      loyalty: 0,
      membership: 0,
      general: 5,
      total: 5,
    });
    expect((await asOf('2026-02-13T15:00:00Z')).body.state).toEqual({
      loyalty: 0,
      membership: 0,
      general: 3,
      total: 3,
    });
    const items = await all(`/api/admin/audit/credits/${alex.user.id}`);
    expect(items.map((i) => [i.type, i.balances?.general])).toEqual([
      ['CreditsGranted', 5],
      ['CreditsSpent', 3],
    ]);
    expect(items[0]).toMatchObject({
      actor: { name: 'Ada Admin' },
      summary: 'Ada Admin added 5 general credits: Sorry about the projector',
      reason: 'Sorry about the projector',
    });
  });

  it('answers 404 for an unknown subject and 400 for an unknown kind', async () => {
    expect((await admin.get(`/api/admin/audit/booking/${randomUUID()}`)).status).toBe(404);
    expect((await admin.get(`/api/admin/audit/gift-card/NOPE1234`)).status).toBe(404);
    expect((await admin.get(`/api/admin/audit/shoes/${randomUUID()}`)).status).toBe(400);
    expect((await admin.get(`/api/admin/audit/tournament/${randomUUID()}`)).status).toBe(404);
  });
});
