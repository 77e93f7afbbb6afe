import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKnex } from '../../src/db/knex';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits, startPaymentApp, twinCharges } from '../payments/payment-fixtures';
import { tableChecksum, type TableChecksum } from './support/table-checksums';
import pg from 'pg';

const root = path.resolve(__dirname, '../..');

/** Runs a CLI as `npm run <cli>` does with DATABASE_URL set. */
function cli(script: string, args: string[], databaseUrl: string, redisPrefix: string) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    LOG_LEVEL: 'warn',
  };
  delete env.NODE_ENV;
  delete env.VENUES;
  delete env.EVENTSTORE_URL;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/with-db.mjs'), script, ...args],
      { cwd: root, env, timeout: 240_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

/**
 * The restore drill: a venue with accounts, paid bookings (card twin) and credits is backed up with
 * `npm run backup`, restored with `npm run restore -- --rebuild` into an empty database, every read model
 * rebuilt there from the restored events, and each read-model table compared by checksum with the
 * original's. The restored app then answers the customer (same session cookie) with the same bookings.
 */
describe('backup and restore drill', () => {
  let t: BookingTestApp;
  let app: TestApp;
  let bays: string[];
  let date: string;
  let customers: Array<{ client: HttpClient; user: SignedUpUser }>;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-backup-'));
  let restoredUrl: string;
  let restored: TestApp | undefined;

  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(2, 2));
    app = t.app;
    customers = [await signUp(app), await signUp(app)];
    restoredUrl = app.db.url.replace(/\/([^/]+)$/, (_, name: string) => `/${name}_restored`);
  }, 120_000);
  afterAll(async () => {
    await restored?.close();
    await app?.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${new URL(restoredUrl).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
    fs.rmSync(folder, { recursive: true, force: true });
  }, 120_000);

  const payAndBook = async (who: { client: HttpClient; user: SignedUpUser }, bayId: string, hour: number) => {
    const startTime = `${String(hour).padStart(2, '0')}:00:00`;
    const paid = await who.client.post('/api/payments', {
      amount: 3500,
      sourceId: await cardToken(who.client),
      description: 'Bay booking',
      metadata: { bookingDate: date, bookingTime: startTime.slice(0, 5), duration: 1, bayId },
    });
    expect(paid.status).toBe(201);
    const booked = await who.client.post('/api/bookings', {
      bayId,
      date,
      startTime,
      endTime: `${String(hour + 1).padStart(2, '0')}:00:00`,
      duration: 1,
      creditsUsed: 0,
      userId: who.user.id,
      status: 'confirmed',
      paymentStatus: 'completed',
      totalAmount: '35.00',
    });
    expect(booked.status).toBeLessThan(300);
    return booked.body.id as string;
  };

  it('restores into an empty database and rebuilds every read model to the same checksums', async () => {
    const { ctx } = app;
    await payAndBook(customers[0], bays[0], 10);
    await payAndBook(customers[0], bays[1], 14);
    await payAndBook(customers[1], bays[0], 12);
    await giveCredits(app, customers[1].user.id, 7);
    expect((await twinCharges(app)).length).toBe(3);

    // The live read models caught up, and the log quiet (texts the sign-ups sent are written by a worker).
    const readModels = ctx.projections.names().filter((n) => !ctx.projections.get(n)!.reactor);
    let count = -1;
    await waitFor(
      async () => {
        const before = count;
        count = await ctx.store.countEvents!({});
        return before === count && (await ctx.projections.waitFor(await ctx.store.head(), readModels, 30_000));
      },
      { what: 'the log to settle and the read models to catch up', timeoutMs: 60_000, intervalMs: 1000 },
    );

    const backup = await cli('src/cli/backup.ts', ['--out', folder], app.db.url, app.config.REDIS_PREFIX);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 'golf-backup/1',
      eventStore: 'postgres',
      venues: [{ id: app.config.VENUE_ID, file: `${app.config.VENUE_ID}.dump`, events: count }],
    });
    expect(manifest.venues[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(folder, manifest.venues[0].file)).size).toBe(manifest.venues[0].bytes);

    // The original's read models, as the backup holds them (nothing was appended since).
    const tables = readModels.flatMap((name) => ctx.projections.get(name)!.tables.map((table) => ({ name, table })));
    const original = new Map<string, TableChecksum>();
    for (const { table } of tables) original.set(table, await tableChecksum(ctx.knex, table, []));
    expect(await ctx.store.countEvents!({})).toBe(count);

    const restore = await cli('src/cli/restore.ts', [folder, '--rebuild'], restoredUrl, `${app.config.REDIS_PREFIX}-r`);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`venue ${app.config.VENUE_ID}: restored ${count} events`);
    expect(restore.stdout).toMatch(/rebuilt \d+ read models from the events/);
    expect(restore.code).toBe(0);

    const knex = createKnex(restoredUrl, 2);
    const differences: string[] = [];
    try {
      for (const { name, table } of tables) {
        const after = await tableChecksum(knex, table, []);
        const before = original.get(table)!;
        if (after.md5 !== before.md5) differences.push(`${name}/${table}: ${before.rows} rows, restored ${after.rows}`);
      }
      const { rows } = await knex.raw<{ rows: Array<{ n: string }> }>('SELECT count(*) AS n FROM es_events');
      expect(Number(rows[0].n)).toBe(count);
    } finally {
      await knex.destroy();
    }
    expect(differences).toEqual([]);
    // Not a comparison of empty tables: the bookings and the credits are there.
    expect(original.get('bookings')!.rows).toBe(3);
    expect([...original.values()].filter((c) => c.rows > 0).length).toBeGreaterThan(5);

    // A second restore onto the now non-empty database is refused, saying how to overwrite.
    const again = await cli('src/cli/restore.ts', [folder], restoredUrl, `${app.config.REDIS_PREFIX}-r`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`already holds ${count} events`);
    expect(again.stderr).toContain('--force');
    expect(again.stderr).not.toMatch(/\n\s+at /);

    // The restored venue serves the same data: the customer's session (restored too) sees the same bookings.
    restored = await startTestApp({ databaseUrl: restoredUrl });
    for (const who of customers) {
      const cookie = { cookie: who.client.cookieHeader() };
      const mine = await who.client.get('/api/bookings');
      const there = await restored.client().request('GET', '/api/bookings', undefined, cookie);
      expect(there.status).toBe(200);
      expect(there.body).toEqual(mine.body);
      expect(there.body.length).toBeGreaterThan(0);
    }
    const day = await restored.client().get(`/api/bookings?date=${date}`);
    expect(day.body).toEqual((await app.client().get(`/api/bookings?date=${date}`)).body);
  }, 400_000);

  it('refuses a damaged backup and a missing one, without a stack trace', async () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-backup-bad-'));
    try {
      fs.writeFileSync(
        path.join(damaged, 'manifest.json'),
        fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'),
      );
      fs.writeFileSync(path.join(damaged, `${app.config.VENUE_ID}.dump`), 'not a dump');
      const bad = await cli('src/cli/restore.ts', [damaged, '--force'], restoredUrl, `${app.config.REDIS_PREFIX}-r`);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('does not match its checksum');
      const missing = await cli('src/cli/restore.ts', [path.join(damaged, 'nope')], restoredUrl, 'x');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No backup at');
      expect(missing.stderr + bad.stderr).not.toMatch(/\n\s+at /);
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true });
    }
  }, 120_000);
});
