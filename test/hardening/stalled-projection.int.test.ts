import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { readLog } from '../harness/event-log';

/**
 * A read model that keeps failing on one event (here a database rule the event breaks, as a read
 * model bug or a too-narrow column would) stops at that event and says so, while the rest of the
 * product keeps working; once the cause is fixed an admin resumes it and nothing was skipped.
 */
describe('a projection that cannot apply an event', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A read-your-writes wait of a minute: a write that waited on the stopped model would take that long,
    // so the check below holds on a machine of any speed.
    app = await startTestApp({
      env: { PROJECTION_RETRY_BASE_MS: '20', PROJECTION_RETRY_ATTEMPTS: '3', READ_YOUR_WRITES_TIMEOUT_MS: '60000' },
    });
  });
  afterAll(async () => {
    await app.ctx.knex.raw('DROP TRIGGER IF EXISTS refuse_big_balances ON user_credit_balances');
    await app.close();
  });

  it('stops at the event with an alert, metrics and the event id; everything else works; resuming applies it', async () => {
    const { client: admin, user: adminUser } = await signUp(app, app.client(), { role: 'admin' });
    const { user: ada, client: adaClient } = await signUp(app);
    const { user: bob } = await signUp(app);
    await app.ctx.knex.raw(`
      CREATE OR REPLACE FUNCTION refuse_big_balances() RETURNS trigger AS $$
      BEGIN
        IF NEW.general > 500 THEN RAISE EXCEPTION 'numeric field overflow'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_big_balances BEFORE INSERT OR UPDATE ON user_credit_balances
        FOR EACH ROW EXECUTE FUNCTION refuse_big_balances();`);

    const grant = await admin.post(`/api/admin/users/${ada.id}/credits`, { amount: 600, reason: 'typo' });
    expect(grant.status).toBe(201);
    await waitFor(async () => (await admin.get('/api/admin/alerts')).body.alerts.length === 1);
    const [alert] = (await admin.get('/api/admin/alerts')).body.alerts;
    const [event] = (await readLog(app.ctx.store, { eventTypes: ['CreditsGranted'] })).filter(
      (e) => e.data.userId === ada.id,
    );
    expect(alert).toMatchObject({
      kind: 'projection_stalled',
      projection: 'credits',
      eventId: event.eventId,
      eventType: 'CreditsGranted',
      error: 'numeric field overflow (SQLSTATE P0001)',
    });
    // The admins are texted once, with the event id.
    await waitFor(async () => (await app.ctx.knex('outbound_sms').where({ reason: 'system_alert' })).length > 0);
    const texts = await app.ctx.knex('outbound_sms').where({ reason: 'system_alert' });
    expect(texts.map((t) => t.to_phone)).toEqual([adminUser.phoneNumber]);

    // Metrics say so, to this machine.
    const metrics = await app.client().get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain('golf_projection_stalled{projection="credits"} 1');
    expect(metrics.text).toContain('golf_projection_stalled{projection="users"} 0');
    expect(metrics.text).toMatch(/golf_projection_event_failures_total\{projection="credits"\} 3/);

    // Everything else keeps working: ready, sign-ins, profiles, other read models.
    expect((await app.client().get('/readyz')).body.status).toMatch(/ready|degraded/);
    const renamed = await adaClient.patch('/api/auth/profile', { firstName: 'Adah', lastName: ada.lastName });
    expect(renamed.status).toBe(200);
    expect((await adaClient.get('/api/auth/phone-user')).body.firstName).toBe('Adah');
    const started = Date.now();
    expect((await admin.post(`/api/admin/users/${bob.id}/credits`, { amount: 2, reason: 'goodwill' })).status).toBe(
      201,
    );
    expect(Date.now() - started).toBeLessThan(30_000); // no read-your-writes wait on a stopped model
    const health = (await admin.get('/api/admin/system/health')).body;
    expect(health.failingProjections).toEqual(['credits']);

    // Nothing was skipped: once the cause is fixed and an admin resumes, both grants land in order.
    await app.ctx.knex.raw('DROP TRIGGER refuse_big_balances ON user_credit_balances');
    expect((await admin.post('/api/admin/projections/credits/resume', {})).body).toMatchObject({ resumed: true });
    await waitFor(async () => (await admin.get(`/api/user-credits/${bob.id}`)).body.total === 2);
    expect((await admin.get(`/api/user-credits/${ada.id}`)).body.total).toBe(600);
    expect((await admin.get('/api/admin/alerts')).body.alerts).toEqual([]);
    expect((await app.client().get('/metrics')).text).toContain('golf_projection_stalled{projection="credits"} 0');
  });

  it('keeps its alerts, resume and metrics from anyone but admins and the scraper', async () => {
    const { client: customer } = await signUp(app);
    expect((await app.client().get('/api/admin/alerts')).status).toBe(401);
    expect((await customer.get('/api/admin/alerts')).status).toBe(403);
    expect((await customer.post('/api/admin/projections/credits/resume', {})).status).toBe(403);
    const proxied = await app.client().get('/metrics', { 'X-Forwarded-For': '203.0.113.9' });
    expect(proxied.status).toBe(404);
  });
});
