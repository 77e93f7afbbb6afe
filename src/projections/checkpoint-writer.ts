import type { Knex } from 'knex';

/** Another process moved the checkpoint (it took the projection over): this one stops writing. */
export class CheckpointMovedError extends Error {}

/**
 * Writes one projection's checkpoint, one write at a time: with a batch's changes in the same
 * transaction, or alone within a second of moving in memory (`soon`). Each write moves the checkpoint
 * only from the one this process last wrote, so two processes never both advance it.
 */
export class CheckpointWriter {
  /** The checkpoint last written (the runner's in-memory one runs ahead of it over empty batches). */
  stored = 'start';
  private writes: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly knex: Knex,
    private readonly name: string,
  ) {}

  /** In one transaction: `apply` (a batch's changes, if any), then the checkpoint moves to `next`. */
  write(next: string, apply?: (trx: Knex.Transaction) => Promise<unknown>): Promise<void> {
    const run = this.writes.then(async () => {
      const previous = this.stored;
      await this.knex.transaction(async (trx) => {
        if (apply) await apply(trx);
        const updated = await trx('projection_checkpoints')
          .where({ name: this.name, checkpoint: previous })
          .update({ checkpoint: next, updated_at: trx.fn.now() });
        if (updated !== 1) throw new CheckpointMovedError(`checkpoint of ${this.name} moved`);
      });
      this.stored = next;
    });
    this.writes = run.catch(() => undefined);
    return run;
  }

  /** Within a second, writes `current()` unless it is the stored one or the runner `stopped()`. */
  soon(current: () => string, stopped: () => boolean): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const checkpoint = current();
      if (stopped() || checkpoint === this.stored) return;
      // A failure here (another process took the projection over) is met again by the loop's next write.
      void this.write(checkpoint).catch(() => undefined);
    }, 1000);
    this.timer.unref?.();
  }

  cancel(): void {
    clearTimeout(this.timer);
  }
}
