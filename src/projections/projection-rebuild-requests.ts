import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { RebuildProgress } from './projection-rebuild';
import { conciseError } from './projection-stalls';

const POLL_MS = 1000;
const HEARTBEAT_MS = 5000;
const PROGRESS_EVERY_MS = 250;

/** What the manager offers the requests: where a projection runs, and its rebuild. */
export interface RebuildHost {
  /** This process runs the projection now (its runner holds the projection's lock). */
  runsHere(name: string): boolean;
  rebuild(name: string, onProgress: (progress: RebuildProgress) => void): Promise<{ events: number }>;
  inBackground(work: Promise<unknown>): void;
}

/**
 * Rebuilds asked for from the console (rows of projection_rebuilds, any process may write them) are
 * run by the process that runs the projection: the one whose runner holds its advisory lock, which
 * the rebuild keeps while it replays. Each process looks for unclaimed requests every second (and
 * at once when nudged); the first to claim one runs it and writes its progress there.
 */
export class RebuildRequests {
  private timer?: NodeJS.Timeout;
  private polling?: Promise<void>;

  constructor(
    private readonly knex: Knex,
    private readonly host: RebuildHost,
    private readonly logger: Logger,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => this.nudge(), POLL_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Looks for requests now (one look at a time). */
  nudge(): void {
    if (!this.timer) return;
    this.polling ??= this.claimAndRun()
      .catch((err: unknown) => this.logger.warn({ err }, 'could not look for projection rebuild requests'))
      .finally(() => (this.polling = undefined));
  }

  private async claimAndRun(): Promise<void> {
    const open: Array<{ id: string; name: string }> = await this.knex('projection_rebuilds')
      .where({ state: 'running' })
      .whereNull('claimed_at')
      .select('id', 'name');
    for (const { id, name } of open) {
      if (!this.host.runsHere(name)) continue;
      const claimed = await this.knex('projection_rebuilds')
        .where({ id })
        .whereNull('claimed_at')
        .update({ claimed_at: this.knex.fn.now(), updated_at: this.knex.fn.now() });
      if (claimed) this.host.inBackground(this.run(id, name));
    }
  }

  private async run(id: string, name: string): Promise<void> {
    const row = () => this.knex('projection_rebuilds').where({ id });
    let last = 0;
    let writing: Promise<unknown> = Promise.resolve();
    const write = (fields: Record<string, unknown>) => {
      writing = writing.then(() =>
        row()
          .update({ ...fields, updated_at: this.knex.fn.now() })
          .catch(() => undefined),
      );
    };
    const progressFields = (p: RebuildProgress) => ({
      done: p.events,
      total: p.total,
      rate_per_second: p.eventsPerSecond,
      seconds_left: p.secondsLeft,
    });
    const heartbeat = setInterval(() => write({}), HEARTBEAT_MS).unref();
    let latest: RebuildProgress | undefined;
    try {
      await this.host.rebuild(name, (progress) => {
        latest = progress;
        if (Date.now() - last < PROGRESS_EVERY_MS) return;
        last = Date.now();
        write(progressFields(progress));
      });
      write({
        ...(latest ? progressFields(latest) : {}),
        state: 'swapped',
        seconds_left: 0,
        finished_at: this.knex.fn.now(),
      });
    } catch (error) {
      this.logger.error({ err: error, projection: name, rebuildId: id }, 'projection rebuild failed');
      write({ state: 'failed', error: conciseError(error).slice(0, 2000), finished_at: this.knex.fn.now() });
    } finally {
      clearInterval(heartbeat);
      await writing;
    }
  }
}
