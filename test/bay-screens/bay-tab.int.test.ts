import type { BookingTestApp } from '../bookings/booking-fixtures';
import { startPaymentApp } from '../payments/payment-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { bookBay, venueAt } from './bay-screens-fixtures';

describe('ordering food and drinks from the bay screen', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let admin: HttpClient;
  let ada: { client: HttpClient; user: SignedUpUser };
  let screens: Array<{ deviceId: string; token: string }>;
  let lager: { id: string };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(2, 0));
    t.setNow(venueAt(date, '09:00'));
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    ada = await signUp(t.app, undefined, { firstName: 'Ada' });
    screens = [];
    for (const bay of bays) screens.push((await admin.post(`/api/admin/bays/${bay}/devices`, { name: 'Screen' })).body);
    lager = (await admin.post('/api/admin/menu-items', { name: 'Lager', category: 'beer', price: '7.50' })).body;
    const off = (await admin.post('/api/admin/menu-items', { name: 'Old Ale', category: 'beer', price: '6.00' })).body;
    await admin.put(`/api/admin/menu-items/${off.id}`, {
      name: 'Old Ale',
      category: 'beer',
      price: '6.00',
      active: false,
    });
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  it('shows the active menu in cents, and no tab between sessions', async () => {
    const menu = await t.app.client().get('/api/bay-agent/menu', bearer(screens[0].token));
    expect(menu.status).toBe(200);
    expect(menu.body.items).toEqual([{ id: lager.id, name: 'Lager', category: 'Beer', priceCents: 750 }]);
    const tab = await t.app.client().get('/api/bay-agent/tab', bearer(screens[0].token));
    expect([tab.status, tab.body.code, tab.body.message]).toEqual([
      409,
      'BAY_SESSION.NONE',
      'Nobody is playing on this bay right now.',
    ]);
    const order = await t.app
      .client()
      .post('/api/bay-agent/tab/items', { menuItemId: lager.id, quantity: 1 }, bearer(screens[0].token));
    expect(order.status).toBe(409);
    expect((await t.app.client().get('/api/bay-agent/menu')).status).toBe(401);
  });

  it("orders onto the tab of the booking playing on the bay, at the menu's price, and no other bay's", async () => {
    const bookingId = await bookBay(t, { bayId: bays[0], userId: ada.user.id, date, startTime: '10:00' });
    t.setNow(venueAt(date, '10:15'));
    const order = await t.app
      .client()
      .post('/api/bay-agent/tab/items', { menuItemId: lager.id, quantity: 2, priceCents: 1 }, bearer(screens[0].token));
    expect(order.status).toBe(201);
    expect(order.body).toEqual({
      items: [{ id: expect.any(String), name: 'Lager', quantity: 2, totalCents: 1500 }],
      totalCents: 1500,
      status: 'open',
    });
    // The customer sees the same tab on their booking.
    const own = await ada.client.get(`/api/bookings/${bookingId}/tab`);
    expect(own.body).toMatchObject({ totalCents: 1500, items: [{ name: 'Lager', quantity: 2, addedBy: 'customer' }] });
    // The other bay's screen has no session, so it reaches no one's tab.
    expect((await t.app.client().get('/api/bay-agent/tab', bearer(screens[1].token))).status).toBe(409);
    const bad = await t.app
      .client()
      .post('/api/bay-agent/tab/items', { menuItemId: lager.id, quantity: 0 }, bearer(screens[0].token));
    expect(bad.status).toBe(400);
    const after = await t.app.client().get('/api/bay-agent/tab', bearer(screens[0].token));
    expect(after.body.totalCents).toBe(1500);
  });

  it('refuses a revoked screen', async () => {
    await admin.delete(`/api/admin/bays/${bays[0]}/devices/${screens[0].deviceId}`);
    const res = await t.app.client().get('/api/bay-agent/tab', bearer(screens[0].token));
    expect(res.status).toBe(401);
  });
});
