import type pg from 'pg';
import { v7 as timeOrderedId } from 'uuid';
import { buildMetadata, EventTypes } from '../events';
import {
  appendSize,
  AppendTooLargeError,
  MAX_APPEND_BYTES,
  WrongExpectedVersionError,
  type AppendResult,
  type EventBatch,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
} from '../types';
import {
  appendStatement,
  queryKeepingConnection,
  backlog,
  countEvents,
  COLUMNS,
  expectedCode,
  readFiltered,
  readWindow,
  storedMetadata,
  toRecorded,
  type EventRow,
} from './postgres-log';
import { LiveTail } from './live-tail';
import { WakeUps } from './wake-ups';
import { comparePgPositions, parsePgPosition, PG_START } from './position';
import { matchesFilter } from '../subscription-utils';

export interface PostgresEventStoreOptions {
  pool: pg.Pool;
  /** Connection string for the LISTEN connection (wakes pollers); polling alone works without it. */
  connectionString?: string;
  /** Wake subscribers in other processes with a NOTIFY after each append (coalesced); default true. */
  notify?: boolean;
  idlePollMs?: number;
  /** The app's event types (validated on append, upcast on read); none known by default. */
  eventTypes?: EventTypes;
}

export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;
  private readonly wakeUps: WakeUps;
  private closed = false;
  private readonly idlePollMs: number;
  private readonly types: EventTypes;
  /** The newest events, read once for all the live subscribers of this process. */
  private readonly tail: LiveTail;

  constructor(private readonly options: PostgresEventStoreOptions) {
    this.pool = options.pool;
    this.types = options.eventTypes ?? new EventTypes();
    this.tail = new LiveTail(
      this.pool,
      (row) => toRecorded(row, this.types),
      () => this.wakeUps.count,
    );
    this.wakeUps = new WakeUps(this.pool, options.connectionString, options.notify ?? true);
    this.idlePollMs = options.idlePollMs ?? 250;
  }

  async append(stream: string, events: NewEvent[], options: { expected: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Refusing an empty append to ${stream}`);
    const ids: string[] = [];
    const types: string[] = [];
    const versions: number[] = [];
    const data: string[] = [];
    const meta: string[] = [];
    for (const event of events) {
      const { data: valid, schemaVersion } = this.types.validateForAppend(event);
      // Time-ordered ids keep the event-id index append-only (random ids rewrite pages all over it).
      ids.push(event.eventId ?? timeOrderedId());
      types.push(event.type);
      versions.push(schemaVersion);
      data.push(JSON.stringify(valid));
      meta.push(storedMetadata(buildMetadata(event.metadata, schemaVersion)));
    }
    const weighed = types.map((type, i) => ({ type, data: data[i], metadata: meta[i] }));
    if (appendSize(weighed) > MAX_APPEND_BYTES) throw new AppendTooLargeError(stream, MAX_APPEND_BYTES);
    const code = expectedCode(options.expected).toString();
    // 'any' loses only to a concurrent append to the same stream: it takes the next free revision.
    for (let attempt = 0; ; attempt++) {
      try {
        // Prepared once per connection: the append is the hot path (one event: no arrays to unpack).
        const { rows } = await queryKeepingConnection<{ stream_position: string; global_position: string; tx: string }>(
          this.pool,
          appendStatement(options.expected, code, stream, ids, types, versions, data, meta),
        );
        if (rows.length === 0) break;
        this.wakeUps.appended();
        const last = rows[rows.length - 1];
        return { nextRevision: BigInt(last.stream_position), position: `${last.tx}:${last.global_position}` };
      } catch (error) {
        const pgError = error as { code?: string; constraint?: string };
        if (pgError.code !== '23505') throw error;
        // A revision taken by a concurrent append: retry 'any', refuse the others (below).
        if (pgError.constraint === 'es_events_pkey' && options.expected === 'any' && attempt < 10) continue;
        if (pgError.constraint !== 'es_events_pkey' && pgError.constraint !== 'es_events_event_id_key') throw error;
        break;
      }
    }
    const replay = await this.alreadyAppended(stream, ids);
    if (replay) return replay;
    throw new WrongExpectedVersionError(stream, options.expected, await this.currentRevision(stream));
  }

  /** An append retried with the same event ids succeeds once: answer with what was stored. */
  private async alreadyAppended(stream: string, ids: string[]): Promise<AppendResult | null> {
    const { rows } = await this.pool.query<{ stream_id: string; stream_position: string; p: string }>(
      `SELECT stream_id, stream_position, transaction_id::text || ':' || global_position AS p
         FROM es_events WHERE event_id = ANY($1::uuid[]) ORDER BY stream_position`,
      [ids],
    );
    if (rows.length === 0) return null;
    if (rows.length !== ids.length || rows.some((r) => r.stream_id !== stream)) {
      throw new WrongExpectedVersionError(stream, 'any', await this.currentRevision(stream));
    }
    const last = rows[rows.length - 1];
    return { nextRevision: BigInt(last.stream_position), position: last.p };
  }

  private async currentRevision(stream: string): Promise<bigint | 'no_stream'> {
    const { rows } = await this.pool.query<{ version: string | null }>(
      'SELECT max(stream_position)::text AS version FROM es_events WHERE stream_id = $1',
      [stream],
    );
    return rows[0].version === null ? 'no_stream' : BigInt(rows[0].version);
  }

  async *read(stream: string, options: { from?: bigint | number } = {}): AsyncIterable<RecordedEvent> {
    let from = BigInt(options.from ?? 0);
    for (;;) {
      const { rows } = await this.pool.query<EventRow>(
        `SELECT ${COLUMNS} FROM es_events WHERE stream_id = $1 AND stream_position >= $2
          ORDER BY stream_position LIMIT 1000`,
        [stream, from.toString()],
      );
      for (const row of rows) yield toRecorded(row, this.types);
      if (rows.length < 1000) return;
      from = BigInt(rows[rows.length - 1].stream_position) + 1n;
    }
  }

  async head(): Promise<string> {
    const { rows } = await this.pool.query<{ p: string }>(
      `SELECT transaction_id::text || ':' || global_position AS p FROM es_events
        ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
    );
    return rows.length ? rows[0].p : 'start';
  }

  comparePositions(a: string, b: string): number {
    return comparePgPositions(a, b);
  }

  countEvents(filter: { eventTypes?: string[] }): Promise<number> {
    return countEvents(this.pool, filter.eventTypes);
  }

  backlog(filter: { eventTypes?: string[] }, after: string): Promise<{ events: number; oldestAt: Date | null }> {
    return backlog(this.pool, filter.eventTypes, after === 'start' ? PG_START : after);
  }

  async *subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    for await (const batch of this.subscribeBatches(options)) yield* batch.events;
  }

  async *subscribeBatches(options: SubscribeOptions): AsyncIterable<EventBatch> {
    const limit = options.batchSize ?? 500;
    let [tx, gp] = parsePgPosition(options.from === 'start' ? PG_START : options.from);
    // Not awaited: LISTEN only shortens waits, and a listener connection stuck while the database
    // restarts must not hold every subscriber of the process (they poll meanwhile).
    void this.wakeUps.listen();
    let quietRetries = 0;
    const types = options.filter?.eventTypes;
    const typeSet = types ? new Set(types) : null;
    // The first read, and every read after a wait that no wake ended, must be a read begun after this
    // subscription's previous look (another subscription's read begun since then will do).
    let fresh = true;
    let lookedAt = performance.now();
    while (!this.closed && !options.signal?.aborted) {
      const seenWakes = this.wakeUps.count;
      const notBefore = fresh ? lookedAt : -1;
      lookedAt = performance.now();
      const live = await this.tail.after(`${tx}:${gp}`, typeSet, limit, seenWakes, notBefore);
      if (live) {
        [tx, gp] = parsePgPosition(live.end);
        quietRetries = 0;
        yield { events: live.events.filter((e) => matchesFilter(e, options.filter)), checkpoint: live.end };
        continue;
      }
      // Older than the tail holds (catching up): read the log itself.
      const batch =
        live === undefined
          ? types
            ? await readFiltered(this.pool, tx, gp, types, limit)
            : await readWindow(this.pool, tx, gp, limit)
          : null;
      if (batch) {
        [tx, gp] = batch.end;
        quietRetries = 0;
        yield {
          events: batch.rows.map((row) => toRecorded(row, this.types)).filter((e) => matchesFilter(e, options.filter)),
          checkpoint: `${tx}:${gp}`,
        };
        continue;
      }
      if (!this.wakeUps.isListening) void this.wakeUps.listen();
      // A wake-up can arrive while an older transaction is still open (its events are not yet
      // readable): look again every few milliseconds for a while before falling back to idle polling.
      const pollMs = quietRetries > 0 && quietRetries < 40 ? 5 : this.idlePollMs;
      const woke = await this.wakeUps.after(seenWakes, pollMs, options.signal);
      fresh = !woke;
      quietRetries = woke ? 1 : quietRetries > 0 ? quietRetries + 1 : 0;
    }
  }

  /** Resolves once appends from other processes wake this store's subscribers (false when they cannot). */
  listening(): Promise<boolean> {
    return this.wakeUps.listening();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.wakeUps.close();
  }
}
