import type pg from 'pg';
import type { RecordedEvent } from '../types';
import { readWindow, type EventRow } from './postgres-log';

/** A log position as (transaction id, global position), compared as numbers. */
type Position = readonly [bigint, bigint];

const compare = (a: Position, b: Position) =>
  a[0] !== b[0] ? (a[0] < b[0] ? -1 : 1) : a[1] === b[1] ? 0 : a[1] < b[1] ? -1 : 1;

interface TailEvent {
  at: Position;
  event: RecordedEvent;
}

interface Read {
  done: Promise<void>;
  /** The store's wake count when the read began: it sees every append woken up to then. */
  wake: number;
  startedAt: number;
}

/**
 * The newest part of the log, read once for every live subscriber of this process. Each append wakes
 * every subscription (read models and reactors, a few dozen); without the tail each would run its own
 * query for the same new events. With it, the first to wake reads the new events (one query, the
 * others wait on it), and each takes the events of its types from memory. A subscriber older than
 * what the tail holds (catching up, rebuilding) reads the log itself, as before.
 *
 * A read sees only events below the snapshot's xmin (as every log read here), so the tail only grows
 * at its end and never misses an event that commits late: it is read on a later pass.
 */
export class LiveTail {
  private events: TailEvent[] = [];
  /** Positions after this one are all in `events` (null until the first read). */
  private start: Position | null = null;
  private end: Position | null = null;
  private reading: Read | null = null;
  private done: { wake: number; startedAt: number } = { wake: -1, startedAt: -1 };

  constructor(
    private readonly pool: pg.Pool,
    private readonly decode: (row: EventRow) => RecordedEvent,
    /** The store's wake count now (appends here and NOTIFYs from elsewhere raise it). */
    private readonly currentWake: () => number,
    private readonly capacity = 20_000,
    private readonly chunk = 5_000,
  ) {}

  /**
   * The events after `from` (of `types`, or all) up to `limit`, with the position to resume from;
   * null when there is nothing new; undefined when `from` is older than the tail (read the log).
   * `wake`: the caller's last seen wake count. `notBefore` (performance.now() time, -1 for none): a
   * caller polling without a wake needs a read begun after its previous look; one read serves every
   * subscription polling at the same moment.
   */
  async after(
    from: string,
    types: ReadonlySet<string> | null,
    limit: number,
    wake: number,
    notBefore: number,
  ): Promise<{ events: RecordedEvent[]; end: string } | null | undefined> {
    await this.refresh(wake, notBefore);
    const after = parse(from);
    if (!this.start || !this.end || compare(after, this.start) < 0) return undefined;
    if (compare(after, this.end) >= 0) return null;
    const hits: RecordedEvent[] = [];
    let last: Position = this.end;
    for (let i = this.firstAfter(after); i < this.events.length; i++) {
      const { at, event } = this.events[i];
      if (types && !types.has(event.type)) continue;
      hits.push(event);
      if (hits.length === limit) {
        last = at;
        break;
      }
    }
    return { events: hits, end: `${last[0]}:${last[1]}` };
  }

  private firstAfter(position: Position): number {
    let lo = 0;
    let hi = this.events.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(this.events[mid].at, position) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Until a read that began at (or after) the caller's wake, and after `notBefore`, has finished. */
  private async refresh(wake: number, notBefore: number): Promise<void> {
    for (;;) {
      if (this.done.wake >= wake && this.done.startedAt > notBefore) return;
      const current = this.reading;
      if (current && current.wake >= wake && current.startedAt > notBefore) return current.done;
      if (current) {
        await current.done.catch(() => undefined);
        continue;
      }
      this.reading = this.read();
      try {
        await this.reading.done;
      } finally {
        this.reading = null;
      }
    }
  }

  private read(): Read {
    const startedAt = performance.now();
    const wake = this.currentWake();
    const done = (async () => {
      if (!this.start) await this.begin();
      for (;;) {
        const end = this.end!;
        const batch = await readWindow(this.pool, String(end[0]), String(end[1]), this.chunk);
        if (!batch) break;
        for (const row of batch.rows)
          this.events.push({ at: [BigInt(row.transaction_id), BigInt(row.global_position)], event: this.decode(row) });
        this.end = [BigInt(batch.end[0]), BigInt(batch.end[1])];
        if (batch.rows.length < this.chunk) break;
      }
      if (this.events.length > this.capacity) {
        const dropped = this.events.splice(0, this.events.length - this.capacity / 2);
        this.start = dropped[dropped.length - 1].at;
      }
      this.done = { wake: Math.max(this.done.wake, wake), startedAt };
    })();
    return { done, wake, startedAt };
  }

  /** The tail starts at the log's newest committed event: older positions read the log. */
  private async begin(): Promise<void> {
    const { rows } = await this.pool.query<{ tx: string; gp: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS gp FROM es_events
        WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    this.start = this.end = rows.length ? [BigInt(rows[0].tx), BigInt(rows[0].gp)] : [0n, 0n];
  }
}

function parse(position: string): Position {
  if (position === 'start') return [0n, 0n];
  const colon = position.indexOf(':');
  return [BigInt(position.slice(0, colon)), BigInt(position.slice(colon + 1))];
}
