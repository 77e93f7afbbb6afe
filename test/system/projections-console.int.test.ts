import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { readLog } from '../harness/event-log';

describe('the projections console', () => {
  let app: TestApp;
  let admin: HttpClient;
  let adminId: string;
  beforeAll(async () => {
    app = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const signed = await signUp(app, app.client(), { role: 'admin' });
    admin = signed.client;
    adminId = signed.user.id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists every projection with its checkpoint, lag, rate and state', async () => {
    const { user } = await signUp(app);
    expect((await admin.post(`/api/admin/users/${user.id}/credits`, { amount: 3, reason: 'welcome' })).status).toBe(
      201,
    );
    const res = await admin.get('/api/admin/projections');
    expect(res.status).toBe(200);
    const names = res.body.projections.map((p: { name: string }) => p.name);
    expect(names).toEqual(app.ctx.projections.names());
    const credits = res.body.projections.find((p: { name: string }) => p.name === 'credits');
    expect(credits).toMatchObject({ reactor: false, state: 'running', lagEvents: 0, lagMs: 0, stoppedAt: null });
    expect(credits.checkpoint).toMatch(/^\d+:\d+$/);
    expect(credits.ratePerSecond).toBeGreaterThan(0);
  });

  it('reports events not yet applied, and how long the oldest has waited', async () => {
    const { user } = await signUp(app);
    // The credits read model cannot write while this lock is held: the grant waits, unapplied.
    const holder = await app.ctx.knex.client.acquireConnection();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE user_credit_balances IN SHARE MODE');
      await app.ctx.store.append(
        `credits-${user.id}`,
        [
          {
            type: 'CreditsGranted',
            data: { userId: user.id, bucket: 'general', amount: 1, reason: 'lag', operationId: `lag-${user.id}` },
          },
        ],
        { expected: 'any' },
      );
      // A fixed pause on purpose: the unapplied event has to have waited a while.
      await new Promise((r) => setTimeout(r, 300));
      const credits = (await admin.get('/api/admin/projections')).body.projections.find(
        (p: { name: string }) => p.name === 'credits',
      );
      expect(credits.lagEvents).toBeGreaterThanOrEqual(1);
      expect(credits.lagMs).toBeGreaterThanOrEqual(250);
    } finally {
      await holder.query('ROLLBACK');
      app.ctx.knex.client.releaseConnection(holder);
    }
  });

  it('rebuilds a projection in the background, reports progress until swapped, and audits the request', async () => {
    const { user } = await signUp(app);
    await admin.post(`/api/admin/users/${user.id}/credits`, { amount: 7, reason: 'before rebuild' });
    const started = await admin.post('/api/admin/projections/credits/rebuild');
    expect(started.status).toBe(202);
    expect(started.body.rebuildId).toMatch(/^[0-9a-f-]{36}$/);
    const progress = await waitFor(() => admin.get('/api/admin/projections/credits/rebuild'), {
      until: (r) => r.body.state !== 'running',
      what: 'the credits rebuild to finish',
    });
    expect(progress.body).toMatchObject({
      rebuildId: started.body.rebuildId,
      state: 'swapped',
      error: null,
      secondsLeft: 0,
    });
    expect(progress.body.total).toBeGreaterThan(0);
    expect(progress.body.done).toBe(progress.body.total);
    expect((await admin.get(`/api/user-credits/${user.id}`)).body.total).toBe(7);

    const [audit] = await readLog(app.ctx.store, { eventTypes: ['ProjectionRebuildRequested'] });
    expect(audit.data).toMatchObject({ rebuildId: started.body.rebuildId, projection: 'credits' });
    expect(audit.metadata.actor).toEqual({ userId: adminId, role: 'admin' });
  });

  it('answers 409 while a rebuild of the projection runs, in this process or another', async () => {
    await app.ctx
      .knex('projection_rebuilds')
      .insert({ id: crypto.randomUUID(), name: 'users', state: 'running', requested_by: adminId });
    const refused = await admin.post('/api/admin/projections/users/rebuild');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('users is already being rebuilt');
    const listed = (await admin.get('/api/admin/projections')).body.projections;
    expect(listed.find((p: { name: string }) => p.name === 'users').state).toBe('rebuilding');
    const audits = (await readLog(app.ctx.store, { eventTypes: ['ProjectionRebuildRequested'] })).filter(
      (e) => e.data.projection === 'users',
    );
    expect(audits).toHaveLength(0);

    // A rebuild whose process stopped reporting a minute ago is dead: a new one may start.
    await app.ctx
      .knex('projection_rebuilds')
      .where({ name: 'users' })
      .update({ updated_at: new Date(Date.now() - 120_000) });
    const retried = await admin.post('/api/admin/projections/users/rebuild');
    expect(retried.status).toBe(202);
    await waitFor(() => admin.get('/api/admin/projections/users/rebuild'), {
      until: (r) => r.body.state === 'swapped',
      what: 'the users rebuild swapped',
    });
  });

  it('is run by the process that runs the projection, whichever process was asked', async () => {
    const other = await startTestApp({ databaseUrl: app.db.url, env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const { client: otherAdmin } = await signUp(other, other.client(), { role: 'admin' });
      // The first process holds every lock; the second runs none of the projections.
      expect(other.ctx.projections.runsHere('credits')).toBe(false);
      expect(app.ctx.projections.runsHere('credits')).toBe(true);
      const started = await otherAdmin.post('/api/admin/projections/credits/rebuild');
      expect(started.status).toBe(202);
      const done = await waitFor(() => admin.get('/api/admin/projections/credits/rebuild'), {
        until: (r) => r.body.rebuildId === started.body.rebuildId && r.body.state !== 'running',
        what: 'the rebuild asked of the other process to finish',
      });
      expect(done.body).toMatchObject({ state: 'swapped', error: null });
      expect((await otherAdmin.get('/api/admin/projections/credits/rebuild')).body.state).toBe('swapped');
    } finally {
      await other.close();
    }
  });

  it('refuses reactors and unknown names', async () => {
    const reactor = app.ctx.projections.names().find((n) => app.ctx.projections.get(n)?.reactor)!;
    expect((await admin.post(`/api/admin/projections/${reactor}/rebuild`)).status).toBe(400);
    const unknown = await admin.post('/api/admin/projections/nope/rebuild');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No read model is called nope');
    expect((await admin.get('/api/admin/projections/loyalty/rebuild')).status).toBe(404);
  });

  it('keeps every route from visitors and customers', async () => {
    const { client: customer } = await signUp(app);
    const visitor = app.client();
    for (const client of [visitor, customer]) {
      const expected = client === visitor ? 401 : 403;
      expect((await client.get('/api/admin/projections')).status).toBe(expected);
      expect((await client.post('/api/admin/projections/credits/rebuild')).status).toBe(expected);
      expect((await client.get('/api/admin/projections/credits/rebuild')).status).toBe(expected);
    }
  });
});
