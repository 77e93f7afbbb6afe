export type Actor = { userId: string; role: 'customer' | 'employee' | 'admin' | 'guest' } | 'system';

export interface EventMetadata {
  actor: Actor;
  correlationId: string;
  causationId: string | null;
  occurredAt: string;
  schemaVersion: number;
  [key: string]: unknown;
}

export interface NewEvent<T extends string = string, D = unknown> {
  eventId?: string;
  type: T;
  data: D;
  metadata?: Partial<EventMetadata>;
}

export interface RecordedEvent<T extends string = string, D = unknown> {
  eventId: string;
  type: T;
  data: D;
  metadata: EventMetadata;
  streamId: string;
  /** 0-based position of the event in its stream. */
  revision: number;
  /** Opaque, totally ordered position in the global log (the checkpoint after this event). */
  position: string;
  createdAt: Date;
}

export type ExpectedRevision = 'no_stream' | 'any' | 'exists' | bigint | number;

export interface AppendResult {
  /** Revision of the last event appended (the expected revision for the next append). */
  nextRevision: bigint;
  /** Checkpoint of the last event appended; projections at or past it have seen the append. */
  position: string;
}

export interface SubscribeOptions {
  from: string | 'start';
  /** Only events of these types are yielded (checkpoints still advance past others). */
  filter?: { eventTypes?: string[]; streamPrefixes?: string[] };
  batchSize?: number;
  signal?: AbortSignal;
}

export interface EventBatch {
  events: RecordedEvent[];
  /** Checkpoint after the whole batch (may be past the last yielded event when filtered). */
  checkpoint: string;
}

export interface EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  append(stream: string, events: NewEvent[], options: { expected: ExpectedRevision }): Promise<AppendResult>;
  read(stream: string, options?: { from?: bigint | number }): AsyncIterable<RecordedEvent>;
  /** Catch-up then live; never ends unless aborted. */
  subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /** Same as subscribe, grouped into batches; yields empty batches only to advance a filtered checkpoint. */
  subscribeBatches(options: SubscribeOptions): AsyncIterable<EventBatch>;
  /** Checkpoint of the newest committed event, or 'start' when empty. */
  head(): Promise<string>;
  /** Negative when a is before b, 0 when equal, positive after. */
  comparePositions(a: string, b: string): number;
  /** How many events of these types the log holds (for progress reports), when the store can count. */
  countEvents?(filter: { eventTypes?: string[] }): Promise<number>;
  /** Events of these types after a checkpoint, and when the oldest of them was written (lag), when the store can count. */
  backlog?(filter: { eventTypes?: string[] }, after: string): Promise<{ events: number; oldestAt: Date | null }>;
  /** Whether a separate store server answers a cheap call within `timeoutMs` (readiness); absent when the store is the database. */
  reachable?(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'EVENTSTORE.WRONG_EXPECTED_VERSION';
  constructor(
    public readonly stream: string,
    public readonly expected: ExpectedRevision,
    public readonly actual: bigint | 'no_stream' | null,
  ) {
    super(`Wrong expected version on ${stream}: expected ${String(expected)}, actual ${String(actual)}`);
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * EventStoreDB's MaxAppendSize (1 MiB by default): one append whose events (data + metadata + twice
 * the type's length each, the server's Event.SizeOnDisk) weigh more is refused whole. Both adapters
 * keep the limit, so an app moved between stores refuses the same appends.
 */
export const MAX_APPEND_BYTES = 1024 * 1024;

export class AppendTooLargeError extends Error {
  readonly code = 'EVENTSTORE.APPEND_TOO_LARGE';
  constructor(
    public readonly stream: string,
    public readonly maxBytes: number,
  ) {
    super(`The append to ${stream} is larger than the event store's limit of ${maxBytes} bytes`);
    this.name = 'AppendTooLargeError';
  }
}

/** An append's weight as EventStoreDB counts it (Event.SizeOnDisk, summed). */
export function appendSize(events: { type: string; data: string; metadata: string }[]): number {
  let size = 0;
  for (const e of events) size += Buffer.byteLength(e.data) + Buffer.byteLength(e.metadata) + e.type.length * 2;
  return size;
}

/**
 * The store's server cannot be reached (down, restarting, no leader, no answer in time). Callers
 * answer 503 and try again later, as for a database outage (lib/database-errors.ts knows the code).
 */
export class EventStoreUnavailableError extends Error {
  readonly code = 'EVENTSTORE.UNAVAILABLE';
  constructor(override readonly cause: unknown) {
    super(`The event store is unreachable: ${(cause as Error | undefined)?.message ?? String(cause)}`);
    this.name = 'EventStoreUnavailableError';
  }
}

export const START = 'start';
