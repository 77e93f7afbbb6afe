import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { EventStore, RecordedEvent } from '../eventstore/types';
import { applyEvents, type Projection } from './projection';

class CheckpointMovedError extends Error {}

export interface RunnerStatus {
  name: string;
  checkpoint: string;
  active: boolean;
  lastError: string | null;
}

/** Runs one projection: catch up from its stored checkpoint, then follow the live log. */
export class ProjectionRunner extends EventEmitter {
  checkpoint = 'start';
  active = false;
  lastError: string | null = null;
  private abort = new AbortController();
  private loop?: Promise<void>;

  constructor(
    private readonly projection: Projection,
    private readonly store: EventStore,
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly tryLock: (name: string) => Promise<boolean>,
  ) {
    super();
    this.setMaxListeners(0);
  }

  get name(): string {
    return this.projection.name;
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.loop?.catch(() => undefined);
  }

  status(): RunnerStatus {
    return { name: this.name, checkpoint: this.checkpoint, active: this.active, lastError: this.lastError };
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted) {
      try {
        if (!(await this.tryLock(this.name))) {
          await delay(2000, signal);
          continue;
        }
        this.active = true;
        this.checkpoint = await readCheckpoint(this.knex, this.name);
        this.emit('progress', this.checkpoint);
        const batches = this.store.subscribeBatches({
          from: this.checkpoint,
          filter: { eventTypes: this.projection.eventTypes },
          signal,
        });
        for await (const batch of batches) {
          await this.applyBatch(batch.events, batch.checkpoint);
          this.lastError = null;
        }
      } catch (error) {
        if (signal.aborted) break;
        this.lastError = (error as Error).message;
        if (!(error instanceof CheckpointMovedError)) {
          this.logger.error({ err: error, projection: this.name }, 'projection failed; retrying');
        }
        await delay(1000, signal);
      }
    }
    this.active = false;
  }

  private async applyBatch(events: RecordedEvent[], next: string): Promise<void> {
    const previous = this.checkpoint;
    await this.knex.transaction(async (trx) => {
      await applyEvents(this.projection, trx, events);
      const updated = await trx('projection_checkpoints')
        .where({ name: this.name, checkpoint: previous })
        .update({ checkpoint: next, updated_at: trx.fn.now() });
      if (updated !== 1) throw new CheckpointMovedError(`checkpoint of ${this.name} moved`);
    });
    this.checkpoint = next;
    this.emit('progress', next);
  }
}

export async function readCheckpoint(knex: Knex, name: string): Promise<string> {
  await knex('projection_checkpoints').insert({ name, checkpoint: 'start' }).onConflict('name').ignore();
  const row = await knex('projection_checkpoints').where({ name }).first('checkpoint');
  return row.checkpoint as string;
}

/**
 * Reads the next item while the current one is being handled (reading and writing overlap). On an
 * early exit (an error while handling) `stop` ends the read still under way, which could otherwise
 * wait for new events indefinitely.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, stop: AbortController): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = iterator.next();
      // The read-ahead may fail while this item is handled: its error surfaces at the next await.
      next.catch(() => undefined);
      yield result.value;
    }
  } finally {
    stop.abort();
    void iterator.return?.()?.catch(() => undefined);
  }
}

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
