import type { Knex } from 'knex';
import { withCorrelation } from '../eventstore/correlation';
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
  /**
   * What `load` answers, read once per batch of events under `key` (settings, the active webhooks):
   * a burst of events is then one read, not one per event.
   */
  perBatch<T>(key: string, load: () => Promise<T>): Promise<T>;
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
    async applyBatch(trx, events) {
      const loaded = new Map<string, Promise<unknown>>();
      const perBatch = <T>(key: string, load: () => Promise<T>): Promise<T> => {
        if (!loaded.has(key)) loaded.set(key, load());
        return loaded.get(key) as Promise<T>;
      };
      for (const event of events) {
        const ctx: ReactorContext = {
          trx,
          enqueue: (name, payload, options = {}) =>
            spec.jobs.enqueue(name, payload, {
              jobId: jobIdFrom(name, event.eventId, ...(options.key ? [options.key] : [])),
              delayMs: options.delayMs,
            }),
          perBatch,
        };
        // Jobs it enqueues, and the events they append, carry the event's correlation id.
        await withCorrelation(event.metadata.correlationId, () => spec.handle(event as E, ctx));
      }
    },
  };
}
