import { grantRole, revokeRole } from '../../src/commands/users/user-roles.command';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';

/** The timeclock: punches, one open entry, corrections that keep the original, and a replay. */
describe('timeclock', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    t = await startBookingApp();
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses visitors (401) and customers (403); a role granted or revoked counts on the next request', async () => {
    expect((await t.app.client().get('/api/timeclock/current')).status).toBe(401);
    expect((await t.app.client().post('/api/timeclock/clock-in', {})).status).toBe(401);
    const { client, user } = await signUp(t.app);
    expect((await client.get('/api/timeclock/current')).status).toBe(403);
    expect((await client.post('/api/timeclock/clock-in', {})).status).toBe(403);
    expect((await client.get('/api/timeclock/entries')).status).toBe(403);

    const granted = await grantRole(t.app.ctx, user.id, 'employee', 'hired', { actor: 'system' });
    await t.app.ctx.projections.waitFor(granted.position, ['users']);
    // Same session, no new sign-in.
    expect((await client.get('/api/timeclock/current')).body).toMatchObject({ isClockedIn: false, currentEntry: null });
    const revoked = await revokeRole(t.app.ctx, user.id, 'employee', 'left', { actor: 'system' });
    await t.app.ctx.projections.waitFor(revoked.position, ['users']);
    expect((await client.get('/api/timeclock/current')).status).toBe(403);
  });

  it('clocks in once, out once, answers the hours worked, and keeps each employee to their own entries', async () => {
    const { client, user } = await signUp(t.app, undefined, { role: 'employee' });
    t.setNow('2026-11-20T14:00:00Z');
    const inRes = await client.post('/api/timeclock/clock-in', { notes: 'Opening shift' });
    expect(inRes.status).toBe(201);
    expect(inRes.body).toMatchObject({ success: true, message: 'Clocked In Successfully' });
    expect(inRes.body.entry).toMatchObject({ clockInTime: '2026-11-20T14:00:00.000Z', isActive: true });
    const twice = await client.post('/api/timeclock/clock-in', {});
    expect([twice.status, twice.body.message]).toEqual([409, 'You are already clocked in.']);

    t.setNow('2026-11-20T21:30:00Z');
    expect((await client.get('/api/timeclock/current')).body).toMatchObject({ isClockedIn: true, hoursSoFar: '7.50' });
    const out = await client.post('/api/timeclock/clock-out', { notes: 'Closed bay 3' });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ success: true, hoursWorked: '7.50', message: 'You worked 7.50 hours' });
    expect(out.body.entry).toMatchObject({ notes: 'Opening shift · Closed bay 3', isActive: false });
    const again = await client.post('/api/timeclock/clock-out', {});
    expect([again.status, again.body.message]).toEqual([409, 'You are not clocked in.']);
    const bad = await client.post('/api/timeclock/clock-in', { notes: 'x'.repeat(501) });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please keep notes under 500 characters']);

    // The employee's own list (the timeclock page's recent entries), whatever userId they ask for.
    const other = await signUp(t.app, undefined, { role: 'employee' });
    const mine = (await client.get(`/api/timeclock/entries?userId=${other.user.id}`)).body;
    expect(mine.items.map((e: { userId: string }) => e.userId)).toEqual([user.id]);
    const all = (
      await admin.get(`/api/admin/timeclock-entries?paged=true&userId=${user.id}&from=2026-11-20&to=2026-11-20`)
    ).body;
    expect(all.items).toEqual([expect.objectContaining({ hoursWorked: '7.50', employeeName: expect.any(String) })]);
  });

  it("answers GET /api/admin/timeclock-entries as the spec's list: an employee's own latest, an admin's everyone's", async () => {
    expect((await t.app.client().get('/api/admin/timeclock-entries')).status).toBe(401);
    expect((await (await signUp(t.app)).client.get('/api/admin/timeclock-entries')).status).toBe(403);
    const one = await signUp(t.app, undefined, { role: 'employee' });
    const two = await signUp(t.app, undefined, { role: 'employee' });
    for (const [i, day] of ['2026-11-24', '2026-11-25'].entries()) {
      t.setNow(`${day}T14:00:00Z`);
      await one.client.post('/api/timeclock/clock-in', { notes: `shift ${i + 1}` });
      await two.client.post('/api/timeclock/clock-in', {});
      t.setNow(`${day}T18:00:00Z`);
      await one.client.post('/api/timeclock/clock-out', {});
      await two.client.post('/api/timeclock/clock-out', {});
    }
    const mine = await one.client.get(`/api/admin/timeclock-entries?userId=${two.user.id}`);
    expect(mine.status).toBe(200);
    expect(Array.isArray(mine.body)).toBe(true);
    expect(mine.body.map((e: { userId: string; notes: string }) => [e.userId, e.notes])).toEqual([
      [one.user.id, 'shift 2'],
      [one.user.id, 'shift 1'],
    ]);
    expect(mine.body[0]).toMatchObject({ clockInTime: '2026-11-25T14:00:00.000Z', hoursWorked: '4.00' });

    const everyone = await admin.get('/api/admin/timeclock-entries');
    expect(Array.isArray(everyone.body)).toBe(true);
    const users = new Set(everyone.body.map((e: { userId: string }) => e.userId));
    expect(users.has(one.user.id) && users.has(two.user.id)).toBe(true);
    const page = await admin.get('/api/admin/timeclock-entries?paged=true&limit=1');
    expect(page.body).toMatchObject({ items: [expect.any(Object)], nextCursor: expect.any(String) });
  });

  it('lets an admin correct an entry with a reason; the original stays in the history and the hours follow', async () => {
    const { client, user } = await signUp(t.app, undefined, { role: 'employee' });
    t.setNow('2026-11-21T13:00:00Z');
    const entryId = (await client.post('/api/timeclock/clock-in', {})).body.entry.id;
    t.setNow('2026-11-21T19:00:00Z');
    await client.post('/api/timeclock/clock-out', {});
    const path = `/api/admin/timeclock-entries/${entryId}`;

    expect((await client.post(`${path}/correct`, {})).status).toBe(403);
    const noReason = await admin.post(`${path}/correct`, {
      clockInTime: '2026-11-21T12:30:00Z',
      clockOutTime: '2026-11-21T19:00:00Z',
    });
    expect([noReason.status, noReason.body.message]).toEqual([400, 'Please give a reason']);
    const backwards = await admin.post(`${path}/correct`, {
      clockInTime: '2026-11-21T19:30:00Z',
      clockOutTime: '2026-11-21T19:00:00Z',
      reason: 'typo',
    });
    expect([backwards.status, backwards.body.message]).toEqual([
      400,
      'The clock-out time must be after the clock-in time.',
    ]);
    const fixed = await admin.post(`${path}/correct`, {
      clockInTime: '2026-11-21T12:30:00Z',
      clockOutTime: '2026-11-21T19:00:00Z',
      notes: 'Came in early for a delivery',
      reason: 'Forgot to clock in',
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.entry).toMatchObject({ hoursWorked: '6.50', corrected: true });

    const { history } = (await admin.get(`${path}/history`)).body;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual(['clock-in', 'clock-out', 'correction']);
    expect(history[2]).toMatchObject({
      reason: 'Forgot to clock in',
      actorName: expect.stringMatching(/^Pat Golfer/),
      detail: {
        before: { clockInTime: '2026-11-21T13:00:00.000Z', clockOutTime: '2026-11-21T19:00:00.000Z', notes: null },
        after: { clockInTime: '2026-11-21T12:30:00.000Z', clockOutTime: '2026-11-21T19:00:00.000Z' },
      },
    });
    expect(history[0]).toMatchObject({ detail: { at: '2026-11-21T13:00:00.000Z' } });
    expect((await client.get(`${path}/history`)).status).toBe(403);

    // Timesheets: the corrected hours, per day, for the week.
    const sheet = (await admin.get('/api/admin/timesheets?weekStart=2026-11-15')).body;
    const row = sheet.employees.find((e: { userId: string }) => e.userId === user.id);
    expect(row).toMatchObject({ total: '6.50', corrected: 1 });
    expect(row.hours[6]).toBe('6.50'); // Saturday Nov 21
  });

  it('flags an entry left open over 16 hours', async () => {
    const { client, user } = await signUp(t.app, undefined, { role: 'employee' });
    t.setNow('2026-11-22T14:00:00Z');
    await client.post('/api/timeclock/clock-in', {});
    t.setNow('2026-11-23T07:00:00Z');
    expect((await client.get('/api/timeclock/current')).body.currentEntry).toMatchObject({ flagged: true });
    const flagged = (await admin.get('/api/admin/timeclock-entries?flagged=true&paged=true')).body.items;
    expect(flagged.map((e: { userId: string }) => e.userId)).toContain(user.id);
  });

  it('rebuilds the timeclock read model from the log into identical entries and totals', async () => {
    const before = await t.app.ctx.knex('timeclock_entries').orderBy('entry_id');
    const history = await t.app.ctx.knex('timeclock_history').orderBy('event_id');
    const sheet = (await admin.get('/api/admin/timesheets?weekStart=2026-11-15')).body;
    expect(before.length).toBeGreaterThan(2);
    await t.app.ctx.projections.rebuild('staff');
    expect(await t.app.ctx.knex('timeclock_entries').orderBy('entry_id')).toEqual(before);
    expect(await t.app.ctx.knex('timeclock_history').orderBy('event_id')).toEqual(history);
    expect((await admin.get('/api/admin/timesheets?weekStart=2026-11-15')).body).toEqual(sheet);
  });
});
