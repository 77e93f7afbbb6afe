import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/**
 * The rules the code is held to run with the tests: the layer rules and the ban on module-level
 * state (ESLint), and both TypeScript projects compiling without errors.
 */
describe('static checks', () => {
  jest.setTimeout(300_000);

  it('lints clean: layers point one way, no module-level state in src/, no unused code', async () => {
    const result = await run(bin('eslint'), ['--max-warnings=0', '.'], { cwd: root, maxBuffer: 16 << 20 }).catch(
      (e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? 'eslint failed' }),
    );
    expect(`${result.stdout}${result.stderr}`.replace(/npm warn.*\n?/g, '').trim()).toBe('');
  });

  it('type-checks the server, tests and benches, and the web app', async () => {
    for (const project of ['tsconfig.json', 'web/tsconfig.json']) {
      const result = await run(bin('tsc'), ['-p', project, '--noEmit'], { cwd: root, maxBuffer: 16 << 20 }).catch(
        (e: { stdout?: string }) => ({ stdout: e.stdout ?? 'tsc failed' }),
      );
      expect([project, result.stdout.trim()]).toEqual([project, '']);
    }
  });
});
