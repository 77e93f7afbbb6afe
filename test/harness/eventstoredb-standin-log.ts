/**
 * The in-memory log behind the EventStoreDB stand-in (see eventstoredb-standin.ts for the sources).
 * One ordered array is $all; each stream is an array of indexes into it. Node runs one append at a
 * time, so the expected-revision check and the write are atomic like the real storage writer.
 */

import { randomUUID } from 'node:crypto';

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
  | { kind: 'wrong_expected_version'; current: bigint }
  | { kind: 'stream_deleted' };

/** The revision a tombstone is written at (EventNumber.DeletedStream, long.MaxValue). */
export const TOMBSTONE_REVISION = 2n ** 63n - 1n;

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
  /**
   * Deleted streams. Soft delete (DeleteReq) writes $tb = long.MaxValue into $$stream metadata:
   * reads answer StreamNotFound; the next append (no_stream, any or the last revision) recreates
   * the stream, its revisions continuing, and reads show only the new events ($tb moves to the
   * first of them). A tombstone (TombstoneReq) is for good: appends, reads and deletes answer
   * StreamDeleted (the server's RpcExceptions.StreamDeleted).
   */
  private readonly truncateBefore = new Map<string, bigint>();
  private readonly tombstoned = new Set<string>();

  /** The stream's readable events; undefined when it does not exist or was soft-deleted. */
  stream(streamId: string): StoredEvent[] | undefined {
    const tb = this.truncateBefore.get(streamId) ?? 0n;
    const events = this.streams
      .get(streamId)
      ?.map((i) => this.all[i])
      .filter((e) => e.revision >= tb);
    return events && events.length > 0 ? events : undefined;
  }

  isTombstoned(streamId: string): boolean {
    return this.tombstoned.has(streamId);
  }

  currentRevision(streamId: string): bigint {
    const indexes = this.streams.get(streamId);
    return indexes ? BigInt(indexes.length - 1) : NO_STREAM;
  }

  /** Soft delete or tombstone after the expected-revision check; the position of the written marker. */
  delete(
    streamId: string,
    expected: bigint,
    hard: boolean,
  ):
    | { kind: 'success'; position: Position }
    | { kind: 'wrong_expected_version'; current: bigint }
    | { kind: 'stream_deleted' } {
    if (this.tombstoned.has(streamId)) return { kind: 'stream_deleted' };
    const current = this.currentRevision(streamId);
    const wrong =
      (expected === STREAM_EXISTS && current < 0n) ||
      (expected === NO_STREAM && current >= 0n) ||
      (expected >= 0n && expected !== current);
    if (wrong) return { kind: 'wrong_expected_version', current };
    if (hard) this.tombstoned.add(streamId);
    else this.truncateBefore.set(streamId, TOMBSTONE_REVISION);
    const marker: ProposedEvent = {
      eventId: randomUUID(),
      type: hard ? '$streamDeleted' : '$metadata',
      contentType: 'application/json',
      data: new TextEncoder().encode(hard ? '' : JSON.stringify({ $tb: Number.MAX_SAFE_INTEGER })),
      metadata: new Uint8Array(),
    };
    const stored = this.write(hard ? streamId : `$$${streamId}`, [marker], hard ? TOMBSTONE_REVISION : null);
    return { kind: 'success', position: stored };
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** IndexWriter.CheckCommit, then the write (or the idempotent answer). */
  append(streamId: string, expected: bigint, events: ProposedEvent[]): AppendOutcome {
    if (this.tombstoned.has(streamId)) return { kind: 'stream_deleted' };
    const current = this.currentRevision(streamId);
    const softDeleted = this.truncateBefore.get(streamId) === TOMBSTONE_REVISION;
    if (softDeleted && expected === NO_STREAM) expected = current;
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
    if (softDeleted) this.truncateBefore.set(streamId, current + 1n);
    const last = this.write(streamId, events, null);
    return { kind: 'success', lastRevision: last.revision, position: last };
  }

  /** Writes to $all and the stream (a tombstone only to $all, at its fixed revision). */
  private write(streamId: string, events: ProposedEvent[], revision: bigint | null): StoredEvent {
    const indexes = this.streams.get(streamId) ?? [];
    if (revision === null) this.streams.set(streamId, indexes);
    const created = BigInt(Date.now()) * 10_000n;
    for (const event of events) {
      const position = this.nextPosition;
      this.nextPosition += BigInt(64 + streamId.length + event.type.length + event.data.length + event.metadata.length);
      const stored: StoredEvent = {
        ...event,
        streamId,
        revision: revision ?? BigInt(indexes.length),
        commit: position,
        prepare: position,
        created,
      };
      this.byId.set(event.eventId, this.all.length);
      if (revision === null) indexes.push(this.all.length);
      this.all.push(stored);
    }
    for (const listener of this.listeners) listener();
    return this.all[this.all.length - 1];
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
      const stream = (this.streams.get(streamId) ?? []).map((i) => this.all[i]);
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
