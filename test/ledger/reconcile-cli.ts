import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestApp } from '../harness/test-app';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

/** `npm run reconcile`'s program (with `args`, e.g. --provider) against a test app's database: exit code and output. */
export async function reconcileCli(app: TestApp, args: string[] = []): Promise<{ code: number; out: string }> {
  const c = app.config;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: c.DATABASE_URL,
    REDIS_URL: c.REDIS_URL,
    REDIS_PREFIX: c.REDIS_PREFIX,
    VENUE_TIMEZONE: c.VENUE_TIMEZONE,
    LOG_LEVEL: 'silent',
    DATABASE_POOL_MAX: '2',
  };
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/reconcile.ts', ...args],
      { cwd: root, env, timeout: 120_000 },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}
