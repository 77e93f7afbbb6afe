/**
 * The in-memory log behind the EventStoreDB stand-in (see eventstoredb-standin.ts for the sources).
 * One ordered array is $all; each stream is an array of indexes into it. Node runs one append at a
 * time, so the expected-revision check and the write are atomic like the real storage writer.
 */

/** EventStoreDB's ExpectedVersion constants (EventStore.Core/Data/ExpectedVersion.cs). */
export const NO_STREAM = -1n;
export const ANY = -2n;
export const STREAM_EXISTS = -4n;

export interface StoredEvent {
  streamId: string;
  eventId: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  metadata: Uint8Array;
  revision: bigint;
  /** Commit and prepare positions: byte-like offsets, strictly increasing along $all. */
  commit: bigint;
  prepare: bigint;
  /** .NET ticks (100 ns) since the Unix epoch, as the server's "created" metadata. */
  created: bigint;
}

export interface ProposedEvent {
  eventId: string;
  type: string;
  contentType: string;
  data: Uint8Array;
  metadata: Uint8Array;
}

export type AppendOutcome =
  | { kind: 'success'; lastRevision: bigint; position: { commit: bigint; prepare: bigint } }
  | { kind: 'wrong_expected_version'; current: bigint };

export interface Position {
  commit: bigint;
  prepare: bigint;
}

export function comparePosition(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  return a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;
}

export class StandInLog {
  readonly all: StoredEvent[] = [];
  private readonly streams = new Map<string, number[]>();
  /** event id -> index in `all` (the server's committed-events cache used for idempotency). */
  private readonly byId = new Map<string, number>();
  private nextPosition = 0n;
  private readonly listeners = new Set<() => void>();

  stream(streamId: string): StoredEvent[] | undefined {
    return this.streams.get(streamId)?.map((i) => this.all[i]);
  }

  currentRevision(streamId: string): bigint {
    const indexes = this.streams.get(streamId);
    return indexes ? BigInt(indexes.length - 1) : NO_STREAM;
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** IndexWriter.CheckCommit, then the write (or the idempotent answer). */
  append(streamId: string, expected: bigint, events: ProposedEvent[]): AppendOutcome {
    const current = this.currentRevision(streamId);
    const decision = this.checkCommit(streamId, expected, current, events);
    if (decision.kind === 'wrong_expected_version') return { kind: 'wrong_expected_version', current };
    if (decision.kind === 'idempotent') {
      const last = this.all[this.streams.get(streamId)![Number(decision.lastRevision)]];
      return { kind: 'success', lastRevision: decision.lastRevision, position: last };
    }
    if (events.length === 0) {
      // An empty write succeeds without writing (the position is the log's end).
      return { kind: 'success', lastRevision: current, position: this.end() };
    }
    const indexes = this.streams.get(streamId) ?? [];
    this.streams.set(streamId, indexes);
    const created = BigInt(Date.now()) * 10_000n;
    for (const event of events) {
      const position = this.nextPosition;
      this.nextPosition += BigInt(64 + streamId.length + event.type.length + event.data.length + event.metadata.length);
      const stored: StoredEvent = {
        ...event,
        streamId,
        revision: BigInt(indexes.length),
        commit: position,
        prepare: position,
        created,
      };
      this.byId.set(event.eventId, this.all.length);
      indexes.push(this.all.length);
      this.all.push(stored);
    }
    const last = this.all[this.all.length - 1];
    for (const listener of this.listeners) listener();
    return { kind: 'success', lastRevision: last.revision, position: last };
  }

  /** The position just past the newest event (what a subscription from END starts after). */
  end(): Position {
    return { commit: this.nextPosition, prepare: this.nextPosition };
  }

  /** Index of the first event at or after `position` in $all. */
  indexAtOrAfter(position: Position): number {
    let lo = 0;
    let hi = this.all.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (comparePosition(this.all[mid], position) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private checkCommit(
    streamId: string,
    expected: bigint,
    current: bigint,
    events: ProposedEvent[],
  ): { kind: 'ok' } | { kind: 'idempotent'; lastRevision: bigint } | { kind: 'wrong_expected_version' } {
    if (expected === STREAM_EXISTS && current < 0n) return { kind: 'wrong_expected_version' };
    if (expected === ANY || expected === STREAM_EXISTS) {
      let last: bigint | null = null;
      for (const [i, event] of events.entries()) {
        const index = this.byId.get(event.eventId);
        const stored = index === undefined ? undefined : this.all[index];
        // First id unknown: a normal write. A later one unknown: corrupted idempotency, which the
        // storage writer answers as WrongExpectedVersion.
        if (!stored || stored.streamId !== streamId)
          return i === 0 ? { kind: 'ok' } : { kind: 'wrong_expected_version' };
        last = stored.revision;
      }
      return last === null ? { kind: 'ok' } : { kind: 'idempotent', lastRevision: last };
    }
    if (expected < current) {
      const stream = this.stream(streamId) ?? [];
      let revision = expected;
      for (const event of events) {
        revision += 1n;
        if (stream[Number(revision)]?.eventId === event.eventId) continue;
        return { kind: 'wrong_expected_version' };
      }
      if (revision === expected) return { kind: 'wrong_expected_version' };
      return { kind: 'idempotent', lastRevision: revision };
    }
    if (expected > current) return { kind: 'wrong_expected_version' };
    return { kind: 'ok' };
  }
}
