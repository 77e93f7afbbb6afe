import { Writable } from 'node:stream';
import { UnrecoverableError } from 'bullmq';
import pino from 'pino';
import { createAppContext } from '../../src/app-context';
import { parseConfig } from '../../src/config/env';
import { BullMqJobBus } from '../../src/workers/bullmq-bus';
import { InProcessJobBus } from '../../src/workers/in-process-bus';
import type { JobBus } from '../../src/workers/jobs';
import { createTestDatabase, randomPrefix, testRedisUrl } from '../harness/test-db';
import { cleanRedisPrefix } from '../harness/test-app';
import { silentLogger } from './foundation-fixtures';
import { waitFor } from '../harness/wait-for';

declare module '../../src/workers/jobs' {
  interface JobPayloads {
    'test.flaky': { failTimes: number };
    'test.doomed': { reason: string };
    'test.exhausting': { n: number };
    'test.once': { n: number };
    'test.slow': { ms: number };
  }
}

const buses: Array<[string, () => { bus: JobBus; cleanup(): Promise<void> }]> = [
  [
    'BullMQ on Redis',
    () => {
      const prefix = randomPrefix();
      return {
        bus: new BullMqJobBus(testRedisUrl(), prefix, silentLogger),
        cleanup: () => cleanRedisPrefix(testRedisUrl(), prefix),
      };
    },
  ],
  ['the in-process bus', () => ({ bus: new InProcessJobBus(silentLogger), cleanup: async () => undefined })],
];

describe.each(buses)('jobs through %s', (_label, make) => {
  let bus: JobBus;
  let cleanup: () => Promise<void>;
  beforeEach(() => {
    ({ bus, cleanup } = make());
  });
  afterEach(async () => {
    await bus.close();
    await cleanup();
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const startedAt: number[] = [];
    bus.register(
      'test.flaky',
      async ({ failTimes }, job) => {
        startedAt.push(Date.now());
        if (job.attempt <= failTimes) throw new Error(`attempt ${job.attempt} fails`);
      },
      { attempts: 5, backoffMs: 150 },
    );
    await bus.startWorkers();
    await bus.enqueue('test.flaky', { failTimes: 2 }, { jobId: 'flaky-1' });
    await waitFor(() => startedAt.length === 3);
    await bus.drain?.();
    expect(startedAt).toHaveLength(3);
    const [first, second, third] = startedAt;
    expect(second - first).toBeGreaterThanOrEqual(140);
    expect(third - second).toBeGreaterThanOrEqual(290);
  });

  it('stops at an UnrecoverableError and reports the final failure once', async () => {
    let runs = 0;
    const finalFailures: Array<{ reason: string; message: string; attempt: number }> = [];
    bus.register(
      'test.doomed',
      async () => {
        runs++;
        throw new UnrecoverableError('card number is invalid');
      },
      {
        attempts: 5,
        backoffMs: 50,
        onFinalFailure: async (payload, error, job) => {
          finalFailures.push({ reason: payload.reason, message: error.message, attempt: job.attempt });
        },
      },
    );
    await bus.startWorkers();
    await bus.enqueue('test.doomed', { reason: 'bad card' }, { jobId: 'doomed-1' });
    await waitFor(() => finalFailures.length > 0);
    // A fixed pause on purpose: no extra run turns up in the meantime.
    await new Promise((r) => setTimeout(r, 400));
    expect(runs).toBe(1);
    expect(finalFailures).toEqual([{ reason: 'bad card', message: 'card number is invalid', attempt: 1 }]);
  });

  it('reports the final failure once when the attempts run out', async () => {
    let runs = 0;
    let finals = 0;
    bus.register(
      'test.exhausting',
      async () => {
        runs++;
        throw new Error('provider is down');
      },
      { attempts: 3, backoffMs: 30, onFinalFailure: async () => void finals++ },
    );
    await bus.startWorkers();
    await bus.enqueue('test.exhausting', { n: 1 }, { jobId: 'exhausting-1' });
    await waitFor(() => finals > 0);
    // A fixed pause on purpose: no extra run turns up in the meantime.
    await new Promise((r) => setTimeout(r, 300));
    expect(runs).toBe(3);
    expect(finals).toBe(1);
  });

  it('runs a job enqueued twice with the same job id once', async () => {
    const seen: number[] = [];
    bus.register('test.once', async ({ n }) => void seen.push(n), { attempts: 1 });
    await bus.startWorkers();
    await Promise.all([
      bus.enqueue('test.once', { n: 1 }, { jobId: 'event-123' }),
      bus.enqueue('test.once', { n: 2 }, { jobId: 'event-123' }),
    ]);
    await bus.enqueue('test.once', { n: 3 }, { jobId: 'event-123' });
    await bus.enqueue('test.once', { n: 4 }, { jobId: 'event-456' });
    await waitFor(() => seen.length >= 2);
    await bus.drain?.();
    // A fixed pause on purpose: no extra run turns up in the meantime.
    await new Promise((r) => setTimeout(r, 300));
    expect(seen).toHaveLength(2);
    expect(seen).toContain(4);
  });

  it('lets the running job finish before close() resolves', async () => {
    let started = false;
    let finished = false;
    bus.register('test.slow', async ({ ms }) => {
      started = true;
      await new Promise((r) => setTimeout(r, ms));
      finished = true;
    });
    await bus.startWorkers();
    await bus.enqueue('test.slow', { ms: 600 }, { jobId: 'slow-1' });
    await waitFor(() => started);
    await bus.close();
    expect(finished).toBe(true);
  });
});

describe('jobs when Redis does not answer', () => {
  it('run in-process, with exactly one clear warning', async () => {
    const db = await createTestDatabase();
    const lines: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const config = parseConfig({
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      DATABASE_POOL_MAX: '2',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    const ctx = await createAppContext(config, pino({ level: 'info' }, sink));
    try {
      expect(ctx.jobs.kind).toBe('in-process');
      const warnings = lines.filter((l) => l.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0].msg).toMatch(/Redis at redis:\/\/127\.0\.0\.1:1 does not answer.*in-process/);
      const done: string[] = [];
      ctx.jobs.register('test.once', async ({ n }) => void done.push(String(n)));
      await ctx.jobs.startWorkers();
      await ctx.jobs.enqueue('test.once', { n: 7 }, { jobId: 'dev-1' });
      await waitFor(() => done.length === 1);
      expect(lines.filter((l) => l.level === 40)).toHaveLength(1);
    } finally {
      await ctx.close();
      await db.drop();
    }
  });

  it('refuse to start in production', async () => {
    const db = await createTestDatabase();
    const config = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: db.url,
      REDIS_URL: 'redis://127.0.0.1:1',
      SESSION_SECRET: 'a-long-random-production-secret',
    });
    try {
      await expect(createAppContext(config, silentLogger)).rejects.toThrow(/does not answer/);
    } finally {
      await db.drop();
    }
  });
});
