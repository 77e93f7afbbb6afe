import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function adminUrl(): { admin: string; template: string } {
  const admin = process.env.TEST_PG_ADMIN_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!admin || !template) throw new Error('Run tests through jest: its globalSetup prepares PostgreSQL');
  return { admin, template };
}

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { admin, template } = adminUrl();
  const name = `golf_t_${template.split('_').pop()}_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        // Two files copying the template at once: wait and try again.
        if (attempt > 40 || !/being accessed by other users/.test((error as Error).message)) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await waitForDisconnects(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await c.end();
    },
  };
}

export function testRedisUrl(): string {
  return process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
}

export function randomPrefix(): string {
  return `golftest-${randomBytes(4).toString('hex')}`;
}

/**
 * pg's pool.end() resolves before the server sessions are gone; FORCE would then kill them and
 * raise an error on a client nobody listens to any more. Give them a moment to leave first.
 */
async function waitForDisconnects(admin: pg.Client, database: string, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
