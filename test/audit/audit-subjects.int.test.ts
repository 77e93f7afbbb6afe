import { randomUUID } from 'node:crypto';
import { startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';

interface Item {
  type: string;
  at: string;
  actor: { userId: string; name: string } | 'system';
  summary: string;
  reason: string | null;
}

/** The audit of gift cards, timeclock entries and memberships: their stories and as-of states. */
describe('the admin audit of gift cards, timeclock entries and memberships', () => {
  let t: BookingTestApp;
  let admin: HttpClient;
  let employee: { client: HttpClient; user: SignedUpUser };

  beforeAll(async () => {
    t = await startBookingApp();
    admin = (await signUp(t.app, undefined, { role: 'admin', firstName: 'Ada', lastName: 'Admin' })).client;
    employee = await signUp(t.app, undefined, { role: 'employee', firstName: 'Eve', lastName: 'Staff' });
  }, 90_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  const history = async (path: string): Promise<Item[]> => {
    const res = await admin.get(path);
    expect(res.status).toBe(200);
    return res.body.items;
  };

  it('reads a gift card issued and adjusted, and its balance as of before and after the adjustment', async () => {
    t.setNow('2026-03-02T15:00:00Z');
    const issued = await admin.post('/api/admin/gift-cards', {
      amount: 50,
      recipientName: 'Pat Winner',
      reason: 'Prize',
    });
    expect(issued.status).toBe(201);
    const code = issued.body.code as string;
    t.setNow('2026-03-03T15:00:00Z');
    expect((await admin.post(`/api/admin/gift-cards/${code}/adjust`, { amount: -10, reason: 'Typo' })).status).toBe(
      200,
    );
    const items = await history(`/api/admin/audit/gift-card/${code}`);
    expect(items).toEqual([
      expect.objectContaining({
        type: 'GiftCardIssued',
        at: '2026-03-02T15:00:00.000Z',
        actor: expect.objectContaining({ name: 'Ada Admin' }),
        summary: 'Ada Admin issued $50.00 to Pat Winner',
        reason: 'Prize',
      }),
      expect.objectContaining({ type: 'GiftCardAdjusted', summary: 'Ada Admin took off $10.00', reason: 'Typo' }),
    ]);
    const asOf = (at: string) => admin.get(`/api/admin/audit/gift-card/${code}/as-of?at=${at}`);
    expect((await asOf('2026-03-03T14:00:00Z')).body.state).toMatchObject({
      balance: '50.00',
      originalAmount: '50.00',
    });
    expect((await asOf('2026-03-03T16:00:00Z')).body.state).toMatchObject({ balance: '40.00', voided: false });
    expect((await asOf('2026-03-01T00:00:00Z')).body).toMatchObject({ eventCount: 0, state: null });
  });

  it('reads a timeclock entry punched and corrected, and the entry as it stood before the correction', async () => {
    t.setNow('2026-03-04T13:00:00Z');
    const entryId = (await employee.client.post('/api/timeclock/clock-in', {})).body.entry.id as string;
    t.setNow('2026-03-04T21:00:00Z');
    expect((await employee.client.post('/api/timeclock/clock-out', {})).status).toBe(200);
    t.setNow('2026-03-05T12:00:00Z');
    const corrected = await admin.post(`/api/admin/timeclock-entries/${entryId}/correct`, {
      clockInTime: '2026-03-04T13:00:00Z',
      clockOutTime: '2026-03-04T22:00:00Z',
      reason: 'Forgot to clock out after closing',
    });
    expect(corrected.status).toBe(200);
    const items = await history(`/api/admin/audit/timeclock-entry/${entryId}`);
    expect(items.map((i) => [i.type, i.actor === 'system' ? 'system' : i.actor.name])).toEqual([
      ['ClockedIn', 'Eve Staff'],
      ['ClockedOut', 'Eve Staff'],
      ['TimeclockEntryCorrected', 'Ada Admin'],
    ]);
    expect(items[2]).toMatchObject({
      summary: expect.stringMatching(/^Ada Admin corrected .* to /),
      reason: 'Forgot to clock out after closing',
    });
    const asOf = (at: string) => admin.get(`/api/admin/audit/timeclock-entry/${entryId}/as-of?at=${at}`);
    expect((await asOf('2026-03-04T15:00:00Z')).body.state).toMatchObject({ entryId, clockOutTime: null });
    expect((await asOf('2026-03-05T11:00:00Z')).body.state).toMatchObject({ clockOutTime: '2026-03-04T21:00:00.000Z' });
    expect((await asOf('2026-03-05T12:00:00Z')).body.state.clockOutTime).toMatch(/^2026-03-04T22:00:00/);
    const all = await history(`/api/admin/audit/timeclock/${employee.user.id}`);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect((await admin.get(`/api/admin/audit/timeclock-entry/${randomUUID()}`)).status).toBe(404);
  });

  it('answers an empty membership story for a customer who never had one', async () => {
    const res = await admin.get(`/api/admin/audit/membership/${employee.user.id}`);
    expect(res.body).toMatchObject({ kind: 'membership', items: [], total: 0, nextCursor: null });
    const asOf = await admin.get(`/api/admin/audit/membership/${employee.user.id}/as-of?at=2026-03-05T12:00:00Z`);
    expect(asOf.body).toMatchObject({ eventCount: 0, state: null });
    expect((await employee.client.get(`/api/admin/audit/membership/${employee.user.id}`)).status).toBe(403);
  });
});
