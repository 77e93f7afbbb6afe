import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase, type TestDatabase } from '../harness/test-db';

const root = path.resolve(__dirname, '../..');
const run = promisify(execFile);

describe('npm run projections:rebuild -- <name>', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  const rebuild = (...names: string[]) =>
    run(process.execPath, [path.join(root, 'node_modules/.bin/tsx'), 'src/cli/rebuild-projection.ts', ...names], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: db.url, REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent' },
    });

  it('replays every read model when no name is given, and never a reactor', async () => {
    const { stdout } = await rebuild();
    expect(stdout).toMatch(/rebuilding every read model \(reactors are never replayed\)/);
    expect(stdout).toMatch(/replayed 0 events/);
    expect(stdout).not.toMatch(/-reactor: replayed/);
  }, 60_000);

  it('names the known projections when asked for an unknown one, and exits non-zero', async () => {
    const error = (await rebuild('no-such-projection').catch((e) => e)) as { code: number; stderr: string };
    expect(error.code).toBe(1);
    expect(error.stderr).toMatch(/Unknown projection no-such-projection\. Known: /);
  }, 60_000);
});
