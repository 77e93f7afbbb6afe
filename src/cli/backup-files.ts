import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';

const run = promisify(execFile);

/** What `npm run backup` writes beside the dumps: manifest.json. */
export interface BackupManifest {
  format: 'golf-backup/1';
  createdAt: string;
  appVersion: string;
  /** Where the events were: 'postgres' (in each dump) or 'eventstoredb' (not in the dumps: see the README). */
  eventStore: 'postgres' | 'eventstoredb';
  /** Set when the events are not in this backup (EventStoreDB): what to back up besides, and how. */
  eventStoreNote?: string;
  venues: BackupVenue[];
}

export interface BackupVenue {
  id: string;
  name: string;
  /** The database's name when the backup was taken (no host, no password). */
  database: string;
  /**
   * 'pg_dump' (absent in older manifests): `file` is a pg_dump custom-format file. 'data': `file` is a
   * folder of COPY files (`tables`), restored by running `migrations` and copying the rows back.
   */
  format?: 'pg_dump' | 'data';
  /** The pg_dump custom-format file, or the data format's folder, relative to the manifest. */
  file: string;
  bytes: number;
  /** The dump's sha256; for the data format, that of the table list (each file has its own). */
  sha256: string;
  /** Data format: the migrations the database had run, in the order it ran them. */
  migrations?: string[];
  /** Data format: one gzipped COPY (text) file per table of the public schema. */
  tables?: BackupDataTable[];
  /** Data format: every sequence's value. */
  sequences?: BackupSequence[];
  /** Events in es_events in the dump's snapshot, and the highest global position among them. */
  events: number;
  lastGlobalPosition: string | null;
}

export interface BackupDataTable {
  table: string;
  columns: string[];
  /** Relative to the manifest. */
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface BackupSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/** A failure told to the operator as it is: one line, no stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function databaseName(databaseUrl: string): string {
  try {
    return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
  } catch {
    return databaseUrl;
  }
}

/** The server's major version (15, 18, …). */
export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v");
  return Math.floor(Number(rows[0].v) / 10000);
}

async function toolMajor(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version']);
    const m = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ''));
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * A pg_dump / pg_restore at least as new as the server: PG_BIN's when set, else the newest under
 * /usr/lib/postgresql, else the one on PATH. An older one cannot read the server (or the dump).
 */
export async function postgresTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  const candidates: string[] = [];
  if (process.env.PG_BIN) candidates.push(path.join(process.env.PG_BIN, tool));
  const installed = '/usr/lib/postgresql';
  if (fs.existsSync(installed))
    for (const v of fs.readdirSync(installed).sort((a, b) => Number(b) - Number(a)))
      candidates.push(path.join(installed, v, 'bin', tool));
  candidates.push(tool);
  const found: string[] = [];
  for (const candidate of candidates) {
    const version = await toolMajor(candidate);
    if (version === null) continue;
    if (version >= major) return candidate;
    found.push(`${candidate} is version ${version}`);
  }
  throw new CliError(
    `${tool} for PostgreSQL ${major} or newer is needed (${found.length ? found.join('; ') : `no ${tool} found`}). ` +
      `Install the PostgreSQL ${major} client tools (e.g. postgresql-client-${major}) or set PG_BIN to their folder.`,
  );
}

/** Runs a PostgreSQL tool; its own message (stderr) becomes the error. */
export async function runTool(binary: string, args: string[]): Promise<void> {
  try {
    await run(binary, args, { maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '').trim();
    throw new CliError(`${path.basename(binary)} failed: ${stderr || (error as Error).message}`);
  }
}

/** Events in es_events and the highest global position (0 and null when there is no such table). */
export async function eventCount(client: pg.Client): Promise<{ events: number; lastGlobalPosition: string | null }> {
  const { rows: table } = await client.query<{ t: string | null }>("SELECT to_regclass('public.es_events') AS t");
  if (!table[0].t) return { events: 0, lastGlobalPosition: null };
  const { rows } = await client.query<{ n: string; p: string | null }>(
    'SELECT count(*) AS n, max(global_position)::text AS p FROM es_events',
  );
  return { events: Number(rows[0].n), lastGlobalPosition: rows[0].p };
}

export function readManifest(location: string): { manifest: BackupManifest; folder: string } {
  const file =
    fs.existsSync(location) && fs.statSync(location).isDirectory() ? path.join(location, 'manifest.json') : location;
  if (!fs.existsSync(file)) throw new CliError(`No backup at ${location}: expected a folder holding manifest.json`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as BackupManifest;
  } catch {
    throw new CliError(`${file} is not a backup manifest (not JSON)`);
  }
  if (manifest.format !== 'golf-backup/1' || !Array.isArray(manifest.venues))
    throw new CliError(`${file} is not a backup manifest this version reads (format ${String(manifest.format)})`);
  return { manifest, folder: path.dirname(file) };
}
