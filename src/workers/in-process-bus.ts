import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import type { EnqueueOptions, JobBus, JobName, JobPayloads, Processor, ProcessorOptions } from './jobs';

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
  private running = false;
  private closed = false;

  constructor(private readonly logger: Logger) {}

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
    this.schedule(name, payload, options.jobId, 1, options.delayMs ?? 0);
  }

  private schedule(name: string, payload: unknown, jobId: string, attempt: number, delayMs: number): void {
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
      if (!this.closed) this.schedule(name, payload, jobId, attempt, 100);
      return;
    }
    const maxAttempts = registered.options.attempts ?? 5;
    const info = { jobId, attempt, maxAttempts };
    try {
      await registered.processor(payload as never, info);
    } catch (error) {
      const final = error instanceof UnrecoverableError || attempt >= maxAttempts;
      this.logger.warn(
        { err: error, job: name, jobId, attempt },
        final ? 'job failed for good' : 'job failed; will retry',
      );
      if (final) {
        await registered.options.onFinalFailure?.(payload as never, error as Error, info);
        return;
      }
      const backoff = (registered.options.backoffMs ?? 1000) * 2 ** (attempt - 1);
      this.schedule(name, payload, jobId, attempt + 1, backoff);
    }
  }

  async startWorkers(): Promise<void> {
    this.running = true;
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    await Promise.allSettled([...this.pending]);
  }
}
