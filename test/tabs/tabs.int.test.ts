import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { closeEndedTabs, closeTab } from '../../src/commands/tabs';
import { reconcileLedger } from '../../src/projections/ledger';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { cardToken, giveCredits } from '../payments/payment-fixtures';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';

const zone = 'America/New_York';

interface Customer {
  client: HttpClient;
  user: SignedUpUser;
}

describe('bar tabs', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  let employee: HttpClient;
  let lager: { id: string };
  let cola: { id: string };

  const at = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
  const morning = () => t.setNow(at(t.day(0), '08:00:00'));

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 3);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    employee = (await signUp(t.app, undefined, { role: 'employee' })).client;
    morning();
    lager = (await admin.post('/api/admin/menu-items', { name: 'Lager', category: 'beer', price: '7.50' })).body;
    cola = (await admin.post('/api/admin/menu-items', { name: 'Cola', category: 'drinks', price: 3.5 })).body;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  async function customer(withCard = false): Promise<Customer> {
    const c = await signUp(t.app);
    await giveCredits(t.app, c.user.id, 10);
    if (withCard) {
      const saved = await c.client.post(`/api/users/${c.user.id}/card-on-file`, {
        sourceId: await cardToken(c.client),
      });
      expect(saved.status).toBe(201);
    }
    return c;
  }

  /** A booking of `hours` paid with credits, today (venue time) from `start`. */
  async function book(c: Customer, bay: string, start: string, hours = 1, date = t.day(0)): Promise<string> {
    const res = await c.client.post('/api/bookings', {
      bayId: bay,
      date,
      startTime: start,
      duration: hours,
      creditsUsed: hours,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  }

  const add = (client: HttpClient, bookingId: string, menuItemId: string, quantity = 1) =>
    client.post(`/api/bookings/${bookingId}/tab/items`, { menuItemId, quantity });

  const tabCharges = async (bookingId: string) =>
    (await t.app.ctx.knex('card_twin_charges')).filter((c: { metadata: unknown; status: string }) => {
      const m = typeof c.metadata === 'string' ? JSON.parse(c.metadata) : c.metadata;
      return m?.tabForBooking === bookingId && c.status === 'approved';
    });

  it('keeps the menu to admins, validates it, and deletes an unused item but only turns off a used one', async () => {
    const c = await customer();
    expect((await c.client.get('/api/admin/menu-items')).status).toBe(403);
    expect((await employee.post('/api/admin/menu-items', { name: 'X', category: 'beer', price: '1.00' })).status).toBe(
      403,
    );
    expect((await t.app.client().get('/api/admin/menu-items')).status).toBe(401);

    expect(lager).toMatchObject({ name: 'Lager', category: 'beer', price: '7.50', active: true, used: false });
    const bad = await admin.post('/api/admin/menu-items', { name: '', category: 'beer', price: '-1' });
    expect(bad.status).toBe(400);
    const badCategory = await admin.post('/api/admin/menu-items', { name: 'Tea', category: 'tea', price: '2.00' });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.message).toMatch(/Category is one of/);
    const free = await admin.post('/api/admin/menu-items', { name: 'Water', category: 'drinks', price: '0' });
    expect(free.status).toBe(400);
    expect(free.body.message).toMatch(/above 0/);

    const chips = (await admin.post('/api/admin/menu-items', { name: 'Chips', category: 'snacks', price: '4.00' }))
      .body;
    const changed = await admin.put(`/api/admin/menu-items/${chips.id}`, {
      name: 'Chips',
      category: 'snacks',
      price: '4.25',
    });
    expect(changed.body).toMatchObject({ price: '4.25' });
    expect((await admin.put(`/api/admin/menu-items/${randomUUID()}`, changed.body)).status).toBe(404);

    const menu = await c.client.get('/api/menu');
    expect(menu.status).toBe(200);
    expect(menu.body.map((g: { category: string }) => g.category)).toEqual(['drinks', 'beer', 'snacks']);

    const removed = await admin.delete(`/api/admin/menu-items/${chips.id}`);
    expect(removed.body).toEqual({ removed: true, item: null });
    expect((await admin.get('/api/admin/menu-items')).body.map((i: { id: string }) => i.id)).not.toContain(chips.id);

    // Used on a tab: deleting it turns it off (the tab keeps its line).
    const nuts = (await admin.post('/api/admin/menu-items', { name: 'Nuts', category: 'snacks', price: '3.00' })).body;
    const booking = await book(c, bays[2], '09:00:00');
    expect((await add(employee, booking, nuts.id)).status).toBe(201);
    const off = await admin.delete(`/api/admin/menu-items/${nuts.id}`);
    expect(off.body).toMatchObject({ removed: false, item: { id: nuts.id, active: false, used: true } });
    const refused = await add(employee, booking, nuts.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'TAB.ITEM_INACTIVE', message: 'Nuts is not on the menu right now.' });
    expect((await employee.get(`/api/bookings/${booking}/tab`)).body.total).toBe('3.00');
  });

  it('lets the customer add from 30 minutes before the start to the end, staff any time, and nobody else', async () => {
    morning();
    const c = await customer();
    const other = await customer();
    const booking = await book(c, bays[0], '14:00:00');
    const day = t.day(0);

    t.setNow(at(day, '13:29:00'));
    const early = await add(c.client, booking, lager.id);
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ code: 'TAB.NOT_YET', message: expect.stringContaining('1:30 PM') });

    t.setNow(at(day, '13:30:00'));
    const first = await add(c.client, booking, lager.id, 2);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      status: 'open',
      total: '15.00',
      items: [{ name: 'Lager', quantity: 2, unitPrice: '7.50', amount: '15.00', addedBy: 'customer' }],
    });

    expect((await add(other.client, booking, cola.id)).status).toBe(403);
    expect((await other.client.get(`/api/bookings/${booking}/tab`)).status).toBe(403);
    expect((await t.app.client().get(`/api/bookings/${booking}/tab`)).status).toBe(401);
    expect((await add(t.app.client(), booking, cola.id)).status).toBe(401);

    const zero = await add(c.client, booking, cola.id, 0);
    expect(zero.status).toBe(400);
    expect(zero.body.message).toMatch(/Quantity must be a whole number from 1 to 50/);
    const unknown = await add(c.client, booking, booking);
    expect(unknown.status).toBe(404);
    // The price is the server's: a price in the body changes nothing.
    const priced = await c.client.post(`/api/bookings/${booking}/tab/items`, {
      menuItemId: cola.id,
      quantity: 1,
      unitPriceCents: 1,
    });
    expect(priced.status).toBe(201);
    expect(priced.body.total).toBe('18.50');

    t.setNow(at(day, '15:00:00'));
    const late = await add(c.client, booking, cola.id);
    expect(late.status).toBe(403);
    expect(late.body.code).toBe('TAB.SESSION_ENDED');
    // Staff may still add while the tab is open; the customer can still read it.
    const staff = await add(employee, booking, cola.id);
    expect(staff.status).toBe(201);
    expect(staff.body.items.at(-1)).toMatchObject({ addedBy: 'employee' });
    const read = await c.client.get(`/api/bookings/${booking}/tab`);
    expect(read.body).toMatchObject({ total: '22.00', totalCents: 2200 });
    expect(read.body.items).toHaveLength(3);
    morning();
  });

  it('charges an ended tab to the card on file once, even when the job runs twice, then takes nothing more', async () => {
    morning();
    const c = await customer(true);
    const booking = await book(c, bays[1], '10:00:00');
    const day = t.day(0);
    t.setNow(at(day, '10:15:00'));
    await add(c.client, booking, lager.id, 2);
    // Not ended yet: the job leaves it open.
    await closeEndedTabs(t.app.ctx);
    expect((await c.client.get(`/api/bookings/${booking}/tab`)).body.status).toBe('open');

    t.setNow(at(day, '11:01:00'));
    await Promise.all([closeEndedTabs(t.app.ctx), closeEndedTabs(t.app.ctx).catch(() => undefined)]);
    await closeEndedTabs(t.app.ctx);
    await closeTab(t.app.ctx, booking);
    const tab = (await c.client.get(`/api/bookings/${booking}/tab`)).body;
    expect(tab).toMatchObject({ status: 'charged', paidVia: 'card', total: '15.00' });
    expect(await tabCharges(booking)).toHaveLength(1);
    expect(await t.app.ctx.knex('payments').where({ booking_id: tab.orderId }).first()).toMatchObject({
      status: 'completed',
      card_cents: 1500,
    });

    const more = await add(employee, booking, cola.id);
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: 'TAB.CLOSED', message: expect.stringContaining('already been charged') });

    const account = await c.client.get('/api/account/summary');
    expect(account.body.tabs).toEqual([
      expect.objectContaining({ bookingId: booking, status: 'charged', total: '15.00', orderId: tab.orderId }),
    ]);
    morning();
  });

  it('leaves a declined or cardless tab unpaid for staff, who settle it at the desk', async () => {
    morning();
    const declined = await customer(true);
    const card = await t.app.ctx.knex('stored_cards').where({ user_id: declined.user.id }).first();
    await t.app.ctx.payments.twin.declineStoredCard(card.card_id, {
      code: 'insufficient_funds',
      reason: 'Your card has insufficient funds.',
    });
    const cardless = await customer(false);
    const day = t.day(0);
    const b1 = await book(declined, bays[0], '11:00:00');
    const b2 = await book(cardless, bays[1], '11:00:00');
    t.setNow(at(day, '11:10:00'));
    await add(declined.client, b1, lager.id);
    await add(cardless.client, b2, cola.id, 3);

    t.setNow(at(day, '12:00:00'));
    await closeEndedTabs(t.app.ctx);
    await closeEndedTabs(t.app.ctx);
    expect((await declined.client.get(`/api/bookings/${b1}/tab`)).body).toMatchObject({
      status: 'unpaid',
      failureReason: 'Your card has insufficient funds.',
    });
    expect((await cardless.client.get(`/api/bookings/${b2}/tab`)).body).toMatchObject({
      status: 'unpaid',
      failureReason: 'The customer has no card on file.',
    });
    expect(await tabCharges(b1)).toHaveLength(0);

    const c = await customer();
    expect((await c.client.get('/api/admin/tabs')).status).toBe(403);
    const list = await employee.get('/api/admin/tabs');
    expect(list.status).toBe(200);
    const row = list.body.find((x: { bookingId: string }) => x.bookingId === b1);
    expect(row).toMatchObject({ status: 'unpaid', total: '7.50', customerName: expect.stringContaining('Pat') });
    expect(row.bayName).toMatch(/^Bay 1/);

    const alerts = await admin.get('/api/admin/alerts');
    expect(JSON.stringify(alerts.body)).toContain('unpaid_tabs');

    expect((await c.client.post(`/api/admin/tabs/${b1}/settle`, { method: 'cash' })).status).toBe(403);
    expect((await employee.post(`/api/admin/tabs/${b1}/settle`, { method: 'iou' })).status).toBe(400);
    const settled = await employee.post(`/api/admin/tabs/${b1}/settle`, { method: 'cash' });
    expect(settled.status).toBe(200);
    expect(settled.body).toMatchObject({ status: 'settled', paidVia: 'desk', deskMethod: 'cash' });
    const again = await employee.post(`/api/admin/tabs/${b1}/settle`, { method: 'cash' });
    expect(again.status).toBe(409);
    const cash = await t.app.ctx.knex('ledger_entries').where({ booking_id: b1, event_type: 'TabSettledAtDesk' });
    expect(cash.map((e: { account: string; amount: string }) => [e.account, Number(e.amount)]).sort()).toEqual([
      ['cash', 750],
      ['revenue:food_and_drink', -750],
    ]);
    // Staff can try the card again (the cardless customer has none: still unpaid).
    const retried = await employee.post(`/api/admin/tabs/${b2}/charge`);
    expect(retried.body).toMatchObject({ status: 'unpaid' });
    morning();
  });

  it('asks the customer to approve a tab their bank will not take off-session; approving pays it once', async () => {
    morning();
    const c = await signUp(t.app);
    await giveCredits(t.app, c.user.id, 2);
    const saved = await c.client.post(`/api/users/${c.user.id}/card-on-file`, {
      sourceId: await cardToken(c.client, '4000 0027 6000 3184'),
    });
    expect(saved.status).toBe(201);
    const day = t.day(0);
    const booking = await book(c, bays[1], '15:00:00');
    t.setNow(at(day, '15:05:00'));
    await add(c.client, booking, cola.id, 2);
    t.setNow(at(day, '16:01:00'));
    await closeEndedTabs(t.app.ctx);
    await closeEndedTabs(t.app.ctx);
    expect((await c.client.get(`/api/bookings/${booking}/tab`)).body.status).toBe('needs_approval');
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), undefined, 10_000);
    const approvals = (await c.client.get('/api/payment-approvals')).body.approvals;
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ purpose: 'bar-tab', label: 'Bar tab', amount: '7.00' });

    const page = await c.client.post(`/api/payment-approvals/${approvals[0].approvalId}/start`, {});
    await c.client.request(
      'POST',
      new URL(page.body.url, 'http://x').pathname,
      new URLSearchParams({ outcome: 'complete' }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    const paid = await c.client.post(`/api/payment-approvals/${approvals[0].approvalId}/complete`, {});
    expect(paid.body).toMatchObject({ status: 'paid', amountCharged: '7.00' });
    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), undefined, 10_000);
    const tab = (await c.client.get(`/api/bookings/${booking}/tab`)).body;
    expect(tab).toMatchObject({ status: 'charged', total: '7.00' });
    const cardOrders = () =>
      t.app.ctx.knex('payments').where({ user_id: c.user.id, status: 'completed' }).where('card_cents', '>', 0);
    const orders = await cardOrders();
    expect(orders.map((o: { booking_id: string; card_cents: number }) => [o.booking_id, o.card_cents])).toEqual([
      [tab.orderId, 700],
    ]);
    // The job again: nothing more is charged.
    await closeEndedTabs(t.app.ctx);
    expect(await cardOrders()).toHaveLength(1);
    morning();
  });

  it('refunds a line the way the tab was paid, once, and the ledger stays balanced', async () => {
    morning();
    const c = await customer(true);
    const d = await customer(false);
    const day = t.day(0);
    const carded = await book(c, bays[2], '12:00:00');
    const desk = await book(d, bays[0], '12:00:00');
    t.setNow(at(day, '12:05:00'));
    const lines = (await add(c.client, carded, lager.id)).body;
    await add(c.client, carded, cola.id, 2);
    const deskLine = (await add(d.client, desk, cola.id)).body.items[0].id as string;
    t.setNow(at(day, '13:05:00'));
    await closeEndedTabs(t.app.ctx);
    await employee.post(`/api/admin/tabs/${desk}/settle`, { method: 'card_present' });
    const charged = (await c.client.get(`/api/bookings/${carded}/tab`)).body;
    expect(charged).toMatchObject({ status: 'charged', total: '14.50' });

    const lineId = lines.items[0].id as string;
    expect((await employee.post(`/api/admin/tabs/${carded}/lines/${lineId}/refund`, {})).status).toBe(403);
    const refunded = await admin.post(`/api/admin/tabs/${carded}/lines/${lineId}/refund`, { reason: 'Flat beer' });
    expect(refunded.status).toBe(200);
    expect(refunded.body).toMatchObject({ refunded: '7.50' });
    expect(refunded.body.items.find((i: { id: string }) => i.id === lineId)).toMatchObject({ refunded: '7.50' });
    const twice = await admin.post(`/api/admin/tabs/${carded}/lines/${lineId}/refund`, { reason: 'Flat beer' });
    expect(twice.body).toMatchObject({ refunded: '7.50' });
    const refunds = await t.app.ctx.knex('card_twin_refunds').where({ payment_id: (await tabCharges(carded))[0].id });
    expect(refunds).toHaveLength(1);
    expect(Number(refunds[0].amount_cents)).toBe(750);

    const deskRefund = await admin.post(`/api/admin/tabs/${desk}/lines/${deskLine}/refund`, {});
    expect(deskRefund.body).toMatchObject({ refunded: '3.50' });
    const cashBack = await t.app.ctx.knex('ledger_entries').where({ booking_id: desk, event_type: 'TabLineRefunded' });
    expect(cashBack.map((e: { account: string; amount: string }) => [e.account, Number(e.amount)]).sort()).toEqual([
      ['cash', -350],
      ['refunds:food_and_drink', 350],
    ]);
    const notPaid = await admin.post(`/api/admin/tabs/${desk}/lines/${lager.id}/refund`, {});
    expect(notPaid.status).toBe(404);

    await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), undefined, 30_000);
    expect(await reconcileLedger(t.app.ctx.knex, { now: new Date(8.64e15), settleMs: 0 })).toEqual([]);
    const food = await t.app.ctx.knex('analytics_revenue').where({ product: 'food_and_drink' }).sum({ cents: 'cents' });
    // Cards: 15.00 and 7.00 (earlier tests) + 14.50 - 7.50 refunded; desk: 7.50 (earlier) + 3.50 - 3.50 refunded.
    expect(Number(food[0].cents)).toBe(1500 + 700 + 1450 - 750 + 750 + 350 - 350);
    morning();
  });
});
