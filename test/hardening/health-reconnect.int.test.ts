import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { TestPostgres } from '../harness/postgres-server';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';

interface SummaryAlert {
  kind: string;
  count: number;
  message: string;
}

/**
 * After a database outage the read models reconnect by themselves; the admin alert about them must
 * clear as soon as they do, not when the next event happens to arrive (none arrives here).
 */
describe('projection health after a database outage', () => {
  let db: TestPostgres;
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    db = await TestPostgres.start();
    app = await startTestApp({ databaseUrl: db.urlFor(), env: { DATABASE_POOL_MAX: '10' } });
    admin = (await signUp(app, undefined, { role: 'admin' })).client;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const projectionsAlert = async () => {
    const res = await admin.get('/api/admin/alerts');
    if (res.status !== 200) return null;
    return (res.body.summary as SummaryAlert[]).find((a) => a.kind === 'projections') ?? null;
  };

  it('clears "read models are failing" once the projections reconnect, with no new event', async () => {
    expect(await projectionsAlert()).toMatchObject({ count: 0, message: 'Every read model is running' });
    await db.crash();
    // The runners notice the outage (their subscriptions fail and retry).
    await waitFor(async () => app.ctx.projections.health().some((p) => p.lastError), 30_000);
    await db.up();
    // Once the database answers, the alert reads again what it read before the outage.
    const cleared = await waitFor(async () => {
      const alert = await projectionsAlert().catch(() => null);
      return alert?.count === 0 && alert;
    }, 20_000);
    expect(cleared.message).toBe('Every read model is running');
    const failing = (await app.ctx.projections.lag()).filter((p) => p.lastError || p.failing);
    expect(failing).toEqual([]);
  }, 120_000);
});
