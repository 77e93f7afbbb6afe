import { randomUUID } from 'node:crypto';
import { ProjectionManager } from '../../src/projections/projection-manager';
import { InProcessJobBus } from '../../src/workers/in-process-bus';
import { defineReactor } from '../../src/workers/reactor';
import { openStoreFixture, silentLogger, type StoreFixture } from './foundation-fixtures';
import { waitFor } from '../harness/wait-for';

declare module '../../src/workers/jobs' {
  interface JobPayloads {
    'test.reminder': { bookingId: string };
  }
}

describe('a reactor', () => {
  let fx: StoreFixture;
  let jobs: InProcessJobBus;
  let manager: ProjectionManager;
  beforeAll(async () => {
    fx = await openStoreFixture();
  });
  beforeEach(() => {
    jobs = new InProcessJobBus(silentLogger);
    manager = new ProjectionManager(fx.store, fx.knex, silentLogger, fx.db.url, 2000);
  });
  afterEach(async () => {
    await manager.stop();
    await jobs.close();
  });
  afterAll(async () => {
    await fx.close();
  });

  it('enqueues one job per event, once, even when its batch is retried after a failure', async () => {
    const type = `ReminderDue_${randomUUID().slice(0, 8)}`;
    const sent: string[] = [];
    jobs.register('test.reminder', async ({ bookingId }) => void sent.push(bookingId), { attempts: 1 });
    await jobs.startWorkers();
    let crashOnce = true;
    manager.register(
      defineReactor({
        name: `${type}-reactor`,
        eventTypes: [type],
        jobs,
        async handle(event, ctx) {
          const { bookingId } = event.data as { bookingId: string };
          await ctx.enqueue('test.reminder', { bookingId });
          if (bookingId === 'b2' && crashOnce) {
            crashOnce = false;
            throw new Error('crashed after enqueueing');
          }
        },
      }),
    );
    const ids = ['b1', 'b2', 'b3'];
    const result = await fx.store.append(
      `booking-${randomUUID()}`,
      ids.map((bookingId) => ({ type, data: { bookingId } })),
      { expected: 'no_stream' },
    );
    manager.start();
    expect(await manager.waitFor(result.position, [`${type}-reactor`], 5000)).toBe(true);
    await waitFor(() => sent.length >= 3);
    await jobs.drain();
    expect(crashOnce).toBe(false);
    expect(sent.sort()).toEqual(ids);
  });

  it('is never replayed by a rebuild', async () => {
    const reactor = defineReactor({
      name: 'noisy-reactor',
      eventTypes: ['Anything'],
      jobs,
      handle: async () => undefined,
    });
    manager.register(reactor);
    await expect(manager.rebuild('noisy-reactor')).rejects.toThrow(/reactor: replaying it would repeat its jobs/);
  });
});
