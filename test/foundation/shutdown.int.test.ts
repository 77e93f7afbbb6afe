import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { createTestDatabase, randomPrefix, testRedisUrl, type TestDatabase } from '../harness/test-db';
import { waitFor } from '../harness/wait-for';

const root = path.resolve(__dirname, '../..');

describe('stopping the server', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('closes HTTP, projections, workers and the database on SIGTERM and exits 0', async () => {
    // tsx's loader in this very process, as production runs `node dist/src/main.js`: the tsx CLI would
    // put a relay process in front, which SIGKILLs the app (exit 143) when the app does not confirm
    // the forwarded signal within 30 ms, as happens on a loaded machine.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: db.url,
        DATABASE_POOL_MAX: '3',
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: randomPrefix(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        LOG_PRETTY: 'false',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
          return /is ready at (http:\/\/\S+)/.test(output);
        },
        { timeoutMs: 45_000, what: 'the server ready' },
      );
      const url = /is ready at (http:\/\/\S+?)(?:"| )/.exec(output)![1].replace('localhost', '127.0.0.1');
      expect((await fetch(`${url}/healthz`)).status).toBe(200);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).toMatch(/SIGTERM: shutting down/);
      expect(output).toMatch(/stopped: HTTP, projections, workers and database connections are closed/);
      const c = new pg.Client({ connectionString: db.url });
      await c.connect();
      const { rows } = await c.query(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [db.name],
      );
      await c.end();
      expect(rows[0].n).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
