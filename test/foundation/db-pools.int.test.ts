import pg from 'pg';
import { startTestApp, type TestApp } from '../harness/test-app';

/**
 * Issue 30, item 6: one process holds at most DATABASE_POOL_BUDGET connections on its database, each
 * use names itself in pg_stat_activity, and /metrics shows how full each pool is.
 */
describe('database connection budget', () => {
  let app: TestApp;
  let admin: pg.Client;

  beforeAll(async () => {
    app = await startTestApp({ env: { DATABASE_POOL_BUDGET: '8' } });
    const url = new URL(app.db.url);
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  const connections = async () =>
    (
      await admin.query<{ name: string; n: number }>(
        'SELECT application_name AS name, count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 GROUP BY 1',
        [app.db.name],
      )
    ).rows;

  it('stays within the budget under concurrent load, and /metrics shows callers waiting', async () => {
    let peak = 0;
    const names = new Set<string>();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rows = await connections();
        peak = Math.max(
          peak,
          rows.reduce((sum, r) => sum + r.n, 0),
        );
        for (const r of rows) names.add(r.name);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    const slow = [
      ...Array.from({ length: 20 }, () => app.ctx.knex.raw('SELECT pg_sleep(0.3)')),
      ...Array.from({ length: 20 }, () => app.ctx.pool.query('SELECT pg_sleep(0.3)')),
    ];
    const requests = Array.from({ length: 30 }, () => app.client().get('/api/bays'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const during = await app.client().get('/metrics');
    await Promise.all([...slow, ...requests]);
    sampling = false;
    await sampler;

    expect(peak).toBeGreaterThan(2);
    expect(peak).toBeLessThanOrEqual(8);
    expect([...names].filter((n) => n.startsWith('golf:all:')).sort()).toEqual(
      expect.arrayContaining(['golf:all:events', 'golf:all:queries']),
    );
    expect(during.status).toBe(200);
    expect(during.text).toMatch(/golf_db_pool_connections\{pool="queries",state="max"\} 3\b/);
    expect(during.text).toMatch(/golf_db_pool_connections\{pool="events",state="max"\} 3\b/);
    const waiting = /golf_db_pool_connections\{pool="queries",state="waiting"\} (\d+)/.exec(during.text);
    expect(Number(waiting?.[1])).toBeGreaterThan(0);
    const total = /golf_db_pool_connections\{pool="queries",state="total"\} (\d+)/.exec(during.text);
    expect(Number(total?.[1])).toBe(3);
  }, 120_000);
});
