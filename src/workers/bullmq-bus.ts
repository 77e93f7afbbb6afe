import { AsyncLocalStorage } from 'node:async_hooks';
import net from 'node:net';
import tls from 'node:tls';
import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from 'pino';
import { currentCorrelation, withCorrelation } from '../eventstore/correlation';
import { loggedError } from '../lib/database-errors';
import type { EnqueueOptions, JobBus, JobName, JobPayloads, Processor, ProcessorOptions } from './jobs';
import { runScheduled, ScheduleBook, type Every } from './schedules';

/** How long stopping waits for running jobs before leaving them to stalled-job recovery. */
const SHUTDOWN_GRACE_MS = 10_000;

interface Registered {
  processor: Processor<JobName>;
  options: ProcessorOptions<JobName>;
}

/** Queue names cannot contain ':'; job names like 'sms.send' map to queue 'sms-send'. */
const queueName = (name: string) => name.replace(/[.:]/g, '-');

/**
 * BullMQ per its production guide: producers fail fast when Redis is down (no offline queue),
 * workers reconnect forever (maxRetriesPerRequest null), Redis itself runs with noeviction.
 */
/** A job as BullMQ's `addBulk` takes it. */
interface PendingJob {
  name: string;
  data: unknown;
  opts: JobsOptions;
}

export class BullMqJobBus implements JobBus {
  readonly kind = 'bullmq' as const;
  private readonly processors = new Map<string, Registered>();
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];
  private readonly producer: Redis;
  private readonly book = new ScheduleBook();
  /** The jobs enqueued inside `collect`, sent when it ends. */
  private readonly collecting = new AsyncLocalStorage<PendingJob[]>();

  constructor(
    private readonly redisUrl: string,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.producer = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 3, lazyConnect: false });
    this.producer.on('error', (err) => this.logger.warn({ err }, 'redis (producer) error'));
  }

  register<N extends JobName>(name: N, processor: Processor<N>, options: ProcessorOptions<N> = {}): void {
    this.processors.set(name, {
      processor: processor as unknown as Processor<JobName>,
      options: options as unknown as ProcessorOptions<JobName>,
    });
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      const registered = this.processors.get(name);
      queue = new Queue(queueName(name), {
        connection: this.producer,
        prefix: this.prefix,
        defaultJobOptions: {
          attempts: registered?.options.attempts ?? 5,
          backoff: { type: 'exponential', delay: registered?.options.backoffMs ?? 1000 },
          removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
          removeOnFail: { age: 30 * 24 * 3600 },
        },
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** Every registered job's queue (the queue dashboard and the metrics read them). */
  allQueues(): Queue[] {
    return [...this.processors.keys()].map((name) => this.queue(name));
  }

  /** Depth and failures of each queue, for the metrics scrape. */
  async queueCounts(): Promise<
    Array<{ name: string; waiting: number; active: number; delayed: number; failed: number }>
  > {
    return Promise.all(
      this.allQueues().map(async (queue) => {
        const c = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized');
        return {
          name: queue.name,
          waiting: c.waiting + c.prioritized,
          active: c.active,
          delayed: c.delayed,
          failed: c.failed,
        };
      }),
    );
  }

  async ping(timeoutMs = 1000): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      return (await Promise.race([this.producer.ping(), timeout])) === 'PONG';
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions): Promise<void> {
    const registered = this.processors.get(name)?.options;
    // A job enqueued while handling an event runs in that event's correlation (see applyEvents).
    const correlationId = currentCorrelation();
    const job: PendingJob = {
      name,
      data: correlationId ? { ...payload, $correlationId: correlationId } : payload,
      opts: {
        jobId: options.jobId,
        delay: options.delayMs,
        attempts: registered?.attempts ?? 5,
        backoff: { type: 'exponential', delay: registered?.backoffMs ?? 1000 },
      },
    };
    const collecting = this.collecting.getStore();
    if (collecting) collecting.push(job);
    else await this.queue(name).add(job.name, job.data, job.opts);
  }

  async collect<T>(work: () => Promise<T>): Promise<T> {
    const jobs: PendingJob[] = [];
    const result = await this.collecting.run(jobs, work);
    const byQueue = new Map<string, PendingJob[]>();
    for (const job of jobs) byQueue.set(job.name, [...(byQueue.get(job.name) ?? []), job]);
    await Promise.all([...byQueue].map(([name, list]) => this.queue(name).addBulk(list)));
    return result;
  }

  /** A BullMQ job scheduler (kept in Redis, so one schedule serves every worker process). */
  async schedule(id: string, every: Every, job: { name: JobName; payload: unknown }): Promise<void> {
    this.book.add({ id, every, job: job as never });
    const repeat = 'everyMs' in every ? { every: every.everyMs } : { pattern: every.cron, tz: every.tz };
    await this.queue(job.name).upsertJobScheduler(id, repeat, { name: job.name, data: job.payload });
  }

  async runDue(): Promise<number> {
    const due = this.book.takeDue(this.now());
    for (const { schedule, slot } of due) await runScheduled(this.processors, schedule, slot, this.logger);
    return due.length;
  }

  async startWorkers(): Promise<void> {
    for (const [name, registered] of this.processors) {
      const maxAttempts = registered.options.attempts ?? 5;
      const connection = new Redis(this.redisUrl, { maxRetriesPerRequest: null } satisfies RedisOptions);
      connection.on('error', (err) => this.logger.warn({ err }, 'redis (worker) error'));
      this.workerConnections.push(connection);
      const worker = new Worker(
        queueName(name),
        async (job: Job) => {
          const info = {
            jobId: job.id ?? '',
            attempt: job.attemptsMade + 1,
            maxAttempts: job.opts.attempts ?? maxAttempts,
          };
          const { $correlationId, ...payload } = job.data as { $correlationId?: string };
          try {
            const run = () => registered.processor(payload as never, info);
            await ($correlationId ? withCorrelation($correlationId, run) : run());
          } catch (error) {
            const final = error instanceof UnrecoverableError || info.attempt >= info.maxAttempts;
            this.logger.warn({ ...loggedError(error), job: name, jobId: job.id, attempt: info.attempt }, 'job failed');
            if (final) await registered.options.onFinalFailure?.(payload as never, error as Error, info);
            throw error;
          }
        },
        {
          connection,
          prefix: this.prefix,
          concurrency: registered.options.concurrency ?? 5,
        },
      );
      worker.on('error', (err) => this.logger.warn({ err, queue: name }, 'worker error'));
      this.workers.push(worker);
    }
  }

  /** Waits until every known queue has nothing waiting, active or delayed. */
  async drain(): Promise<void> {
    for (;;) {
      const busy = await Promise.all([...this.processors.keys()].map((n) => this.pendingJobs(this.queue(n))));
      if (busy.every((n) => n === 0)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /**
   * Jobs still to run: delayed ones except a job scheduler's next run, then waiting, active and
   * prioritized (a recurring job always has one waiting, so counting it would never let drain end).
   */
  private async pendingJobs(queue: Queue): Promise<number> {
    // Delayed first: a job promoted from delayed meanwhile is then counted as waiting or active.
    const delayed = (await queue.getDelayed()).filter((job) => !job.repeatJobKey).length;
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    return delayed + counts.waiting + counts.active + counts.prioritized;
  }

  /** Lets running jobs finish (BullMQ worker.close), then closes the queues and connections. */
  /**
   * Running jobs get SHUTDOWN_GRACE_MS to finish; one still running after that is left to BullMQ's
   * stalled-job recovery (its lock expires and another worker runs it again: jobs are idempotent),
   * so a stuck job never keeps the process from stopping.
   */
  async close(): Promise<void> {
    const closing = Promise.allSettled(this.workers.map((w) => w.close()));
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = await Promise.race([
      closing.then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), SHUTDOWN_GRACE_MS))),
    ]);
    clearTimeout(timer);
    if (gaveUp) {
      this.logger.warn(
        { graceMs: SHUTDOWN_GRACE_MS },
        'jobs still running at shutdown; leaving them to stalled-job recovery',
      );
    }
    await Promise.allSettled([...this.queues.values()].map((q) => q.close()));
    for (const connection of this.workerConnections) connection.disconnect();
    this.producer.disconnect();
  }

  /** Removes every key under this bus's prefix (test cleanup). */
  async obliterate(): Promise<void> {
    await Promise.allSettled([...this.queues.values()].map((q) => q.obliterate({ force: true })));
  }
}

/**
 * Sends AUTH (when the URL has credentials) and PING over a plain socket. ioredis keeps a failed
 * probe's process alive for seconds, which delays every exit and test run.
 */
export function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const u = new URL(url);
  const port = Number(u.port || 6379);
  const host = u.hostname || '127.0.0.1';
  const auth = u.password
    ? [u.username ? decodeURIComponent(u.username) : null, decodeURIComponent(u.password)].filter((x) => x !== null)
    : [];
  const command = (parts: string[]) =>
    `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
  return new Promise((resolve) => {
    const socket =
      u.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    let received = '';
    const finish = (ok: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(ok);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.once(u.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => {
      socket.write((auth.length ? command(['AUTH', ...auth]) : '') + command(['PING']));
    });
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.startsWith('-')) finish(false);
      else if (received.includes('+PONG')) finish(true);
    });
    socket.on('error', () => finish(false));
  });
}
