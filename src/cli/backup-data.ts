import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { collectMigrations } from '../../migrations';
import { createKnex } from '../db/knex';
import { createLogger } from '../lib/logger';
import { CliError, sha256File, type BackupDataTable, type BackupSequence } from './backup-files';

/**
 * The data format of `npm run backup`, for when no pg_dump at least as new as the server exists (the
 * embedded PostgreSQL of `npm start` ships none): the migrations the database has run, then every table
 * of the public schema as COPY text (gzipped, one file per table) and every sequence's value, all read
 * in one REPEATABLE READ transaction. A restore runs the same migrations into an empty database and
 * copies the rows back in.
 */

/** The migration bookkeeping is not copied: a restore writes it by running the recorded migrations. */
const NOT_COPIED: ReadonlySet<string> = new Set(['knex_migrations', 'knex_migrations_lock']);

/** `COPY … TO STDOUT` into a stream; answers the rows the server says it copied. */
async function copyOut(client: pg.Client, sql: string, sink: Writable): Promise<number> {
  const stream = client.query(copyTo(sql));
  await pipeline(stream, sink);
  return stream.rowCount;
}

/** `COPY … FROM STDIN` fed from a stream; answers the rows the server says it copied. */
async function copyIn(client: pg.Client, sql: string, source: Readable): Promise<number> {
  const stream = client.query(copyFrom(sql));
  await pipeline(source, stream);
  return stream.rowCount;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What the data format records of one venue beside its files. */
export interface DataSnapshot {
  migrations: string[];
  tables: BackupDataTable[];
  sequences: BackupSequence[];
  bytes: number;
}

/**
 * Writes every table of the public schema into `folder/dir` (one `<table>.copy.gz` each). The caller has
 * opened the REPEATABLE READ READ ONLY transaction on `client`, so the tables, the sequences and the
 * migrations are all one moment's.
 */
export async function writeDataSnapshot(client: pg.Client, folder: string, dir: string): Promise<DataSnapshot> {
  fs.mkdirSync(path.join(folder, dir), { recursive: true });
  const { rows: hasMigrations } = await client.query<{ t: string | null }>(
    "SELECT to_regclass('public.knex_migrations') AS t",
  );
  const migrations = hasMigrations[0].t
    ? (await client.query<{ name: string }>('SELECT name FROM public.knex_migrations ORDER BY id')).rows.map(
        (r) => r.name,
      )
    : [];
  const { rows: tableRows } = await client.query<{ name: string; columns: string[] }>(
    `SELECT c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  const tables: BackupDataTable[] = [];
  let bytes = 0;
  for (const { name, columns } of tableRows) {
    if (NOT_COPIED.has(name)) continue;
    const file = path.join(dir, `${name}.copy.gz`);
    const target = path.join(folder, file);
    const gzip = createGzip();
    const written = pipeline(gzip, fs.createWriteStream(target));
    const [rows] = await Promise.all([
      copyOut(client, `COPY (SELECT ${columns.map(ident).join(', ')} FROM public.${ident(name)}) TO STDOUT`, gzip),
      written,
    ]);
    const size = fs.statSync(target).size;
    bytes += size;
    tables.push({ table: name, columns, file, rows, bytes: size, sha256: await sha256File(target) });
  }
  const { rows: sequenceNames } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const sequences: BackupSequence[] = [];
  for (const { name } of sequenceNames) {
    const { rows } = await client.query<{ v: string; called: boolean }>(
      `SELECT last_value::text AS v, is_called AS called FROM public.${ident(name)}`,
    );
    sequences.push({ name, lastValue: rows[0].v, isCalled: rows[0].called });
  }
  return { migrations, tables, sequences, bytes };
}

/** Every file of a data backup checked against the manifest before anything is written. */
export async function verifyDataFiles(folder: string, tables: BackupDataTable[]): Promise<void> {
  for (const t of tables) {
    const file = path.join(folder, t.file);
    const sha = await sha256File(file).catch(() => null);
    if (sha === null) throw new CliError(`the backup is incomplete: ${file} is missing`);
    if (sha !== t.sha256) throw new CliError(`the backup is damaged: ${file} does not match its checksum`);
  }
}

/** The recorded migrations must all be this version's: a backup of a newer app is not restored by an older one. */
export function checkMigrations(venueId: string, recorded: string[]): void {
  const known = new Set(collectMigrations().map(([name]) => name));
  const unknown = recorded.filter((name) => !known.has(name));
  if (unknown.length)
    throw new CliError(
      `venue ${venueId}: the backup was taken by a newer version of the app (migrations ${unknown.join(', ')} ` +
        'are unknown here); restore it with that version.',
    );
}

/**
 * Empties the public schema (restore --force): the schema is dropped and made again, owned as before,
 * with PostgreSQL's default grant.
 */
export async function emptyPublicSchema(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ owner: string }>(
    "SELECT nspowner::regrole::text AS owner FROM pg_namespace WHERE nspname = 'public'",
  );
  await client.query('BEGIN');
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
    if (rows[0]) await client.query(`ALTER SCHEMA public OWNER TO ${rows[0].owner}`);
    await client.query('GRANT USAGE ON SCHEMA public TO PUBLIC');
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw new CliError(`cannot empty the database before restoring: ${(error as Error).message}`);
  }
}

/** Runs exactly the migrations the backup's database had run, in the order it ran them. */
export async function migrateTo(databaseUrl: string, recorded: string[]): Promise<void> {
  const byName = new Map(collectMigrations());
  const knex = createKnex(databaseUrl, 2, undefined, createLogger('warn', false, { quietConnectErrors: true }));
  try {
    await knex.migrate.latest({
      migrationSource: {
        getMigrations: async () => recorded,
        getMigrationName: (name: string) => name,
        getMigration: async (name: string) => byName.get(name)!,
      },
    });
  } finally {
    await knex.destroy();
  }
}

/** Tables in an order where each comes after the tables its foreign keys point at (cycles keep their order). */
async function loadOrder(client: pg.Client, tables: string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `SELECT c.relname AS child, p.relname AS parent
       FROM pg_constraint k
       JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = c.relnamespace
       JOIN pg_class p ON p.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = p.relnamespace
      WHERE k.contype = 'f' AND cn.nspname = 'public' AND pn.nspname = 'public' AND c.oid <> p.oid`,
  );
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table)) return;
    state.set(table, 'visiting');
    for (const r of rows) if (r.child === table && tables.includes(r.parent)) visit(r.parent);
    state.set(table, 'done');
    order.push(table);
  };
  for (const t of tables) visit(t);
  return order;
}

/**
 * Copies a data backup's rows into the migrated database in one transaction: the tables emptied first
 * (of any rows the migrations wrote), loaded parents before children with triggers off (replica role for
 * a superuser; else the owner turns the tables' own triggers off and foreign keys are deferred where
 * they can be), then every sequence set to its recorded value and never below its column's max.
 */
export async function loadDataSnapshot(
  client: pg.Client,
  folder: string,
  tables: BackupDataTable[],
  sequences: BackupSequence[],
): Promise<void> {
  const names = tables.map((t) => t.table);
  const { rows: su } = await client.query<{ on: string }>("SELECT current_setting('is_superuser') AS on");
  const superuser = su[0].on === 'on';
  await client.query('BEGIN');
  try {
    const triggered: string[] = [];
    if (superuser) await client.query('SET LOCAL session_replication_role = replica');
    else {
      await client.query('SET CONSTRAINTS ALL DEFERRED');
      const { rows } = await client.query<{ t: string }>(
        `SELECT DISTINCT c.relname AS t FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
           JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND NOT g.tgisinternal`,
      );
      for (const { t } of rows) {
        await client.query(`ALTER TABLE public.${ident(t)} DISABLE TRIGGER USER`);
        triggered.push(t);
      }
    }
    if (names.length) await client.query(`TRUNCATE ${names.map((n) => `public.${ident(n)}`).join(', ')}`);
    for (const name of await loadOrder(client, names)) {
      const t = tables.find((x) => x.table === name)!;
      const source = fs.createReadStream(path.join(folder, t.file)).pipe(createGunzip());
      const rows = await copyIn(
        client,
        `COPY public.${ident(name)} (${t.columns.map(ident).join(', ')}) FROM STDIN`,
        source,
      );
      if (rows !== t.rows) throw new CliError(`table ${name}: ${rows} rows restored, but the backup lists ${t.rows}`);
    }
    for (const s of sequences)
      await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
        `public.${ident(s.name)}`,
        s.lastValue,
        s.isCalled,
      ]);
    // A sequence behind its column (a backup written while rows were added) would hand out taken ids.
    const { rows: owned } = await client.query<{ seq: string; tbl: string; col: string }>(
      `SELECT s.relname AS seq, t.relname AS tbl, a.attname AS col
         FROM pg_attrdef d
         JOIN pg_attribute a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
         JOIN pg_class t ON t.oid = d.adrelid JOIN pg_namespace n ON n.oid = t.relnamespace
         JOIN pg_depend dep ON dep.objid = d.oid AND dep.classid = 'pg_attrdef'::regclass AND dep.refclassid = 'pg_class'::regclass
         JOIN pg_class s ON s.oid = dep.refobjid AND s.relkind = 'S'
        WHERE n.nspname = 'public'
       UNION
       SELECT s.relname, t.relname, a.attname
         FROM pg_depend dep
         JOIN pg_class s ON s.oid = dep.objid AND s.relkind = 'S'
         JOIN pg_class t ON t.oid = dep.refobjid JOIN pg_namespace n ON n.oid = t.relnamespace
         JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = dep.refobjsubid
        WHERE n.nspname = 'public' AND dep.deptype IN ('a', 'i')`,
    );
    for (const o of owned)
      await client.query(
        `SELECT setval($1::regclass, m) FROM (SELECT max(${ident(o.col)})::bigint AS m FROM public.${ident(o.tbl)}) x
          WHERE m IS NOT NULL AND m > (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM public.${ident(o.seq)})`,
        [`public.${ident(o.seq)}`],
      );
    for (const t of triggered) await client.query(`ALTER TABLE public.${ident(t)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** The most transaction ids a restore burns to move a fresh server past the restored events' (about 4 minutes). */
const MAX_XID_GAP = 50_000_000n;

/**
 * The event store reads events below the oldest running transaction (es_events.transaction_id <
 * pg_snapshot_xmin): restored into a server whose transaction counter is behind the backed-up one's (a
 * new server), every restored event would stay unread and new events would sort before them. So the
 * counter is moved past the highest restored transaction id first, one empty transaction at a time.
 */
export async function catchUpTransactionIds(client: pg.Client, log: (line: string) => void): Promise<void> {
  const { rows: table } = await client.query<{ t: string | null }>("SELECT to_regclass('public.es_events') AS t");
  if (!table[0].t) return;
  const { rows } = await client.query<{ max: string | null; now: string }>(
    'SELECT max(transaction_id)::text AS max, pg_current_xact_id()::text AS now FROM es_events',
  );
  if (rows[0].max === null || BigInt(rows[0].now) > BigInt(rows[0].max)) return;
  const gap = BigInt(rows[0].max) - BigInt(rows[0].now) + 1n;
  if (gap > MAX_XID_GAP)
    throw new CliError(
      `the restored events carry transaction ids up to ${rows[0].max}, but this server is at ${rows[0].now}: ` +
        'restore onto the old server, or advance this one with pg_resetwal -x (server stopped) first.',
    );
  log(`moving this server's transaction counter from ${rows[0].now} past ${rows[0].max} (the restored events')`);
  await client.query('SET synchronous_commit = off');
  await client.query(
    `DO $$ BEGIN WHILE pg_current_xact_id() <= '${BigInt(rows[0].max)}'::xid8 LOOP COMMIT; END LOOP; END $$`,
  );
}
