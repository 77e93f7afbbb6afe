import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startTestApp, type TestApp } from '../harness/test-app';

const run = promisify(execFile);

type Problem = { ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> };

describe('redocly lint of /api/openapi.json', () => {
  let app: TestApp;
  let dir: string;
  beforeAll(async () => {
    app = await startTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  });
  afterAll(async () => {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('finds 0 errors under the recommended rules (redocly.yaml)', async () => {
    const res = await app.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, res.text);
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    const lint = await run(
      process.execPath,
      [cli, 'lint', file, '--config', path.resolve('redocly.yaml'), '--format', 'json'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        maxBuffer: 64 * 1024 * 1024,
      },
    ).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );
    const report = JSON.parse(lint.stdout) as { totals: { errors: number }; problems: Problem[] };
    const errors = report.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId} at ${p.location?.[0]?.pointer}: ${p.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(lint.code).toBe(0);
  }, 120_000);
});
