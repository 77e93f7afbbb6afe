import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { EventStore, RecordedEvent } from '../eventstore/types';
import { databaseUnavailable, unavailableDependency } from '../lib/database-errors';
import { OutageLog, outageBackoffMs } from './outage-log';
import { CheckpointMovedError, CheckpointWriter } from './checkpoint-writer';
import { applyEvents, type Projection } from './projection';
import { delay, readCheckpoint } from './projection-reads';
import { clearStall, conciseError, readStall, recordStall, type FailingEvent } from './projection-stalls';

export type { FailingEvent };

/** The event a projection failed to apply, with the error it gave. */
class EventFailedError extends Error {
  constructor(
    readonly event: RecordedEvent,
    readonly reason: unknown,
  ) {
    super(conciseError(reason));
  }
}

/** How a projection retries an event it cannot apply before it stops there. */
export interface RetryPolicy {
  /** The first retry waits this long; each next one twice as long, at most 30 s. */
  baseMs: number;
  /** Attempts on one event before the projection stops at it. */
  attempts: number;
}

export interface RunnerStatus {
  name: string;
  checkpoint: string;
  active: boolean;
  lastError: string | null;
  failing: FailingEvent | null;
}

const MAX_BACKOFF_MS = 30_000;
/** Events per batch (one transaction) when a projection is behind. */
const LIVE_BATCH_SIZE = 2000;

/**
 * Runs one projection: catch up from its stored checkpoint, then follow the live log. A batch that
 * fails is applied again one event at a time, so the events before the bad one land and the bad one
 * is known. That event is retried with backoff; after `retry.attempts` it stops there ('stalled'),
 * keeps the event id and error beside its checkpoint, and waits for `resume()` (or a restart). It
 * never skips an event. A database or event store outage is not the event's fault: the runner waits
 * (250 ms doubling to 15 s), says so once for the whole process (OutageLog), and resumes from its
 * checkpoint when the store answers again.
 */
export class ProjectionRunner extends EventEmitter {
  checkpoint = 'start';
  active = false;
  lastError: string | null = null;
  failing: FailingEvent | null = null;
  private abort = new AbortController();
  private loop?: Promise<void>;
  private wake?: () => void;
  /** Attempts to reach a store that is away, since it last answered (0: no outage). */
  private outageAttempts = 0;
  /** Writes the checkpoint (`checkpoint` runs ahead of the stored one over batches with none of its events). */
  private readonly checkpoints: CheckpointWriter;
  /** Wraps the applying of each batch (a reactor's: its jobs sent together, see JobBus.collect). */
  around: <T>(work: () => Promise<T>) => Promise<T> = (work) => work();

  constructor(
    private readonly projection: Projection,
    private readonly store: EventStore,
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly tryLock: (name: string) => Promise<boolean>,
    private readonly retry: RetryPolicy = { baseMs: 1000, attempts: 8 },
    private readonly outages: OutageLog = new OutageLog(logger),
  ) {
    super();
    this.setMaxListeners(0);
    this.checkpoints = new CheckpointWriter(knex, projection.name);
  }

  get name(): string {
    return this.projection.name;
  }

  /** Stopped at an event until resumed: read-your-writes waits on it answer at once. */
  get stalled(): boolean {
    return Boolean(this.failing?.stalledAt);
  }

  start(): void {
    this.loop ??= this.run();
  }

  async stop(): Promise<void> {
    this.abort.abort();
    this.checkpoints.cancel();
    await this.loop?.catch(() => undefined);
    this.outages.forget(this.name);
  }

  /** Try the event it stopped at again (after a fix), with a fresh set of attempts. */
  resume(): boolean {
    if (!this.stalled || !this.failing) return false;
    this.failing = { ...this.failing, attempts: 0, stalledAt: null };
    this.wake?.();
    return true;
  }

  status(): RunnerStatus {
    return {
      name: this.name,
      checkpoint: this.checkpoint,
      active: this.active,
      lastError: this.lastError,
      failing: this.failing,
    };
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
        this.checkpoint = this.checkpoints.stored = await readCheckpoint(this.knex, this.name);
        this.failing ??= await readStall(this.knex, this.name);
        // Reconnected: the read models' database and the event store both answer again, so an outage's
        // error is over now, not when the next event happens to arrive (an event it fails on stays in `failing`).
        await this.store.head();
        this.reconnected();
        if (!this.failing) this.lastError = null;
        if (this.failing && this.store.comparePositions(this.checkpoint, this.failing.position) >= 0)
          await this.recovered(this.failing);
        this.emit('progress', this.checkpoint);
        const batches = this.store.subscribeBatches({
          from: this.checkpoint,
          filter: { eventTypes: this.projection.eventTypes },
          // Behind (a burst, a restart): large batches, as a rebuild reads; at the head they are small anyway.
          batchSize: LIVE_BATCH_SIZE,
          signal,
        });
        for await (const batch of batches) {
          await this.applyBatch(batch.events, batch.checkpoint);
          this.lastError = null;
          if (this.failing && this.store.comparePositions(this.checkpoint, this.failing.position) >= 0)
            await this.recovered(this.failing);
        }
      } catch (error) {
        if (signal.aborted) break;
        this.lastError = (error as Error).message;
        if (error instanceof EventFailedError) {
          await this.failedOn(error, signal);
          continue;
        }
        const dependency = unavailableDependency(error);
        if (dependency) {
          const retryInMs = outageBackoffMs(++this.outageAttempts);
          this.outages.failed(dependency, this.name, error, this.outageAttempts, retryInMs);
          await delay(retryInMs, signal);
          continue;
        }
        if (!(error instanceof CheckpointMovedError)) {
          this.logger.error({ err: error, projection: this.name }, 'projection failed; retrying');
        }
        await delay(1000, signal);
      }
    }
    this.active = false;
  }

  private reconnected(): void {
    if (this.outageAttempts === 0) return;
    this.outageAttempts = 0;
    this.outages.reconnected(this.name);
  }

  private async failedOn(failure: EventFailedError, signal: AbortSignal): Promise<void> {
    const { event } = failure;
    const attempts = (this.failing?.eventId === event.eventId ? this.failing.attempts : 0) + 1;
    this.failing = {
      eventId: event.eventId,
      type: event.type,
      streamId: event.streamId,
      position: event.position,
      error: failure.message,
      attempts,
      stalledAt: null,
    };
    // The wait before the next attempt, or null when this was the last one (the projection stops).
    const retryInMs =
      attempts < this.retry.attempts ? Math.min(MAX_BACKOFF_MS, this.retry.baseMs * 2 ** (attempts - 1)) : null;
    this.emit('failed', this.failing, retryInMs);
    const context = { err: failure.reason, projection: this.name, eventId: event.eventId, type: event.type, attempts };
    if (retryInMs !== null) {
      this.logger.error(context, 'projection failed on an event; retrying');
      await delay(retryInMs, signal);
      return;
    }
    // Recorded and reported before the runner itself reads as stopped, so whoever sees it stopped
    // (lag, health, a test) also finds the record and the alert.
    const stopped = { ...this.failing, stalledAt: new Date().toISOString() };
    this.logger.error(context, 'projection stopped at an event it cannot apply; fix and resume it');
    const firstReport = await recordStall(this.knex, this.name, stopped).catch((err: unknown) => {
      this.logger.error({ err, projection: this.name }, 'could not record the stopped projection');
      return false;
    });
    this.failing = stopped;
    this.emit('stalled', this.failing, firstReport);
    await this.untilResumed(signal);
  }

  /** Until `resume()` here, or an admin's resume recorded by another process (checked every 5 s). */
  private async untilResumed(signal: AbortSignal): Promise<void> {
    const woken = new Promise<void>((resolve) => (this.wake = resolve));
    while (!signal.aborted && this.stalled) {
      await Promise.race([woken, delay(5000, signal)]);
      if (!this.stalled) break;
      const row = await this.knex('projection_checkpoints')
        .where({ name: this.name })
        .first('stalled_at')
        .catch(() => ({ stalled_at: 'unknown' }));
      if (row && row.stalled_at === null) this.resume();
    }
    this.wake = undefined;
  }

  private async recovered(failing: FailingEvent): Promise<void> {
    // Cleared where it is stored before the runner reads as recovered, so whoever sees it recovered
    // (lag, health, a test) finds the record cleared too (as a stop is recorded before it shows).
    await clearStall(this.knex, this.name, failing.eventId);
    this.failing = null;
    this.logger.info(
      { projection: this.name, eventId: failing.eventId },
      'projection applied the event it had failed on',
    );
    this.emit('recovered', failing);
  }

  private async applyBatch(events: RecordedEvent[], next: string): Promise<void> {
    try {
      await this.commit(events, next);
    } catch (error) {
      if (error instanceof CheckpointMovedError || databaseUnavailable(error) || events.length === 0) throw error;
      // Which event? Apply them one at a time: those before it land, it is named.
      for (const event of events) {
        try {
          await this.commit([event], event.position);
        } catch (single) {
          if (single instanceof CheckpointMovedError || databaseUnavailable(single)) throw single;
          throw new EventFailedError(event, single);
        }
      }
      await this.commit([], next);
    }
  }

  /**
   * Applies a batch and moves the checkpoint past it, in one transaction. A batch with none of the
   * projection's events (the log moved on with other types) only moves the checkpoint in memory, so
   * waits on it answer at once; it is written within a second (lag pages, other processes' waits). On a
   * restart the projection reads those events again and, having none of its types, applies nothing.
   */
  private async commit(events: RecordedEvent[], next: string): Promise<void> {
    if (events.length === 0) {
      this.checkpoint = next;
      this.emit('progress', next);
      this.checkpoints.soon(
        () => this.checkpoint,
        () => this.abort.signal.aborted,
      );
      return;
    }
    await this.checkpoints.write(next, (trx) => this.around(() => applyEvents(this.projection, trx, events)));
    if (this.store.comparePositions(next, this.checkpoint) < 0) return;
    this.checkpoint = next;
    this.emit('applied', events.length);
    this.emit('progress', next);
  }
}
