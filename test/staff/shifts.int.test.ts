import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';

const WEEK = '2026-11-29'; // a Sunday

/** The shift notices queued for a phone, once there are `count` of them (then a moment more, to see no extra). */
async function noticesTo(phone: string, count: number) {
  const rows = () => app.ctx.knex('outbound_sms').where({ to_phone: phone, reason: 'shift_notice' });
  await waitFor(rows, { until: (queued) => queued.length >= count, what: `${count} shift notices to ${phone}` });
  await new Promise((r) => setTimeout(r, 300));
  await app.ctx.jobs.drain?.();
  return rows();
}

/** The newest shift notice the SMS twin delivered to a phone (waits for the pipeline). */
async function shiftText(phone: string): Promise<string> {
  const notice = await waitFor(
    async () => {
      const { messages } = (await app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body;
      return (messages as Array<{ body: string }>).find((m) => m.body.includes('your shifts'));
    },
    { what: `a shift notice delivered to ${phone}` },
  );
  return notice.body;
}

let app: TestApp;

/** Shifts: admins schedule (no overlaps per employee) and publish a week; each employee is texted once. */
describe('shifts', () => {
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    admin = (await signUp(app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  const shift = (userId: string, extra: Record<string, unknown> = {}) => ({
    userId,
    title: 'Opening',
    position: 'Front Desk',
    date: '2026-11-30',
    startTime: '09:00',
    endTime: '15:00',
    ...extra,
  });

  it('schedules, edits and removes shifts; refuses overlaps for one employee and non-employees', async () => {
    const jordan = await signUp(app, undefined, { role: 'employee' });
    const customer = await signUp(app);
    expect((await customer.client.post('/api/admin/shifts', shift(jordan.user.id))).status).toBe(403);
    const created = await admin.post('/api/admin/shifts', shift(jordan.user.id));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Opening',
      color: '#3b82f6',
      date: '2026-11-30',
      startTime: '09:00',
      endTime: '15:00',
      status: 'scheduled',
    });
    const overlap = await admin.post(
      '/api/admin/shifts',
      shift(jordan.user.id, { startTime: '14:00', endTime: '18:00' }),
    );
    expect([overlap.status, overlap.body.message]).toEqual([
      409,
      'This overlaps Opening (09:00–15:00) for the same employee.',
    ]);
    const notStaff = await admin.post('/api/admin/shifts', shift(customer.user.id));
    expect([notStaff.status, notStaff.body.message]).toEqual([400, 'Please choose an employee']);
    const backwards = await admin.post(
      '/api/admin/shifts',
      shift(jordan.user.id, { startTime: '15:00', endTime: '09:00' }),
    );
    expect([backwards.status, backwards.body.message]).toEqual([400, 'The end time must be after the start time']);

    const later = await admin.post(
      '/api/admin/shifts',
      shift(jordan.user.id, { title: 'Close', startTime: '15:00', endTime: '23:00', color: '#ef4444' }),
    );
    expect(later.status).toBe(201);
    const moved = await admin.put(
      `/api/admin/shifts/${later.body.id}`,
      shift(jordan.user.id, { title: 'Close', startTime: '16:00', endTime: '23:00', notes: 'Lock up' }),
    );
    expect(moved.body).toMatchObject({ startTime: '16:00', notes: 'Lock up' });
    expect((await admin.delete(`/api/admin/shifts/${later.body.id}`)).status).toBe(204);
    const week = (await admin.get(`/api/admin/shifts?weekStart=${WEEK}`)).body;
    expect(week.shifts.map((s: { title: string }) => s.title)).toEqual(['Opening']);
    expect(week.publication).toBeNull();
  });

  it("answers each employee's own shifts for the 7 days from a date (visitors 401, customers 403)", async () => {
    const sam = await signUp(app, undefined, { role: 'employee' });
    await admin.post(
      '/api/admin/shifts',
      shift(sam.user.id, { date: '2026-12-05', title: 'Evening', startTime: '16:00', endTime: '22:00' }),
    );
    await admin.post('/api/admin/shifts', shift(sam.user.id, { date: '2026-12-06', title: 'Next week' }));
    expect((await app.client().get(`/api/employee/shifts/${WEEK}`)).status).toBe(401);
    const mine = (await sam.client.get(`/api/employee/shifts/${WEEK}`)).body;
    expect(mine.map((s: { title: string; date: string }) => [s.title, s.date])).toEqual([['Evening', '2026-12-05']]);
    const customer = await signUp(app);
    expect((await customer.client.get(`/api/employee/shifts/${WEEK}`)).status).toBe(403);
    expect((await sam.client.get('/api/employee/shifts/not-a-date')).status).toBe(400);
    // The account page shows the Employee tab only with shifts this week.
    expect((await sam.client.get('/api/account/summary')).body.hasShiftsThisWeek).toBe(false);
  });

  it('texts each employee their week once when it is published; an unchanged week published again texts nobody', async () => {
    const lee = await signUp(app, undefined, { role: 'employee', firstName: 'Lee' });
    await admin.post(
      '/api/admin/shifts',
      shift(lee.user.id, { date: '2026-12-01', title: 'Opening', position: 'Bar' }),
    );
    await admin.post(
      '/api/admin/shifts',
      shift(lee.user.id, { date: '2026-12-03', title: 'Close', startTime: '17:00', endTime: '23:00' }),
    );
    expect((await lee.client.post('/api/admin/shifts/publish', { weekStart: WEEK })).status).toBe(403);
    const first = await admin.post('/api/admin/shifts/publish', { weekStart: WEEK });
    expect([first.status, first.body]).toMatchObject([200, { published: true, publication: { employees: 3 } }]);
    expect(await noticesTo(lee.user.phoneNumber, 1)).toHaveLength(1);
    const notice = await shiftText(lee.user.phoneNumber);
    expect(notice).toContain('Tue Dec 1, 9:00 AM-3:00 PM Opening (Bar)');
    expect(notice).toContain('Thu Dec 3, 5:00-11:00 PM Close (Front Desk)');
    const again = await admin.post('/api/admin/shifts/publish', { weekStart: WEEK });
    expect(again.body).toMatchObject({ published: false, employees: 0 });
    expect(await noticesTo(lee.user.phoneNumber, 1)).toHaveLength(1);
    // A change, then a new publication: a new notice.
    await admin.post(
      '/api/admin/shifts',
      shift(lee.user.id, { date: '2026-12-04', title: 'Tournament night', startTime: '17:00', endTime: '23:00' }),
    );
    expect((await admin.post('/api/admin/shifts/publish', { weekStart: WEEK })).body.published).toBe(true);
    expect(await noticesTo(lee.user.phoneNumber, 2)).toHaveLength(2);
    expect(await shiftText(lee.user.phoneNumber)).toContain('Fri Dec 4, 5:00-11:00 PM Tournament night');
  });
});
