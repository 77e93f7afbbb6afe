import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  START,
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendExpectedRevision,
  type Filter,
  type JSONType,
  type Position,
} from '@eventstore/db-client';
import { buildMetadata, EventTypes } from '../events';
import { matchesFilter } from '../subscription-utils';
import {
  AppendTooLargeError,
  EventStoreUnavailableError,
  WrongExpectedVersionError,
  type AppendResult,
  type EventBatch,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  type SubscribeOptions,
} from '../types';
import { errorType, isWrongExpectedVersion, toExpected, toRecorded, translated } from './esdb-mapping';
import { compareEsdbPositions, formatEsdbPosition, parseEsdbPosition } from './position';

/** Marker pushed into the subscription's own buffer so checkpoints stay in order with events. */
const CHECKPOINT = Symbol('checkpoint');
type SubscriptionItem = AllStreamResolvedEvent | { [CHECKPOINT]: Position };

/**
 * How many times an append is sent again after a NotLeader answer. The client has already switched
 * its channel to the leader the answer named (Client.handleError), so one more try normally lands;
 * a second covers an election still settling.
 */
const NOT_LEADER_RETRIES = 3;
const NOT_LEADER_BACKOFF_MS = 100;

export interface EventStoreDbEventStoreOptions {
  /** e.g. esdb://localhost:2113?tls=false */
  connectionString: string;
  /** The app's event types (validated on append, upcast on read); none known by default. */
  eventTypes?: EventTypes;
}

export class EventStoreDbEventStore implements EventStore {
  readonly kind = 'eventstoredb' as const;
  private readonly client: EventStoreDBClient;
  private closed = false;

  private readonly types: EventTypes;

  constructor(options: EventStoreDbEventStoreOptions) {
    this.client = EventStoreDBClient.connectionString(options.connectionString);
    this.types = options.eventTypes ?? new EventTypes();
  }

  async append(stream: string, events: NewEvent[], options: { expected: ExpectedRevision }): Promise<AppendResult> {
    if (events.length === 0) throw new RangeError(`Refusing an empty append to ${stream}`);
    const payload = events.map((event) => {
      const { data, schemaVersion } = this.types.validateForAppend(event);
      const metadata = buildMetadata(event.metadata, schemaVersion);
      return jsonEvent({
        id: event.eventId ?? randomUUID(),
        type: event.type,
        data: (data ?? {}) as JSONType,
        metadata: {
          ...metadata,
          $correlationId: metadata.correlationId,
          ...(metadata.causationId ? { $causationId: metadata.causationId } : {}),
        },
      });
    });
    try {
      return await this.appendOnLeader(stream, payload, toExpected(options.expected));
    } catch (error) {
      if (errorType(error) === ErrorType.MAXIMUM_APPEND_SIZE_EXCEEDED)
        throw new AppendTooLargeError(stream, (error as { maxAppendSize: number }).maxAppendSize);
      if (!isWrongExpectedVersion(error)) throw translated(error);
      const actual = error.actualVersion === 'no_stream' ? 'no_stream' : BigInt(error.actualVersion);
      throw new WrongExpectedVersionError(stream, options.expected, actual);
    }
  }

  /**
   * Appends (and the read-back below) require the leader: a follower would forward the write but
   * could answer the read-back before it has replicated it. After a leader change the old leader
   * answers NotLeader with the new one's address; the retry sends the same event ids, so an append
   * that did land before the change is answered idempotently, not written twice.
   */
  private async appendOnLeader(
    stream: string,
    payload: ReturnType<typeof jsonEvent>[],
    expectedRevision: AppendExpectedRevision,
  ): Promise<AppendResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.client.appendToStream(stream, payload, { expectedRevision, requiresLeader: true });
        const nextRevision = result.nextExpectedRevision;
        // The append answer's position differs between a first write and an idempotent retry; the
        // position of the last event as stored is what subscribers report, so read it back.
        return { nextRevision, position: await this.positionOf(stream, nextRevision) };
      } catch (error) {
        if (errorType(error) !== ErrorType.NOT_LEADER || attempt >= NOT_LEADER_RETRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, NOT_LEADER_BACKOFF_MS * (attempt + 1)));
      }
    }
  }

  // Reads run to their end (no early return): a read left unfinished after the server has ended the
  // call stays in the client's open streams forever, and client.dispose() waits on it (close hangs).
  private async positionOf(stream: string, revision: bigint): Promise<string> {
    let position: string | undefined;
    for await (const resolved of this.client.readStream(stream, {
      fromRevision: revision,
      maxCount: 1,
      requiresLeader: true,
    })) {
      if (resolved.event?.position) position ??= formatEsdbPosition(resolved.event.position);
    }
    if (position) return position;
    throw new Error(`EventStoreDB did not return the position of ${stream}@${revision}`);
  }

  async *read(stream: string, options: { from?: bigint | number } = {}): AsyncIterable<RecordedEvent> {
    const from = options.from === undefined ? START : BigInt(options.from);
    try {
      for await (const resolved of this.client.readStream(stream, { fromRevision: from, direction: FORWARDS })) {
        if (resolved.event) yield toRecorded(resolved.event, this.types);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError || (error as { type?: string }).type === ErrorType.STREAM_NOT_FOUND)
        return;
      throw translated(error);
    }
  }

  /** The newest event that is not a system event, so a filtered subscription can reach it. */
  async head(): Promise<string> {
    let newest: string | null = null;
    let newestOwn: string | null = null;
    try {
      for await (const resolved of this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 500 })) {
        const event = resolved.event;
        if (!event) continue;
        newest ??= formatEsdbPosition(event.position);
        if (!event.type.startsWith('$') && !event.streamId.startsWith('$'))
          newestOwn ??= formatEsdbPosition(event.position);
      }
    } catch (error) {
      throw translated(error);
    }
    return newestOwn ?? newest ?? 'start';
  }

  /** The cheapest read there is (the last event of $all) answered within `timeoutMs`. */
  async reachable(timeoutMs: number): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    const probe = (async () => {
      const read = this.client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1, deadline: timeoutMs });
      for await (const _ of read);
      return true;
    })().catch(() => false);
    try {
      return await Promise.race([probe, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  comparePositions(a: string, b: string): number {
    return compareEsdbPositions(a, b);
  }

  async *subscribe(options: SubscribeOptions): AsyncIterable<RecordedEvent> {
    for await (const batch of this.subscribeBatches(options)) yield* batch.events;
  }

  async *subscribeBatches(options: SubscribeOptions): AsyncIterable<EventBatch> {
    const limit = options.batchSize ?? 500;
    const from = options.from === 'start' ? START : parseEsdbPosition(options.from);
    const subscription = this.client.subscribeToAll(
      { fromPosition: from, filter: this.serverFilter() },
      { highWaterMark: limit * 2 },
    );
    let failure: Error | undefined;
    let ended = false;
    let wake: (() => void) | undefined;
    const poke = () => wake?.();
    subscription.on('readable', poke);
    subscription.on('error', (error: Error) => {
      failure = error;
      poke();
    });
    subscription.on('end', () => {
      ended = true;
      poke();
    });
    options.signal?.addEventListener('abort', poke);
    let checkpoint = options.from === 'start' ? null : options.from;
    const advance = (position: string) => {
      if (checkpoint === null || compareEsdbPositions(position, checkpoint) > 0) checkpoint = position;
    };
    try {
      while (!options.signal?.aborted && !this.closed) {
        const events: RecordedEvent[] = [];
        let taken = 0;
        let item: SubscriptionItem | null;
        while (taken < limit && (item = subscription.read() as SubscriptionItem | null) !== null) {
          taken++;
          if (CHECKPOINT in item) advance(formatEsdbPosition(item[CHECKPOINT]));
          else if (item.event) {
            const event = toRecorded(item.event, this.types);
            advance(event.position);
            if (matchesFilter(event, options.filter)) events.push(event);
          }
        }
        if (taken > 0 && checkpoint !== null) {
          yield { events, checkpoint };
          continue;
        }
        if (failure) throw translated(failure);
        // The server ends a live subscription only when it goes away (shutdown, leader change).
        if (ended) throw new EventStoreUnavailableError(new Error('EventStoreDB ended the subscription'));
        await new Promise<void>((resolve) => {
          wake = resolve;
          if (subscription.readableLength > 0 || failure || ended || options.signal?.aborted) resolve();
        });
        wake = undefined;
      }
    } finally {
      options.signal?.removeEventListener('abort', poke);
      await subscription.unsubscribe().catch(() => undefined);
      subscription.destroy();
    }
  }

  /**
   * The server filters out system events only; event types are filtered here (matchesFilter). A
   * server-side event-type filter sends a checkpoint only every 32 skipped events (the server's
   * checkpoint interval), so a projection that skips a write would not pass its position until 32
   * more events came: waitFor on it timed out (2 s on a booking cancellation, found on the stand-in).
   * Every non-system event reaching every subscriber keeps the checkpoint moving with the log.
   */
  private serverFilter(): Filter {
    const checkpointReached = (subscription: AllStreamSubscription, position: Position) => {
      subscription.push({ [CHECKPOINT]: position });
    };
    return excludeSystemEvents({ checkpointReached });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client.dispose();
  }
}
