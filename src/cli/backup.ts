import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../config/env';
import { allVenueConfigs } from '../config/venues';
import {
  CliError,
  databaseName,
  eventCount,
  postgresTool,
  runTool,
  serverMajor,
  sha256File,
  type BackupManifest,
  type BackupVenue,
} from './backup-files';
import { writeDataSnapshot } from './backup-data';

const USAGE =
  'usage: npm run backup -- [--out <folder>] [--format=dump|data]   (default: backups/golf-<date>-<time>; ' +
  'dump when a pg_dump as new as the server exists, else data)';

const EVENTSTORE_NOTE =
  'EVENTSTORE_URL is set: the events live in EventStoreDB (KurrentDB) and are NOT in this backup (read models, ' +
  'checkpoints and sessions are). Back KurrentDB up with its own file-copy backup right after this one: on each ' +
  'node copy the chunk-* files, the index folder and the *.chk checkpoint files (checkpoints first, or stop the ' +
  'node), or snapshot its volume; see README "Backups".';

/**
 * A consistent snapshot of every venue's database: one pg_dump (custom format) per venue, each taken
 * in a snapshot exported by a repeatable-read transaction that also counts the events, so the manifest's
 * counts are exactly what the dump holds. Events, read models, checkpoints and sessions alike.
 */
async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const formatArg = args.find((a) => a.startsWith('--format='));
  const format = formatArg ? formatArg.slice('--format='.length) : 'auto';
  const outAt = args.indexOf('--out');
  if (
    args.some((a, i) => a.startsWith('-') && a !== '--out' && a !== formatArg && i !== outAt + 1) ||
    (outAt >= 0 && !args[outAt + 1]) ||
    !['auto', 'dump', 'data'].includes(format)
  )
    throw new CliError(USAGE, 2);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const folder = path.resolve(outAt >= 0 ? args[outAt + 1] : path.join('backups', `golf-${stamp}`));
  if (fs.existsSync(folder) && fs.readdirSync(folder).length)
    throw new CliError(`${folder} is not empty: name a new folder with --out`);
  fs.mkdirSync(folder, { recursive: true });

  const base = loadConfig();
  const started = Date.now();
  const venues: BackupVenue[] = [];
  for (const config of allVenueConfigs(base)) {
    const file = `${config.VENUE_ID}.dump`;
    const target = path.join(folder, file);
    const client = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
    } catch (error) {
      throw new CliError(
        `venue ${config.VENUE_ID}: cannot reach database ${databaseName(config.DATABASE_URL)}: ${(error as Error).message}`,
      );
    }
    try {
      const major = await serverMajor(client);
      let pgDump: string | null = null;
      if (format !== 'data')
        pgDump = await postgresTool('pg_dump', major).catch((error: unknown) => {
          if (format === 'dump') throw error;
          console.log(
            `venue ${config.VENUE_ID}: ${(error as Error).message.split(' (')[0]} and none is here: ` +
              'writing the data format instead (restored by npm run restore alike)',
          );
          return null;
        });
      if (!pgDump) {
        await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
        const counted = await eventCount(client);
        const dir = `${config.VENUE_ID}-data`;
        const snapshot = await writeDataSnapshot(client, folder, dir);
        await client.query('COMMIT');
        const listing = snapshot.tables.map((t) => `${t.file} ${t.sha256}\n`).join('');
        venues.push({
          id: config.VENUE_ID,
          name: config.VENUE_NAME,
          database: databaseName(config.DATABASE_URL),
          format: 'data',
          file: dir,
          bytes: snapshot.bytes,
          sha256: createHash('sha256').update(listing).digest('hex'),
          ...counted,
          migrations: snapshot.migrations,
          tables: snapshot.tables,
          sequences: snapshot.sequences,
        });
        console.log(
          `venue ${config.VENUE_ID}: ${counted.events} events (last position ${counted.lastGlobalPosition ?? 'none'}), ` +
            `${snapshot.tables.length} tables, ${snapshot.bytes} bytes (data format) -> ${path.join(folder, dir)}`,
        );
        continue;
      }
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const { rows } = await client.query<{ s: string }>('SELECT pg_export_snapshot() AS s');
      const counted = await eventCount(client);
      await runTool(pgDump, [
        '--format=custom',
        `--snapshot=${rows[0].s}`,
        '--no-owner',
        '--no-privileges',
        `--file=${target}`,
        `--dbname=${config.DATABASE_URL}`,
      ]);
      await client.query('COMMIT');
      venues.push({
        id: config.VENUE_ID,
        name: config.VENUE_NAME,
        database: databaseName(config.DATABASE_URL),
        format: 'pg_dump',
        file,
        bytes: fs.statSync(target).size,
        sha256: await sha256File(target),
        ...counted,
      });
      const v = venues[venues.length - 1];
      console.log(
        `venue ${v.id}: ${v.events} events (last position ${v.lastGlobalPosition ?? 'none'}), ${v.bytes} bytes -> ${target}`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const manifest: BackupManifest = {
    format: 'golf-backup/1',
    createdAt: new Date().toISOString(),
    appVersion: appVersion(),
    eventStore: base.EVENTSTORE_URL ? 'eventstoredb' : 'postgres',
    ...(base.EVENTSTORE_URL ? { eventStoreNote: EVENTSTORE_NOTE } : {}),
    venues,
  };
  fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (base.EVENTSTORE_URL) console.log(EVENTSTORE_NOTE);
  console.log(`backup written to ${folder} in ${Date.now() - started} ms`);
}

function appVersion(): string {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

run().catch((error) => {
  console.error(error instanceof CliError ? error.message : `backup failed: ${(error as Error).message ?? error}`);
  process.exit(error instanceof CliError ? error.exitCode : 1);
});
