import { randomUUID } from 'node:crypto';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';
import type { HttpClient } from '../harness/http-client';
import { cardToken, startPaymentApp } from '../payments/payment-fixtures';
import { violations, type Doc } from './support/openapi-violations';

/**
 * The admin side of what the routes answer, checked by real calls against the schemas
 * /api/openapi.json documents (zod contracts from src/contracts): staff, system, webhooks, reminders,
 * email, messaging, door access, calendar, analytics, dashboard, ledger, audit, no-show, waitlist,
 * venues and admin customers.
 */
describe('the admin routes answer what /api/openapi.json documents', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  let doc: Doc;
  let admin: HttpClient;
  let adminId: string;
  let customer: HttpClient;
  let customerId: string;
  let bookingId: string;
  let orderId: string;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(1, 1));
    doc = (await t.app.client().get('/api/openapi.json')).body;
    const a = await signUp(t.app, undefined, { role: 'admin' });
    admin = a.client;
    adminId = a.user.id;
    const c = await signUp(t.app);
    customer = c.client;
    customerId = c.user.id;
    const lines = [{ type: 'booking', bayId: bays[0], date, startTime: '12:00', duration: 1 }];
    const paid = await customer.post('/api/orders', {
      lines,
      sourceId: await cardToken(customer),
      idempotencyKey: randomUUID(),
    });
    if (paid.status !== 201) throw new Error(`paying an order answered ${paid.status}: ${paid.text}`);
    orderId = paid.body.orderId;
    bookingId = paid.body.fulfilled[0].reference;
  }, 180_000);
  afterAll(async () => {
    await t?.app.close();
  }, 60_000);

  const documented = (method: string, path: string, status: number) => {
    const schema = doc.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${path} ${status}: no application/json schema documented`);
    return schema;
  };
  /** The answer has the status and fits the documented schema; `path` is the document's ({param}). */
  const check = (res: { status: number; body: unknown; text?: string }, method: string, path: string, status = 200) => {
    expect({ path, status: res.status, body: res.status === status ? 'ok' : res.body }).toEqual({
      path,
      status,
      body: 'ok',
    });
    expect({ path, violations: violations(res.body, documented(method, path, status), doc) }).toEqual({
      path,
      violations: [],
    });
    return res.body as any;
  };
  const get = async (url: string, path = url.replace(/\?.*$/, ''), client = admin) =>
    check(await client.get(url), 'get', path);

  it('answers the staff routes in their contracts', async () => {
    check(await admin.post('/api/timeclock/clock-in', { notes: 'opening' }), 'post', '/api/timeclock/clock-in', 201);
    await get('/api/timeclock/current');
    const out = check(await admin.post('/api/timeclock/clock-out', {}), 'post', '/api/timeclock/clock-out');
    await get('/api/timeclock/entries');
    const list = await get('/api/admin/timeclock-entries');
    expect(list.length).toBeGreaterThan(0);
    await get('/api/admin/timeclock-entries?paged=true');
    await get(`/api/admin/timeclock-entries/${out.entry.id}/history`, '/api/admin/timeclock-entries/{entryId}/history');
    const corrected = check(
      await admin.post(`/api/admin/timeclock-entries/${out.entry.id}/correct`, {
        clockInTime: out.entry.clockInTime,
        clockOutTime: new Date(Date.parse(out.entry.clockInTime) + 60_000).toISOString(),
        reason: 'Forgot to clock out',
      }),
      'post',
      '/api/admin/timeclock-entries/{entryId}/correct',
    );
    expect(corrected.history.map((h: { kind: string }) => h.kind)).toContain('correction');
    const weekStart = t.day(0);
    const sheet = await get(`/api/admin/timesheets?weekStart=${weekStart}`);
    expect(sheet.employees.length).toBeGreaterThan(0);
    const staff = await get('/api/admin/employees');
    expect(staff.length).toBeGreaterThan(0);
    const shift = { userId: adminId, title: 'Front desk', date: weekStart, startTime: '09:00', endTime: '17:00' };
    const made = check(await admin.post('/api/admin/shifts', shift), 'post', '/api/admin/shifts', 201);
    check(await admin.put(`/api/admin/shifts/${made.id}`, { ...shift, title: 'Bar' }), 'put', '/api/admin/shifts/{id}');
    const week = await get(`/api/admin/shifts?weekStart=${weekStart}`);
    expect(week.shifts.length).toBe(1);
    check(await admin.post('/api/admin/shifts/publish', { weekStart }), 'post', '/api/admin/shifts/publish');
    await get(`/api/employee/shifts/${date}`, '/api/employee/shifts/{weekStart}');
  });

  it('answers the system routes in their contracts', async () => {
    await get('/api/admin/queues');
    await get('/api/admin/system/health');
    await get('/api/admin/alerts');
    const { projections } = await get('/api/admin/projections');
    expect(projections.length).toBeGreaterThan(0);
    const name = projections.find((p: { reactor: boolean }) => !p.reactor).name;
    check(
      await admin.post(`/api/admin/projections/${name}/resume`, {}),
      'post',
      '/api/admin/projections/{name}/resume',
    );
    const names = projections.filter((p: { reactor: boolean }) => !p.reactor).map((p: { name: string }) => p.name);
    const small = names.includes('webhooks') ? 'webhooks' : names[0];
    check(
      await admin.post(`/api/admin/projections/${small}/rebuild`, {}),
      'post',
      '/api/admin/projections/{name}/rebuild',
      202,
    );
    const done = await waitFor(
      async () => get(`/api/admin/projections/${small}/rebuild`, '/api/admin/projections/{name}/rebuild'),
      { until: (p) => p.state !== 'running', what: 'the rebuild finished' },
    );
    expect(done.state).toBe('swapped');
  });

  it('answers the webhooks, reminders and email routes in their contracts', async () => {
    const made = check(
      await admin.post('/api/admin/webhooks', { url: 'https://example.com/hooks', kinds: ['booking.confirmed'] }),
      'post',
      '/api/admin/webhooks',
      201,
    );
    check(
      await admin.put(`/api/admin/webhooks/${made.id}`, {
        url: 'https://example.com/hooks2',
        kinds: ['booking.cancelled'],
      }),
      'put',
      '/api/admin/webhooks/{id}',
    );
    const page = await get('/api/admin/webhooks');
    expect(page.items.length).toBe(1);
    await get(`/api/admin/webhooks/${made.id}/deliveries`, '/api/admin/webhooks/{id}/deliveries');
    const settings = await get('/api/admin/reminders/settings');
    const { placeholders: _p, preview: _v, ...input } = settings;
    check(await admin.put('/api/admin/reminders/settings', input), 'put', '/api/admin/reminders/settings');
    await get('/api/admin/reminders/log');
    await get('/api/admin/reminders/upcoming');
    await get('/api/admin/email-settings');
    check(
      await admin.post('/api/admin/email-settings/test', { to: 'desk@example.com' }),
      'post',
      '/api/admin/email-settings/test',
    );
  });

  it('answers the messaging routes in their contracts', async () => {
    const key = customerId;
    check(
      await admin.post(`/api/admin/support/conversations/${key}/reply`, { message: 'Your bay is ready' }),
      'post',
      '/api/admin/support/conversations/{key}/reply',
      201,
    );
    const story = await get(
      `/api/admin/support/conversations/${key}/messages`,
      '/api/admin/support/conversations/{key}/messages',
    );
    expect(story.messages.length).toBe(1);
    check(
      await admin.post(`/api/admin/support/conversations/${key}/read`, {}),
      'post',
      '/api/admin/support/conversations/{key}/read',
    );
    const canned = { title: 'Hours', body: 'We open at 6' };
    const made = check(
      await admin.post('/api/admin/canned-responses', canned),
      'post',
      '/api/admin/canned-responses',
      201,
    );
    check(
      await admin.put(`/api/admin/canned-responses/${made.id}`, { ...canned, body: 'We open at 7' }),
      'put',
      '/api/admin/canned-responses/{id}',
    );
    expect((await get('/api/admin/canned-responses')).length).toBe(1);
    await get('/api/admin/sms-settings');
    check(
      await admin.put('/api/admin/sms-settings', { quietHoursStart: '21:00', quietHoursEnd: '08:00' }),
      'put',
      '/api/admin/sms-settings',
    );
    const templates = await get('/api/admin/message-templates');
    expect(templates.length).toBeGreaterThan(0);
    check(
      await admin.put('/api/admin/message-templates', { templates: { [templates[0].key]: 'Hello from {venueName}' } }),
      'put',
      '/api/admin/message-templates',
    );
    const bulk = check(
      await admin.post('/api/admin/sms/bulk', { audience: { kind: 'all' }, message: 'Open late Friday' }),
      'post',
      '/api/admin/sms/bulk',
      201,
    );
    expect((await get('/api/admin/sms/bulk')).length).toBe(1);
    await get(`/api/admin/sms/bulk/${bulk.id}`, '/api/admin/sms/bulk/{id}');
  });

  it('answers the door-access, calendar and no-show routes in their contracts', async () => {
    await get('/api/admin/door-access');
    check(
      await admin.put('/api/admin/door-access', {
        enabled: false,
        provider: 'none',
        webhookUrl: null,
        minutesBefore: 15,
        codeLength: 6,
      }),
      'put',
      '/api/admin/door-access',
    );
    await get('/api/admin/door-access/codes');
    await get(`/api/bookings/${bookingId}/door-code`, '/api/bookings/{id}/door-code', customer);
    await get('/api/account/calendar-feed', '/api/account/calendar-feed', customer);
    check(await customer.post('/api/account/calendar-feed', {}), 'post', '/api/account/calendar-feed', 201);
    check(await customer.post('/api/account/calendar-feed', {}), 'post', '/api/account/calendar-feed', 200);
    const feed = await get('/api/account/calendar-feed', '/api/account/calendar-feed', customer);
    expect(feed.exists).toBe(true);
    const policy = await get('/api/admin/no-show-policy');
    const { lateWindowHours: _w, ...input } = policy;
    check(await admin.put('/api/admin/no-show-policy', input), 'put', '/api/admin/no-show-policy');
    check(
      await customer.post(`/api/users/${customerId}/card-on-file`, { sourceId: await cardToken(customer) }),
      'post',
      '/api/users/{userId}/card-on-file',
      201,
    );
    await get(`/api/users/${customerId}/booking-fees`, '/api/users/{userId}/booking-fees');
  });

  it('answers the reports (analytics, dashboard, ledger, audit) in their contracts', async () => {
    const from = t.day(-7);
    const to = t.day(7);
    const report = await get(`/api/admin/analytics?from=${from}&to=${to}&granularity=week`);
    expect(report.revenue.series.length).toBeGreaterThan(0);
    await get(`/api/admin/analytics/summary?from=${from}&to=${to}`);
    const board = await get(`/api/admin/dashboard?date=${date}`);
    expect(board.bays.length).toBe(1);
    await get('/api/admin/reconciliation');
    const scoped = await get(`/api/admin/ledger/balances?orderId=${orderId}`);
    expect(scoped.balances.length).toBeGreaterThan(0);
    const story = await get(`/api/admin/audit/booking/${bookingId}`, '/api/admin/audit/{kind}/{id}');
    expect(story.items.length).toBeGreaterThan(0);
    const at = new Date().toISOString();
    const asOf = await get(
      `/api/admin/audit/booking/${bookingId}/as-of?at=${encodeURIComponent(at)}`,
      '/api/admin/audit/{kind}/{id}/as-of',
    );
    expect(asOf.state).not.toBeNull();
    await get(
      `/api/admin/audit/correlation/${story.items[0].correlationId ?? randomUUID()}`,
      '/api/admin/audit/correlation/{correlationId}',
    );
  });

  it('answers the waitlist, venues and admin customer routes in their contracts', async () => {
    const line = { date, earliestStart: '12:00', latestStart: '12:00', duration: 1 };
    check(await admin.post('/api/waitlist', line), 'post', '/api/waitlist', 201);
    expect((await get('/api/waitlist')).entries.length).toBe(1);
    const day = await get(`/api/admin/waitlist?date=${date}`);
    expect(day.entries.length).toBe(1);
    await get('/api/admin/waitlist');
    await get('/api/venues', '/api/venues', customer);
    expect((await get('/api/venues/mine')).adminOf.length).toBe(1);
    const profile = await get(`/api/admin/users/${customerId}`, '/api/admin/users/{userId}');
    expect(profile.id).toBe(customerId);
    check(
      await admin.post(`/api/admin/users/${customerId}/block`, { reason: 'Unpaid fees' }),
      'post',
      '/api/admin/users/{userId}/block',
    );
    check(await admin.post(`/api/admin/users/${customerId}/unblock`, {}), 'post', '/api/admin/users/{userId}/unblock');
    check(
      await admin.post('/api/admin/credits/grants', {
        userId: customerId,
        bucket: 'general',
        amount: 2,
        reason: 'Sorry',
      }),
      'post',
      '/api/admin/credits/grants',
      201,
    );
    const ledger = await get(
      `/api/admin/users/${customerId}/credits/ledger`,
      '/api/admin/users/{userId}/credits/ledger',
    );
    expect(ledger.items.length).toBeGreaterThan(0);
    expect((await get('/api/admin/credits/movements')).items.length).toBeGreaterThan(0);
    expect((await get('/api/admin/debug/square-customer-mapping')).items.length).toBeGreaterThan(0);
    const booked = await get(`/api/admin/users/${customerId}/bookings`, '/api/admin/users/{userId}/bookings');
    expect(booked.items.flatMap((b: { id: string; reference: string }) => [b.id, b.reference])).toContain(bookingId);

    // The customer cancels: the freed slot is offered to the admin waiting for it, who declines it.
    expect((await customer.delete(`/api/bookings/${bookingId}`)).status).toBe(200);
    const offered = await waitFor(async () => (await admin.get('/api/waitlist')).body.entries[0], {
      until: (e) => e.status === 'offered',
      what: 'the waitlist offer',
    });
    const offerId = offered.offer.offerId;
    await get(`/api/waitlist/offers/${offerId}`, '/api/waitlist/offers/{offerId}');
    const declined = check(
      await admin.post(`/api/waitlist/offers/${offerId}/decline`, {}),
      'post',
      '/api/waitlist/offers/{offerId}/decline',
    );
    expect(declined.status).toBe('declined');
  });
});
