import { ErrorType, type AppendExpectedRevision, type RecordedEvent as EsdbRecordedEvent } from '@eventstore/db-client';
import type { EventTypes } from '../events';
import { EventStoreUnavailableError, type EventMetadata, type ExpectedRevision, type RecordedEvent } from '../types';
import { formatEsdbPosition } from './position';

/** Between this app's event store and the EventStoreDB client: expected revisions, events and errors. */

export function toExpected(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'exists') return 'stream_exists';
  if (expected === 'no_stream' || expected === 'any') return expected;
  const n = BigInt(expected);
  if (n < 0n) throw new RangeError(`expected revision must be >= 0, got ${n}`);
  return n;
}

export const errorType = (error: unknown) => (error as { type?: string })?.type;

export function isWrongExpectedVersion(error: unknown): error is { actualVersion: bigint | 'no_stream' } {
  return (error as { type?: string })?.type === ErrorType.WRONG_EXPECTED_VERSION;
}

/**
 * The server is away, restarting or too slow, rather than refusing this call: gRPC UNAVAILABLE (no
 * connection), DEADLINE_EXCEEDED, CANCELLED by the server (it shuts down), ABORTED (its own timeout),
 * and gossip finding no node. The client reconnects by itself on the next call after the first two.
 */
const UNREACHABLE_TYPES: ReadonlySet<string> = new Set([
  ErrorType.UNAVAILABLE,
  ErrorType.DEADLINE_EXCEEDED,
  ErrorType.CANCELLED,
  ErrorType.TIMEOUT,
]);

/** gRPC status codes UNAVAILABLE and DEADLINE_EXCEEDED: the client passes its server-features probe's errors on unconverted. */
const UNREACHABLE_GRPC_CODES: ReadonlySet<number> = new Set([14, 4]);

export function unreachable(error: unknown): Error | undefined {
  if (error instanceof EventStoreUnavailableError) return error;
  const e = error as { type?: string; code?: unknown; message?: string } | null;
  if (!e) return undefined;
  if (
    (e.type && UNREACHABLE_TYPES.has(e.type)) ||
    (typeof e.code === 'number' && UNREACHABLE_GRPC_CODES.has(e.code)) ||
    /^Failed to discover after/.test(e.message ?? '')
  )
    return new EventStoreUnavailableError(error);
  return undefined;
}

/** The error to throw: an outage as EventStoreUnavailableError (503 and a retry), anything else as it is. */
export function translated(error: unknown): unknown {
  return unreachable(error) ?? error;
}

/** ESDB's own tooling reads $correlationId/$causationId; they are dropped again on read. */
export function toRecorded(event: EsdbRecordedEvent, types: EventTypes): RecordedEvent {
  const raw = (event.isJson ? event.metadata : {}) as Record<string, unknown> | undefined;
  const metadata = Object.fromEntries(Object.entries(raw ?? {}).filter(([k]) => !k.startsWith('$')));
  const schemaVersion = typeof metadata.schemaVersion === 'number' ? metadata.schemaVersion : 1;
  return {
    eventId: event.id,
    type: event.type,
    data: types.upcastOnRead(event.type, event.data, schemaVersion),
    metadata: metadata as unknown as EventMetadata,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: event.position ? formatEsdbPosition(event.position) : '0:0',
    createdAt: event.created,
  };
}
