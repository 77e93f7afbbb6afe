import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { loggedError } from '../lib/database-errors';
import type { EnqueueOptions, JobBus, JobName, JobPayloads, Processor, ProcessorOptions } from './jobs';
import { runScheduled, ScheduleBook, type Every } from './schedules';

interface Registered {
  processor: Processor<JobName>;
  options: ProcessorOptions<JobName>;
}

/** Runs jobs inside this process with the same retry/backoff rules, for development without Redis. */
export class InProcessJobBus implements JobBus {
  readonly kind = 'in-process' as const;
  private readonly processors = new Map<string, Registered>();
  private readonly seen = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly book = new ScheduleBook();
  private ticker?: NodeJS.Timeout;
  private running = false;
  private closed = false;

  constructor(
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  register<N extends JobName>(name: N, processor: Processor<N>, options: ProcessorOptions<N> = {}): void {
    this.processors.set(name, {
      processor: processor as unknown as Processor<JobName>,
      options: options as unknown as ProcessorOptions<JobName>,
    });
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions): Promise<void> {
    const key = `${name}/${options.jobId}`;
    if (this.seen.has(key) || this.closed) return;
    this.seen.add(key);
    this.later(name, payload, options.jobId, 1, options.delayMs ?? 0);
  }

  /** In-process jobs cost no round trip: they are scheduled as they are enqueued. */
  collect<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }

  private later(name: string, payload: unknown, jobId: string, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.run(name, payload, jobId, attempt).finally(() => this.pending.delete(run));
      this.pending.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(name: string, payload: unknown, jobId: string, attempt: number): Promise<void> {
    const registered = this.processors.get(name);
    if (!registered || !this.running) {
      if (!this.closed) this.later(name, payload, jobId, attempt, 100);
      return;
    }
    const maxAttempts = registered.options.attempts ?? 5;
    const info = { jobId, attempt, maxAttempts };
    try {
      await registered.processor(payload as never, info);
    } catch (error) {
      const final = error instanceof UnrecoverableError || attempt >= maxAttempts;
      this.logger.warn(
        { ...loggedError(error), job: name, jobId, attempt },
        final ? 'job failed for good' : 'job failed; will retry',
      );
      if (final) {
        await registered.options.onFinalFailure?.(payload as never, error as Error, info);
        return;
      }
      const backoff = (registered.options.backoffMs ?? 1000) * 2 ** (attempt - 1);
      this.later(name, payload, jobId, attempt + 1, backoff);
    }
  }

  async schedule(id: string, every: Every, job: { name: JobName; payload: unknown }): Promise<void> {
    this.book.add({ id, every, job: job as never });
    this.startTicker();
  }

  async runDue(): Promise<number> {
    const due = this.book.takeDue(this.now());
    for (const { schedule, slot } of due) await runScheduled(this.processors, schedule, slot, this.logger);
    return due.length;
  }

  /** The same schedules with a timer: each second, whatever is due at the injected clock runs. */
  private startTicker(): void {
    if (this.ticker || !this.running || this.closed || this.book.list().length === 0) return;
    this.ticker = setInterval(() => {
      this.runDue().catch((err) => this.logger.warn({ err }, 'scheduled jobs failed'));
    }, 1000);
    this.ticker.unref();
  }

  async startWorkers(): Promise<void> {
    this.running = true;
    this.startTicker();
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.ticker);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.pending]);
  }
}
