import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** BENCH_DATABASE_URL, else the server of DATABASE_URL (`npm run bench` gives the embedded one when unset). */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface Throughput {
  name: string;
  perSecond: number;
  operations: number;
  p99Ms: number;
  errors: number;
  elapsedSeconds: number;
  latenciesMs: number[];
}

/** An empty database for one measurement, dropped afterwards. */
export async function throwawayDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `golf_bench_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await waitForDisconnects(c, name);
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Runs `writers` loops, each calling the operation its factory returns, back to back: one second of
 * warm-up, then `seconds` measured.
 */
export async function timedWriters(
  name: string,
  writers: number,
  seconds: number,
  factory: (writer: number) => Promise<() => Promise<void>>,
): Promise<Throughput> {
  const operations = await Promise.all(Array.from({ length: writers }, (_, w) => factory(w)));
  const warmUntil = Date.now() + 1000;
  const endAt = warmUntil + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let measuredStart = 0n;
  await Promise.all(
    operations.map(async (op) => {
      while (Date.now() < endAt) {
        const t0 = process.hrtime.bigint();
        try {
          await op();
        } catch {
          errors++;
          continue;
        }
        if (Date.now() >= warmUntil) {
          if (measuredStart === 0n) measuredStart = t0;
          latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - measuredStart) / 1e9;
  latencies.sort((x, y) => x - y);
  return {
    name,
    perSecond: latencies.length / elapsed,
    operations: latencies.length,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
    elapsedSeconds: elapsed,
    latenciesMs: latencies,
  };
}

/** Several rounds of one measurement as one: operations over total measured time. */
export function combine(results: Throughput[]): Throughput {
  const latencies = results.flatMap((r) => r.latenciesMs).sort((x, y) => x - y);
  const elapsed = results.reduce((sum, r) => sum + r.elapsedSeconds, 0);
  return {
    name: results[0].name,
    perSecond: latencies.length / elapsed,
    operations: latencies.length,
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    elapsedSeconds: elapsed,
    latenciesMs: latencies,
  };
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
