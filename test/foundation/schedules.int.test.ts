import { Queue } from 'bullmq';
import { BullMqJobBus } from '../../src/workers/bullmq-bus';
import { InProcessJobBus } from '../../src/workers/in-process-bus';
import type { JobBus } from '../../src/workers/jobs';
import { randomPrefix, testRedisUrl } from '../harness/test-db';
import { cleanRedisPrefix } from '../harness/test-app';
import { silentLogger } from './foundation-fixtures';
import { waitFor } from '../harness/wait-for';

declare module '../../src/workers/jobs' {
  interface JobPayloads {
    'test.tick': { label: string };
  }
}

const HOUR = 3_600_000;

const buses: Array<[string, (now: () => Date) => { bus: JobBus; prefix: string | null }]> = [
  [
    'BullMQ on Redis',
    (now) => {
      const prefix = randomPrefix();
      return { bus: new BullMqJobBus(testRedisUrl(), prefix, silentLogger, now), prefix };
    },
  ],
  ['the in-process bus', (now) => ({ bus: new InProcessJobBus(silentLogger, now), prefix: null })],
];

describe.each(buses)('recurring jobs through %s', (_label, make) => {
  let clock: number;
  let bus: JobBus;
  let prefix: string | null;
  const ran: string[] = [];
  beforeEach(() => {
    clock = Date.parse('2026-11-23T10:15:00Z');
    ran.length = 0;
    ({ bus, prefix } = make(() => new Date(clock)));
    bus.register('test.tick', async ({ label }) => {
      ran.push(label);
    });
  });
  afterEach(async () => {
    await bus.close();
    if (prefix) await cleanRedisPrefix(testRedisUrl(), prefix);
  });

  it('runs what is due at the injected clock, once per slot, however often it is asked', async () => {
    await bus.schedule('hourly', { everyMs: HOUR }, { name: 'test.tick', payload: { label: 'hourly' } });
    await bus.schedule(
      'nightly',
      { cron: '0 3 * * *', tz: 'America/New_York' },
      { name: 'test.tick', payload: { label: 'nightly' } },
    );
    expect(await bus.runDue()).toBe(2);
    expect(await bus.runDue()).toBe(0);
    clock += 45 * 60_000; // 11:00, the next hour
    expect(await bus.runDue()).toBe(1);
    expect(ran).toEqual(['hourly', 'nightly', 'hourly']);
    // 03:00 in New York on the 24th is 08:00 UTC.
    clock = Date.parse('2026-11-24T07:59:00Z');
    await bus.runDue();
    expect(ran.filter((l) => l === 'nightly')).toHaveLength(1);
    clock = Date.parse('2026-11-24T08:00:00Z');
    await bus.runDue();
    expect(ran.filter((l) => l === 'nightly')).toHaveLength(2);
  });

  it('keeps running on its own schedule once workers start', async () => {
    await bus.schedule('fast', { everyMs: 300 }, { name: 'test.tick', payload: { label: 'fast' } });
    await bus.startWorkers();
    // In-process the ticker reads the injected clock: move it along with real time.
    const timer = setInterval(() => (clock += 300), 300);
    try {
      await waitFor(async () => ran.filter((l) => l === 'fast').length >= 2);
    } finally {
      clearInterval(timer);
    }
  });
});

describe('job schedulers live in Redis', () => {
  it('a schedule is one job scheduler, replaced (not duplicated) when scheduled again', async () => {
    const prefix = randomPrefix();
    const bus = new BullMqJobBus(testRedisUrl(), prefix, silentLogger);
    bus.register('test.tick', async () => undefined);
    try {
      await bus.schedule('sweep', { everyMs: 60_000 }, { name: 'test.tick', payload: { label: 'a' } });
      await bus.schedule('sweep', { everyMs: 30_000 }, { name: 'test.tick', payload: { label: 'b' } });
      const queue = new Queue('test-tick', { connection: { url: testRedisUrl() }, prefix });
      const schedulers = await queue.getJobSchedulers();
      await queue.close();
      expect(schedulers).toHaveLength(1);
      expect(schedulers[0]).toMatchObject({ key: 'sweep', every: 30_000 });
    } finally {
      await bus.close();
      await cleanRedisPrefix(testRedisUrl(), prefix);
    }
  });

  it('drain ends once the one-off jobs are done, though a schedule always has its next run waiting', async () => {
    const prefix = randomPrefix();
    const bus = new BullMqJobBus(testRedisUrl(), prefix, silentLogger);
    const ran: string[] = [];
    bus.register('test.tick', async ({ label }) => {
      ran.push(label);
    });
    try {
      await bus.schedule('hourly', { everyMs: HOUR }, { name: 'test.tick', payload: { label: 'hourly' } });
      await bus.startWorkers();
      await bus.enqueue('test.tick', { label: 'once' }, { jobId: 'once', delayMs: 200 });
      await bus.drain();
      expect(ran).toContain('once');
    } finally {
      await bus.close();
      await cleanRedisPrefix(testRedisUrl(), prefix);
    }
  });
});
