import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, randomPrefix, testRedisUrl, type TestDatabase } from '../harness/test-db';
import { waitFor } from '../harness/wait-for';

const root = path.resolve(__dirname, '../..');
const NOBODY = 65534;

/** Every file under `dir` (symlinks not followed). */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Issue 30, item 5: the image runs as a non-root user on a read-only root file system. Here without
 * Docker: the server, compiled as the image compiles it, runs as `nobody` from a folder it cannot
 * write, with TMPDIR and HOME it cannot write either (the queue board used to copy its page into the
 * temp folder at start and failed with EACCES). It starts, serves, and leaves no file behind.
 */
describe('starting on a read-only file system', () => {
  let db: TestDatabase;
  let base: string;
  beforeAll(async () => {
    db = await createTestDatabase();
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-readonly-'));
    fs.chmodSync(base, 0o755);
    const app = path.join(base, 'app');
    // The server compiled to CommonJS as `tsc -p tsconfig.build.json` lays it out (esbuild: seconds, not minutes).
    const sources = ['src', 'migrations'].flatMap((d) =>
      fs
        .readdirSync(path.join(root, d), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.ts') && !/\.(test|contract|contract-helpers)\.ts$/.test(f))
        .map((f) => path.join(d, f)),
    );
    execFileSync(
      path.join(root, 'node_modules/.bin/esbuild'),
      [
        ...sources,
        `--outdir=${path.join(app, 'dist')}`,
        '--outbase=.',
        '--format=cjs',
        '--platform=node',
        '--log-level=error',
      ],
      { cwd: root },
    );
    fs.copyFileSync(path.join(root, 'package.json'), path.join(app, 'package.json'));
    fs.symlinkSync(fs.realpathSync(path.join(root, 'node_modules')), path.join(app, 'node_modules'));
    for (const d of ['tmp', 'home']) fs.mkdirSync(path.join(base, d), { mode: 0o755 });
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
    if (base) fs.rmSync(base, { recursive: true, force: true });
  });

  it('starts as nobody with nothing writable, serves, and writes no file', async () => {
    const before = filesUnder(base);
    const child = spawn(process.execPath, ['dist/src/main.js'], {
      cwd: path.join(base, 'app'),
      uid: NOBODY,
      gid: NOBODY,
      env: {
        PATH: process.env.PATH,
        TMPDIR: path.join(base, 'tmp'),
        HOME: path.join(base, 'home'),
        NODE_ENV: 'production',
        SESSION_SECRET: 'read-only-start-test-secret-0123456789',
        ENCRYPTION_KEY: 'k1:read-only-start-test-encryption-key-0123456789',
        // A complete production configuration: the providers are turned off explicitly (the
        // production-start test runs them against their local twins).
        PUBLIC_URL: 'https://book.example.com',
        SMS_PROVIDER: 'none',
        CARD_PROVIDER: 'none',
        EMAIL_PROVIDER: 'none',
        DATABASE_URL: db.url,
        DATABASE_POOL_BUDGET: '6',
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: randomPrefix(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        LOG_PRETTY: 'false',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += String(d)));
    child.stderr.on('data', (d) => (output += String(d)));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      await waitFor(
        () => {
          if (child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
          return /is ready at (http:\/\/\S+)/.test(output);
        },
        { timeoutMs: 90_000, what: 'the server ready' },
      );
      const url = /is ready at (http:\/\/\S+?)(?:"| )/.exec(output)![1].replace('localhost', '127.0.0.1');
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      // The queue board is mounted (it answers a visitor 401 rather than being missing or failing).
      const board = await fetch(`${url}/api/admin/queues/board/`);
      expect(board.status).toBe(401);
      expect((await fetch(`${url}/api/bays`)).status).toBe(200);

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output).not.toMatch(/EACCES|EROFS|EPERM/);
      expect(filesUnder(base)).toEqual(before);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 180_000);
});
