import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs a CLI as `npm run <cli>` does in the README's default set-up: no DATABASE_URL, the embedded PostgreSQL. */
function cli(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, GOLF_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  delete env.VENUES;
  delete env.EVENTSTORE_URL;
  delete env.PG_BIN;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/with-db.mjs'), script, ...args],
      { cwd: root, env, timeout: 200_000 },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
          stdout,
          stderr: error?.signal ? `${stderr}\n(killed by ${error.signal})` : stderr,
        }),
    );
  });
}

/** Whether a pg_dump for PostgreSQL 18 is installed (then `npm run backup` rightly takes it). */
function hasPgDump18(): boolean {
  const candidates = ['pg_dump'];
  if (fs.existsSync('/usr/lib/postgresql'))
    for (const v of fs.readdirSync('/usr/lib/postgresql')) candidates.push(`/usr/lib/postgresql/${v}/bin/pg_dump`);
  return candidates.some((c) => {
    try {
      return (
        Number(/(\d+)/.exec(execFileSync(c, ['--version'], { encoding: 'utf8' }).replace(/^[^)]*\)/, ''))?.[1]) >= 18
      );
    } catch {
      return false;
    }
  });
}

/**
 * `npm run backup` and `npm run restore` in the default set-up (`npm start` without DATABASE_URL), whose
 * embedded PostgreSQL 18 ships no pg_dump: the backup falls back to the data format by itself, and the
 * restore brings it into a new data folder (a new server, its transaction counter behind the old one's)
 * with every event readable.
 */
describe('backup and restore with the embedded PostgreSQL', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-backup-emb-'));
  // Run as root, the embedded server's initdb runs as the postgres user and must reach the folders.
  fs.chmodSync(tmp, 0o755);
  const dataA = path.join(tmp, 'a');
  const dataB = path.join(tmp, 'b');
  const folder = path.join(tmp, 'backup');
  for (const d of [dataA, dataB]) fs.mkdirSync(d, { mode: 0o755 });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('backs up without a pg_dump for the server and restores into a new server', async () => {
    expect((await cli('src/cli/migrate.ts', [], dataA)).code).toBe(0);
    const appended = await cli('test/system/support/embedded-events.ts', ['append'], dataA);
    expect(appended.stderr).toBe('');
    const original = JSON.parse((await cli('test/system/support/embedded-events.ts', ['count'], dataA)).stdout);
    expect(original).toMatchObject({ events: 3, visible: 3, mailbox: 20001 });

    const backup = await cli('src/cli/backup.ts', ['--out', folder], dataA);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.venues[0]).toMatchObject({ id: 'main', database: 'golf', events: 3 });
    if (!hasPgDump18()) {
      expect(backup.stdout).toContain('writing the data format instead');
      expect(manifest.venues[0].format).toBe('data');
    }

    // Its own database holds the events: refused without --force.
    const refused = await cli('src/cli/restore.ts', [folder], dataA);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds 3 events');

    // A new data folder (npm start on a new machine): the events come back, and readable.
    const restored = await cli('src/cli/restore.ts', [folder, '--rebuild'], dataB);
    expect(restored.stderr).not.toMatch(/error|\n\s+at /i);
    // On failure, show what the command said.
    expect(restored.code === 0 ? 'exit 0' : `exit ${restored.code}: ${restored.stdout}${restored.stderr}`).toBe(
      'exit 0',
    );
    expect(restored.stdout).toContain('venue main: restored 3 events');
    if (manifest.venues[0].format === 'data')
      expect(restored.stdout).toContain("moving this server's transaction counter");
    const after = JSON.parse((await cli('test/system/support/embedded-events.ts', ['count'], dataB)).stdout);
    expect(after).toEqual(original);
    expect(fs.existsSync(path.join(dataB, 'postgres', 'postmaster.pid'))).toBe(false);
  }, 400_000);
});
