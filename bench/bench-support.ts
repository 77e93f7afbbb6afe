import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import pg from 'pg';
import pino from 'pino';
import { parseConfig } from '../src/config/env';
import { startServer, type Role, type RunningServer } from '../src/server';

/** BENCH_DATABASE_URL, else the server of DATABASE_URL (`npm run bench` gives the embedded one when unset). */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface BenchAppOptions {
  /** Database name prefix (a random suffix is added). */
  dbPrefix?: string;
  /** Redis key prefix (a random suffix is added). */
  redisPrefix?: string;
  /** Config variables on top of port, host, database, Redis prefix and log level; defaults to a production setup. */
  env?: Record<string, string>;
  /** Seed the demo venue on start. */
  seed?: boolean;
  /** Which parts run (default all; `projections` keeps the scheduled jobs and workers out of a timing). */
  role?: Role;
}

/** A fresh, migrated database and the whole app (API, projections, workers) on a free port. */
export async function startBenchApp(
  options: BenchAppOptions = {},
): Promise<{ running: RunningServer; url: string; close(): Promise<void> }> {
  const { dbPrefix = 'golf_bench', redisPrefix = 'golfbench', seed = false, role = 'all' } = options;
  const env = options.env ?? {
    NODE_ENV: 'production',
    DATABASE_POOL_MAX: '20',
    SEED_DEMO: 'false',
    SESSION_SECRET: randomBytes(24).toString('hex'),
  };
  const name = `${dbPrefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    REDIS_PREFIX: `${redisPrefix}-${randomBytes(3).toString('hex')}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const running = await startServer(config, pino({ level: 'silent' }), { role, seed });
  return {
    running,
    url: running.url?.replace('localhost', '127.0.0.1') ?? '',
    async close() {
      await running.stop();
      const c = new pg.Client({ connectionString: ADMIN_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The yardstick: plain Express answering a constant JSON body. */
export async function startPlainServer(): Promise<{ url: string; close(): Promise<void> }> {
  const app = express();
  const body = { ok: true, message: 'constant', items: [1, 2, 3] };
  app.get('/plain', (_req, res) => {
    res.json(body);
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export interface LoadResult {
  name: string;
  requestsPerSec: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** autocannon, 50 connections for `seconds`, cycling through `paths`. */
export async function load(name: string, baseUrl: string, paths: string[], seconds = 10): Promise<LoadResult> {
  let i = 0;
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: seconds,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
  return {
    name,
    requestsPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
