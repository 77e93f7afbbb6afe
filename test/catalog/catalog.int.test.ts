import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import type { HttpClient } from '../harness/http-client';
import { readLog } from '../harness/event-log';

describe('the catalog: bays, business hours, peak times and the cancellation policy', () => {
  let app: TestApp;
  let admin: HttpClient;
  let customer: HttpClient;

  beforeAll(async () => {
    app = await startTestApp();
    admin = (await signUp(app, undefined, { role: 'admin' })).client;
    customer = (await signUp(app)).client;
  }, 60_000);
  afterAll(async () => {
    await app.close();
  }, 60_000);

  it('lets an admin add a bay that everyone then sees, with the Standard Bay label by default', async () => {
    const created = await admin.post('/api/admin/bays', { name: 'Bay Alpha', hourlyRate: '40.00', peakHourlyRate: 55 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Bay Alpha',
      type: 'Standard Bay',
      isActive: true,
      hourlyRate: '40.00',
      peakHourlyRate: '55.00',
    });
    const list = await app.client().get('/api/bays');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ id: created.body.id, name: 'Bay Alpha' }));
  });

  it('lets an admin edit and deactivate a bay', async () => {
    const { body: bay } = await admin.post('/api/admin/bays', { name: 'Bay Beta', description: 'Premium Bay' });
    const edited = await admin.patch(`/api/admin/bays/${bay.id}`, { name: 'Bay Beta II', isActive: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Bay Beta II', type: 'Premium Bay', isActive: false });
    const list = await app.client().get('/api/bays');
    expect(list.body.find((b: { id: string }) => b.id === bay.id)).toMatchObject({ isActive: false });
  });

  it('answers 404 for an unknown bay and 400 for a bad body', async () => {
    const missing = await admin.patch('/api/admin/bays/6f1c1d64-9d1b-4b2a-8d57-1f7a3c1a0000', { name: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Bay not found');
    const noName = await admin.post('/api/admin/bays', { name: '   ' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('Bay name is required');
    const badRate = await admin.post('/api/admin/bays', { name: 'Bay Z', hourlyRate: 'lots' });
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toBe('Hourly rate must be an amount like 35.00');
  });

  it('keeps catalog writes to admins: 401 signed out, 403 for customers', async () => {
    const anonymous = app.client();
    for (const [method, path, body] of [
      ['post', '/api/admin/bays', { name: 'Nope' }],
      ['patch', '/api/admin/bays/6f1c1d64-9d1b-4b2a-8d57-1f7a3c1a0000', { name: 'Nope' }],
      ['put', '/api/admin/global-business-hours/1', { openTime: '08:00', closeTime: '20:00' }],
      ['put', '/api/admin/cancellation-policy', { tiers: [] }],
    ] as const) {
      expect((await anonymous[method](path, body)).status).toBe(401);
      const forbidden = await customer[method](path, body);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.message).toBe("You don't have admin privileges.");
    }
    const bays = await app.client().get('/api/bays');
    expect(bays.body.some((b: { name: string }) => b.name === 'Nope')).toBe(false);
  });

  it('sets business hours per day of the week and shows them with the peak times', async () => {
    const put = await admin.put('/api/admin/global-business-hours/5', {
      openTime: '10:00',
      closeTime: '00:00',
      bookingIntervalMinutes: 30,
      peakStartTime: '18:00',
      peakEndTime: '22:00',
      baseHourlyRate: '30.00',
      peakHourlyRate: '45.00',
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({
      dayOfWeek: 5,
      openTime: '10:00:00',
      closeTime: '00:00:00',
      bookingIntervalMinutes: 30,
      peakStartTime: '18:00:00',
      peakEndTime: '22:00:00',
      baseHourlyRate: '30.00',
      peakHourlyRate: '45.00',
    });
    const hours = await app.client().get('/api/global-business-hours');
    expect(hours.body).toContainEqual(put.body);
    const peaks = await app.client().get('/api/peak-times');
    expect(peaks.body).toContainEqual({
      dayOfWeek: 5,
      peakStartTime: '18:00:00',
      peakEndTime: '22:00:00',
      baseHourlyRate: '30.00',
      peakHourlyRate: '45.00',
    });
  });

  it('rejects a bad day of the week or bad hours without writing anything', async () => {
    expect(
      (await admin.put('/api/admin/global-business-hours/7', { openTime: '08:00', closeTime: '20:00' })).body.message,
    ).toBe('dayOfWeek must be 0 (Sunday) to 6 (Saturday)');
    const bad = await admin.put('/api/admin/global-business-hours/2', { openTime: '25:00', closeTime: '20:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Open time must be a time like 17:00');
    const halfPeak = await admin.put('/api/admin/global-business-hours/2', {
      openTime: '08:00',
      closeTime: '20:00',
      peakStartTime: '17:00',
    });
    expect(halfPeak.body.message).toBe('Set both peak start and peak end times, or neither');
    const interval = await admin.put('/api/admin/global-business-hours/2', {
      openTime: '08:00',
      closeTime: '20:00',
      bookingIntervalMinutes: 7,
    });
    expect(interval.body.message).toBe('Booking interval must be 15, 30 or 60 minutes');
    const hours = await app.client().get('/api/global-business-hours');
    expect(hours.body.some((h: { dayOfWeek: number }) => h.dayOfWeek === 2)).toBe(false);
  });

  it('shows the default cancellation policy and lets an admin change it', async () => {
    const initial = await app.client().get('/api/cancellation-policy');
    expect(initial.body).toEqual({
      tiers: [
        { minHoursBefore: 24, refundPercentage: 100 },
        { minHoursBefore: 2, refundPercentage: 50 },
      ],
    });
    const changed = await admin.put('/api/admin/cancellation-policy', {
      tiers: [
        { minHoursBefore: 12, refundPercentage: 75 },
        { minHoursBefore: 48, refundPercentage: 100 },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.tiers).toEqual([
      { minHoursBefore: 48, refundPercentage: 100 },
      { minHoursBefore: 12, refundPercentage: 75 },
    ]);
    const bad = await admin.put('/api/admin/cancellation-policy', {
      tiers: [{ minHoursBefore: 2, refundPercentage: 150 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('refundPercentage must be 0 to 100');
  });

  it('records every catalog change as an event with the admin as actor', async () => {
    const rows = await readLog(app.ctx.store, { eventTypes: ['BayCreated'] });
    expect(rows[0].metadata.actor).toMatchObject({ role: 'admin' });
  });
});
