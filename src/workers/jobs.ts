/**
 * Job names and payloads. Each area adds its jobs by declaration merging:
 *   declare module '../workers/jobs' { interface JobPayloads { 'sms.send': { eventId: string } } }
 */
import type { Every } from './schedules';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

export interface EnqueueOptions {
  /** Derived from the event id (no ':'); a second enqueue with the same id is ignored. */
  jobId: string;
  delayMs?: number;
}

export interface JobInfo {
  jobId: string;
  attempt: number;
  maxAttempts: number;
}

export type Processor<N extends JobName> = (payload: JobPayloads[N], job: JobInfo) => Promise<void>;

export interface ProcessorOptions<N extends JobName> {
  attempts?: number;
  backoffMs?: number;
  concurrency?: number;
  /** Called once when the job will not be tried again (attempts used up or unrecoverable). */
  onFinalFailure?: (payload: JobPayloads[N], error: Error, job: JobInfo) => Promise<void>;
}

export interface JobBus {
  readonly kind: 'bullmq' | 'in-process';
  register<N extends JobName>(name: N, processor: Processor<N>, options?: ProcessorOptions<N>): void;
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: EnqueueOptions): Promise<void>;
  /**
   * Runs `work`; the jobs it enqueues (in this async context) are sent together when it has finished,
   * one round trip per queue, and dropped if it fails (the caller retries the work; job ids dedupe).
   * A reactor's batch of events is applied inside one, so a burst of events is not a burst of calls.
   */
  collect<T>(work: () => Promise<T>): Promise<T>;
  /** Whether the queue's store answers, over the bus's own connection (readiness probes). */
  ping?(timeoutMs?: number): Promise<boolean>;
  /**
   * Runs a job on a schedule (BullMQ job schedulers; timers in-process). The same id again replaces the
   * schedule. Every scheduled job must be safe to run twice.
   */
  schedule(id: string, every: Every, job: { name: JobName; payload: unknown }): Promise<void>;
  /**
   * Runs, here and awaited, every schedule due at the injected clock that has not run for its current
   * slot (at start, and in tests after moving the clock). Answers how many ran.
   */
  runDue(): Promise<number>;
  /** Starts consuming registered queues (the workers role). */
  startWorkers(): Promise<void>;
  /** Resolves when no job is waiting, delayed-due or running (tests). */
  drain?(): Promise<void>;
  close(): Promise<void>;
}

export function jobIdFrom(...parts: string[]): string {
  return parts.join('-').replace(/:/g, '_');
}
