import type { Knex } from 'knex';
import type { RecordedEvent } from '../eventstore/types';
import type { Projection } from '../projections/projection';
import { jobIdFrom, type JobBus, type JobName, type JobPayloads } from './jobs';

export interface ReactorContext {
  /** The checkpoint transaction of the batch; write bookkeeping rows here if needed. */
  trx: Knex.Transaction;
  /**
   * Enqueues a job whose id derives from the event id (plus `key` when one event starts several
   * jobs of the same name), so a batch retried after a crash enqueues nothing twice.
   */
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayloads[N],
    options?: { key?: string; delayMs?: number },
  ): Promise<void>;
}

export interface ReactorSpec<E extends RecordedEvent = RecordedEvent> {
  name: string;
  eventTypes: string[];
  jobs: JobBus;
  handle(event: E, ctx: ReactorContext): Promise<void>;
}

/** A reactor subscribes like a projection and turns events into jobs. */
export function defineReactor<E extends RecordedEvent = RecordedEvent>(spec: ReactorSpec<E>): Projection {
  return {
    name: spec.name,
    eventTypes: spec.eventTypes,
    tables: [],
    reactor: true,
    async apply(trx, event) {
      const ctx: ReactorContext = {
        trx,
        enqueue: (name, payload, options = {}) =>
          spec.jobs.enqueue(name, payload, {
            jobId: jobIdFrom(name, event.eventId, ...(options.key ? [options.key] : [])),
            delayMs: options.delayMs,
          }),
      };
      await spec.handle(event as E, ctx);
    },
  };
}
