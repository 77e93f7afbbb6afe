import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { migrateLatest } from '../../migrations';
import { createAppContext } from '../app-context';
import { loadConfig, type Config } from '../config/env';
import { allVenueConfigs } from '../config/venues';
import { ensureDatabase } from '../db/ensure-database';
import { createLogger } from '../lib/logger';
import { registerModules } from '../modules';
import {
  CliError,
  databaseName,
  eventCount,
  postgresTool,
  readManifest,
  runTool,
  serverMajor,
  sha256File,
  type BackupVenue,
} from './backup-files';
import {
  catchUpTransactionIds,
  checkMigrations,
  emptyPublicSchema,
  loadDataSnapshot,
  migrateTo,
  verifyDataFiles,
} from './backup-data';

const USAGE = 'usage: npm run restore -- <backup folder> [--rebuild] [--force]';

/**
 * Brings a backup (`npm run backup`) back into the configured databases: each venue's dump into its
 * database, which must hold no events unless --force. --rebuild then empties every read model and
 * replays it from the restored events.
 */
async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const flags = new Set(args.filter((a) => a.startsWith('-')));
  const unknown = [...flags].filter((f) => f !== '--rebuild' && f !== '--force');
  const locations = args.filter((a) => !a.startsWith('-'));
  if (unknown.length || locations.length !== 1) throw new CliError(USAGE, 2);
  const { manifest, folder } = readManifest(locations[0]);
  const configs = allVenueConfigs(loadConfig());

  // Everything is checked before anything is written.
  const plan: Array<{ venue: BackupVenue; config: Config }> = [];
  const forced = new Map<string, boolean>();
  for (const venue of manifest.venues) {
    const config =
      configs.find((c) => c.VENUE_ID === venue.id) ??
      (configs.length === 1 && manifest.venues.length === 1 ? configs[0] : undefined);
    if (!config)
      throw new CliError(
        `venue ${venue.id} of the backup is not among the configured venues (${configs.map((c) => c.VENUE_ID).join(', ')})`,
      );
    if (venue.format === 'data') {
      if (!Array.isArray(venue.tables) || !Array.isArray(venue.migrations))
        throw new CliError(`venue ${venue.id}: the manifest lists no tables or migrations for its data format`);
      const listing = venue.tables.map((t) => `${t.file} ${t.sha256}\n`).join('');
      if (createHash('sha256').update(listing).digest('hex') !== venue.sha256)
        throw new CliError(`the backup is damaged: the table list of venue ${venue.id} does not match its checksum`);
      await verifyDataFiles(folder, venue.tables);
      checkMigrations(venue.id, venue.migrations);
      plan.push({ venue, config });
      continue;
    }
    const file = path.join(folder, venue.file);
    const sha = await sha256File(file).catch(() => null);
    if (sha === null) throw new CliError(`the backup is incomplete: ${file} is missing`);
    if (sha !== venue.sha256) throw new CliError(`the backup is damaged: ${file} does not match its checksum`);
    plan.push({ venue, config });
  }
  for (const { venue, config } of plan) {
    await ensureDatabase(config.DATABASE_URL);
    const held = await withClient(config, holdings);
    forced.set(venue.id, held !== null);
    if (held && !flags.has('--force'))
      throw new CliError(
        `venue ${venue.id}: database ${databaseName(config.DATABASE_URL)} already holds ${held}; ` +
          'restoring replaces everything in it. Restore into an empty database, or pass --force to overwrite.',
      );
  }

  const started = Date.now();
  for (const { venue, config } of plan) {
    const t0 = Date.now();
    if (venue.format === 'data') await restoreData(config, folder, venue, forced.get(venue.id) ?? true);
    else await restoreDump(config, folder, venue);
    await withClient(config, (c) => catchUpTransactionIds(c, (line) => console.log(`venue ${venue.id}: ${line}`)));
    const restored = await withClient(config, eventCount);
    if (restored.events !== venue.events || restored.lastGlobalPosition !== venue.lastGlobalPosition)
      throw new CliError(
        `venue ${venue.id}: restored ${restored.events} events up to position ${restored.lastGlobalPosition}, ` +
          `but the backup says ${venue.events} up to ${venue.lastGlobalPosition}`,
      );
    console.log(
      `venue ${venue.id}: restored ${venue.events} events and the read models into ` +
        `${databaseName(config.DATABASE_URL)} in ${Date.now() - t0} ms`,
    );
    if (flags.has('--rebuild')) await rebuildAll(config, manifest.eventStore);
  }
  if (manifest.eventStore === 'eventstoredb')
    console.log(
      'This backup was taken with EVENTSTORE_URL set: the events are not in it. Restore KurrentDB from its own ' +
        'file-copy backup (see README "Backups"), then run this again with --rebuild if its positions differ.',
    );
  console.log(`restore finished in ${Date.now() - started} ms (backup of ${manifest.createdAt})`);
}

async function restoreDump(config: Config, folder: string, venue: BackupVenue): Promise<void> {
  const pgRestore = await postgresTool('pg_restore', await withClient(config, serverMajor));
  await runTool(pgRestore, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${config.DATABASE_URL}`,
    path.join(folder, venue.file),
  ]);
}

/**
 * The data format: the database emptied when it held anything (--force), the backup's migrations run,
 * then the rows copied back in one transaction.
 */
async function restoreData(config: Config, folder: string, venue: BackupVenue, nonEmpty: boolean): Promise<void> {
  const schemaBuilt = await withClient(
    config,
    async (c) =>
      (await c.query<{ t: string | null }>("SELECT to_regclass('public.knex_migrations') AS t")).rows[0].t !== null,
  );
  if (nonEmpty || schemaBuilt) await withClient(config, emptyPublicSchema);
  await migrateTo(config.DATABASE_URL, venue.migrations!);
  await withClient(config, (c) => loadDataSnapshot(c, folder, venue.tables!, venue.sequences ?? []));
}

/** Every read model emptied and replayed from the events (reactors are never replayed). */
async function rebuildAll(config: Config, eventStore: 'postgres' | 'eventstoredb'): Promise<void> {
  if (eventStore === 'eventstoredb' && !config.EVENTSTORE_URL)
    throw new CliError('the backup was taken with EVENTSTORE_URL set: set it to the restored EventStoreDB to rebuild');
  const ctx = await createAppContext(config, createLogger(config.LOG_LEVEL, true));
  try {
    await migrateLatest(ctx.knex);
    registerModules(ctx);
    const readModels = ctx.projections.names().filter((n) => !ctx.projections.get(n)?.reactor);
    const t0 = Date.now();
    let events = 0;
    for (const name of readModels) events += (await ctx.projections.rebuild(name)).events;
    console.log(
      `venue ${config.VENUE_ID}: rebuilt ${readModels.length} read models from the events ` +
        `(${events} events replayed) in ${Date.now() - t0} ms`,
    );
  } finally {
    await ctx.close();
  }
}

/**
 * What a database already holds that a restore would replace: events, or (events in EventStoreDB)
 * read models that have applied some. Null when it is empty or only migrated.
 */
async function holdings(client: pg.Client): Promise<string | null> {
  const { events } = await eventCount(client);
  if (events > 0) return `${events} events`;
  const { rows } = await client.query<{ t: string | null }>("SELECT to_regclass('public.projection_checkpoints') AS t");
  if (!rows[0].t) return null;
  const moved = await client.query<{ n: string }>(
    "SELECT count(*) AS n FROM projection_checkpoints WHERE checkpoint <> 'start'",
  );
  const n = Number(moved.rows[0].n);
  return n > 0 ? `read models (${n} projections have applied events)` : null;
}

async function withClient<T>(config: Config, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new CliError(
      `venue ${config.VENUE_ID}: cannot reach database ${databaseName(config.DATABASE_URL)}: ${(error as Error).message}`,
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

run().catch((error) => {
  console.error(error instanceof CliError ? error.message : `restore failed: ${(error as Error).message ?? error}`);
  process.exit(error instanceof CliError ? error.exitCode : 1);
});
