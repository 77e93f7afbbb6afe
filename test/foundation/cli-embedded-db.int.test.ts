import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs a CLI as `npm run <cli>` does, in the README's default set-up: no DATABASE_URL. */
function cli(script: string, args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, GOLF_DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'scripts/with-db.mjs'), script, ...args],
      { cwd: root, env, timeout: 100_000 },
      (error, stdout, stderr) => resolve({ code: error ? ((error.code as number) ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the CLIs without DATABASE_URL', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-cli-'));
  // Run as root, the embedded server's initdb runs as the postgres user and must reach the folder.
  fs.chmodSync(dataDir, 0o755);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('find the embedded PostgreSQL as npm start does: migrate, then admin:grant reaches the accounts', async () => {
    const migrated = await cli('src/cli/migrate.ts', [], dataDir);
    expect(migrated.stderr).not.toContain('DATABASE_URL is required');
    expect(migrated.stdout).toContain('migrations are up to date');
    expect(migrated.code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    const granted = await cli('src/cli/admin-grant.ts', ['+1 212 555 0123'], dataDir);
    expect(granted.stderr).toContain('No account uses +12125550123');
    expect(granted.code).toBe(1);

    const rebuilt = await cli('src/cli/rebuild-projection.ts', ['bookings'], dataDir);
    expect(rebuilt.stdout).toMatch(/bookings: replayed 0 events in \d+ ms, swapped in/);
    expect(rebuilt.code).toBe(0);
    // The server each CLI started is stopped again: nothing is left holding the data directory.
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});
