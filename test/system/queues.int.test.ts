import { modules } from '../../src/modules';
import { job, type AppModule } from '../../src/modules/module';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';

declare module '../../src/workers/jobs' {
  interface JobPayloads {
    'test.board-flaky': { label: string };
  }
}

const BOARD = '/api/admin/queues/board';

describe('the queue dashboard', () => {
  let app: TestApp;
  let admin: HttpClient;
  const runs: string[] = [];
  // Fails on its first run (one attempt, so it stays failed) and succeeds when retried.
  const flaky: AppModule = {
    name: 'test-board-flaky',
    jobs: () => [
      job(
        'test.board-flaky',
        async ({ label }) => {
          runs.push(label);
          if (runs.length === 1) throw new Error('The printer is on fire');
        },
        { attempts: 1 },
      ),
    ],
  };
  beforeAll(async () => {
    app = await startTestApp({ modules: [...modules, flaky] });
    admin = (await signUp(app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers visitors 401 and customers 403, on the summary and the board alike', async () => {
    const customer = (await signUp(app)).client;
    for (const path of ['/api/admin/queues', `${BOARD}/`, `${BOARD}/api/queues`, `${BOARD}/static/js/x.js`]) {
      const visitor = await app.client().get(path);
      expect([path, visitor.status, visitor.body.message]).toEqual([path, 401, 'Please log in to continue.']);
      const forbidden = await customer.get(path);
      expect([path, forbidden.status]).toEqual([path, 403]);
    }
    expect((await customer.put(`${BOARD}/api/queues/test-board-flaky/x/retry`)).status).toBe(403);
  });

  it('shows the queues, a failed job with its error, and retries it', async () => {
    const summary = await admin.get('/api/admin/queues');
    expect(summary.status).toBe(200);
    expect(summary.body.mode).toBe('bullmq');
    const names = summary.body.queues.map((q: { name: string }) => q.name);
    expect(names).toEqual(expect.arrayContaining(['sms-send', 'webhook-deliver', 'test-board-flaky']));

    await app.ctx.jobs.enqueue('test.board-flaky', { label: 'first' }, { jobId: 'flaky-1' });
    await waitFor(async () => {
      const q = (await admin.get('/api/admin/queues')).body.queues.find(
        (x: { name: string }) => x.name === 'test-board-flaky',
      );
      return q?.failed === 1;
    });

    const page = await admin.get(`${BOARD}/`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
    expect(page.text).not.toContain('fonts.googleapis.com');
    const board = await admin.get(`${BOARD}/api/queues?activeQueue=test-board-flaky&status=failed`);
    expect(board.status).toBe(200);
    const queue = board.body.queues.find((q: { name: string }) => q.name === 'test-board-flaky');
    expect(queue.counts.failed).toBe(1);
    expect(queue.jobs).toEqual([expect.objectContaining({ id: 'flaky-1', failedReason: 'The printer is on fire' })]);

    const retried = await admin.put(`${BOARD}/api/queues/test-board-flaky/flaky-1/retry`);
    expect(retried.status).toBe(204);
    await waitFor(async () => runs.length === 2);
    const after = await waitFor(async () => {
      const q = (await admin.get('/api/admin/queues')).body.queues.find(
        (x: { name: string }) => x.name === 'test-board-flaky',
      );
      return q?.failed === 0 && q;
    });
    expect(after).toMatchObject({ failed: 0, waiting: 0, active: 0 });
    expect(runs).toEqual(['first', 'first']);

    // Jobs are not added, edited or deleted from the board: that would bypass the audited commands.
    const add = await admin.post(`${BOARD}/api/queues/test-board-flaky/add`, { name: 'test.board-flaky', data: {} });
    expect([add.status, add.body.message]).toEqual([
      403,
      'The queue board only retries, promotes, pauses and resumes jobs.',
    ]);
    for (const path of ['test-board-flaky/flaky-1/clean', 'test-board-flaky/empty', 'test-board-flaky/obliterate'])
      expect((await admin.put(`${BOARD}/api/queues/${path}`)).status).toBe(403);
  });

  it('says the jobs run in-process when there is no Redis', async () => {
    const local = await startTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const a = (await signUp(local, undefined, { role: 'admin' })).client;
      const res = await a.get('/api/admin/queues');
      expect(res.body).toMatchObject({ mode: 'in-process', queues: [] });
      expect(res.body.message).toMatch(/run in-process/);
      expect((await a.get(`${BOARD}/`)).text).toMatch(/run in-process/);
      expect((await local.client().get(`${BOARD}/`)).status).toBe(401);
    } finally {
      await local.close();
    }
  });
});
