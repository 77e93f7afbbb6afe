import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createKnex } from '../../src/db/knex';
import { signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import type { TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, giveCredits, startPaymentApp, twinCharges } from '../payments/payment-fixtures';
import { tableChecksum, type TableChecksum } from './support/table-checksums';

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

async function adminQuery<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<T[]> {
  const admin = new pg.Client({ connectionString: process.env.TEST_PG_ADMIN_URL });
  await admin.connect();
  try {
    return (await admin.query<T>(sql, values)).rows;
  } finally {
    await admin.end();
  }
}

interface ManifestTable {
  table: string;
  file: string;
  rows: number;
  sha256: string;
}

/**
 * The restore drill with the data format (`npm run backup -- --format=data`, what `npm run backup` writes
 * by itself when no pg_dump as new as the server exists, as with the embedded PostgreSQL of `npm start`):
 * every table comes back with the same rows, every read model rebuilt from the restored events matches
 * the original's, and a damaged backup or a non-empty target is refused before anything is written.
 */
describe('backup and restore drill, data format', () => {
  let t: BookingTestApp;
  let app: TestApp;
  let bays: string[];
  let date: string;
  let customers: Array<{ client: HttpClient; user: SignedUpUser }>;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-backup-data-'));
  let restoredUrl: string;
  let untouchedUrl: string;
  let events: number;
  let tables: ManifestTable[];

  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(2, 2));
    app = t.app;
    customers = [await signUp(app), await signUp(app)];
    restoredUrl = app.db.url.replace(/\/([^/]+)$/, (_, name: string) => `/${name}_rdata`);
    untouchedUrl = app.db.url.replace(/\/([^/]+)$/, (_, name: string) => `/${name}_rnone`);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    for (const url of [restoredUrl, untouchedUrl])
      if (url) await adminQuery(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
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
  };

  const checksums = async (url: string, names: string[]) => {
    const knex = createKnex(url, 2);
    try {
      const out = new Map<string, TableChecksum>();
      for (const name of names) out.set(name, await tableChecksum(knex, name, []));
      return out;
    } finally {
      await knex.destroy();
    }
  };
  const differences = (a: Map<string, TableChecksum>, b: Map<string, TableChecksum>) =>
    [...a]
      .filter(([name, c]) => b.get(name)?.md5 !== c.md5)
      .map(([name, c]) => `${name}: ${c.rows} rows, restored ${b.get(name)?.rows}`);

  it('restores every table as it was, and rebuilds every read model from the events to the same checksums', async () => {
    const { ctx } = app;
    await payAndBook(customers[0], bays[0], 10);
    await payAndBook(customers[0], bays[1], 14);
    await payAndBook(customers[1], bays[0], 12);
    await giveCredits(app, customers[1].user.id, 7);
    expect((await twinCharges(app)).length).toBe(3);

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
    events = count;

    const backup = await cli(
      'src/cli/backup.ts',
      ['--out', folder, '--format=data'],
      app.db.url,
      app.config.REDIS_PREFIX,
    );
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('(data format)');
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    const venue = manifest.venues[0];
    expect(venue).toMatchObject({
      id: app.config.VENUE_ID,
      format: 'data',
      file: `${app.config.VENUE_ID}-data`,
      events,
    });
    expect(venue.migrations).toContain('0001_event_store');
    tables = venue.tables;
    const names = tables.map((x) => x.table);
    expect(names).toEqual(expect.arrayContaining(['es_events', 'bookings', 'projection_checkpoints', 'user_sessions']));
    expect(names).not.toContain('knex_migrations');
    expect(tables.find((x) => x.table === 'es_events')!.rows).toBe(events);
    expect(tables.find((x) => x.table === 'bookings')!.rows).toBe(3);
    for (const x of tables) expect(x.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(venue.sequences.map((s: { name: string }) => s.name)).toContain('es_global_position');

    // The original as the backup holds it (nothing was appended since).
    const original = await checksums(app.db.url, names);
    expect(await ctx.store.countEvents!({})).toBe(events);
    for (const x of tables) expect(original.get(x.table)!.rows).toBe(x.rows);

    // Into an empty database: every table back with the same rows.
    const restore = await cli('src/cli/restore.ts', [folder], restoredUrl, `${app.config.REDIS_PREFIX}-r`);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`venue ${app.config.VENUE_ID}: restored ${events} events`);
    expect(differences(original, await checksums(restoredUrl, names))).toEqual([]);
    // The sequences go on after the restored rows: the next event's global position is past the last.
    const knex = createKnex(restoredUrl, 1);
    try {
      const { rows } = await knex.raw<{ rows: Array<{ next: string; max: string }> }>(
        "SELECT nextval('es_global_position')::text AS next, (SELECT max(global_position)::text FROM es_events) AS max",
      );
      expect(BigInt(rows[0].next)).toBeGreaterThan(BigInt(rows[0].max));
    } finally {
      await knex.destroy();
    }

    // A second restore onto the now non-empty database is refused, saying how to overwrite.
    const again = await cli('src/cli/restore.ts', [folder], restoredUrl, `${app.config.REDIS_PREFIX}-r`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`already holds ${events} events`);
    expect(again.stderr).toContain('--force');
    expect(again.stderr).not.toMatch(/\n\s+at /);

    // --force --rebuild: the database emptied, restored, and every read model replayed from the events.
    const rebuilt = await cli(
      'src/cli/restore.ts',
      [folder, '--force', '--rebuild'],
      restoredUrl,
      `${app.config.REDIS_PREFIX}-r`,
    );
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout).toMatch(/rebuilt \d+ read models from the events \(\d+ events replayed\)/);
    const readModelTables = readModels.flatMap((name) => ctx.projections.get(name)!.tables);
    const after = await checksums(restoredUrl, readModelTables);
    const before = new Map(readModelTables.map((name) => [name, original.get(name)!]));
    expect(differences(before, after)).toEqual([]);
    expect(before.get('bookings')!.rows).toBe(3);
    expect([...before.values()].filter((c) => c.rows > 0).length).toBeGreaterThan(5);
  }, 400_000);

  it('refuses a backup with one byte changed, before writing anything', async () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-backup-data-bad-'));
    try {
      fs.cpSync(folder, damaged, { recursive: true });
      const events = tables.find((x) => x.table === 'es_events')!;
      const file = path.join(damaged, events.file);
      const bytes = fs.readFileSync(file);
      bytes[Math.floor(bytes.length / 2)] ^= 0x01;
      fs.writeFileSync(file, bytes);
      const bad = await cli('src/cli/restore.ts', [damaged], untouchedUrl, `${app.config.REDIS_PREFIX}-u`);
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain(`the backup is damaged: ${file} does not match its checksum`);
      expect(bad.stderr).not.toMatch(/\n\s+at /);
      // Nothing written: the target database was not even made.
      const exists = await adminQuery('SELECT 1 FROM pg_database WHERE datname = $1', [
        new URL(untouchedUrl).pathname.slice(1),
      ]);
      expect(exists).toEqual([]);
    } finally {
      fs.rmSync(damaged, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a backup taken by a newer version of the app (a migration unknown here)', async () => {
    const newer = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-backup-data-new-'));
    try {
      fs.cpSync(folder, newer, { recursive: true });
      const manifest = JSON.parse(fs.readFileSync(path.join(newer, 'manifest.json'), 'utf8'));
      manifest.venues[0].migrations.push('9999_from_the_future');
      fs.writeFileSync(path.join(newer, 'manifest.json'), JSON.stringify(manifest));
      const refused = await cli('src/cli/restore.ts', [newer], untouchedUrl, `${app.config.REDIS_PREFIX}-u`);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('9999_from_the_future');
      expect(refused.stderr).toContain('newer version');
    } finally {
      fs.rmSync(newer, { recursive: true, force: true });
    }
  }, 120_000);
});
