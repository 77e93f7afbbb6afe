import type { EventStore, RecordedEvent } from '../../src/eventstore/types';

/** A recorded event as tests read it: its data loosely typed, like a response body. */
export type LoggedEvent = RecordedEvent<string, any>;

/** Which events of the log a test reads (all when empty). */
export interface LogFilter {
  eventTypes?: string[];
  streamPrefix?: string;
  /** Leaves out the streams starting with any of these (e.g. 'sms-': texts a worker writes later). */
  exceptStreamPrefixes?: string[];
}

const matches = (e: LoggedEvent, filter: LogFilter) =>
  (!filter.eventTypes || filter.eventTypes.includes(e.type)) &&
  (!filter.streamPrefix || e.streamId.startsWith(filter.streamPrefix)) &&
  !filter.exceptStreamPrefixes?.some((p) => e.streamId.startsWith(p));

/** A mark in the log: its head now ('start' when empty). `eventsAfter` reads what was appended since. */
export const logMark = (store: EventStore): Promise<string> => store.head();

/**
 * The events appended after `mark` (a head taken earlier) up to the head now, oldest first, read through
 * the event store's API (so a test holds on Postgres and on EventStoreDB alike, not only on the es_events table).
 */
export async function eventsAfter(store: EventStore, mark: string, filter: LogFilter = {}): Promise<LoggedEvent[]> {
  const head = await store.head();
  const events: LoggedEvent[] = [];
  if (head === 'start' || (mark !== 'start' && store.comparePositions(mark, head) >= 0)) return events;
  const abort = new AbortController();
  const { eventTypes, streamPrefix } = filter;
  const storeFilter = { eventTypes, streamPrefixes: streamPrefix ? [streamPrefix] : undefined };
  try {
    for await (const batch of store.subscribeBatches({ from: mark, filter: storeFilter, signal: abort.signal })) {
      events.push(...batch.events);
      if (store.comparePositions(batch.checkpoint, head) >= 0) break;
    }
  } finally {
    abort.abort();
  }
  return events.filter((e) => matches(e, filter));
}

/** The events of the whole log, oldest first, up to its head now, through the event store's API. */
export function readLog(store: EventStore, filter: LogFilter = {}): Promise<LoggedEvent[]> {
  return eventsAfter(store, 'start', filter);
}

/** How many events the log holds now (of those the filter keeps), through the event store's API. */
export async function countLog(store: EventStore, filter: LogFilter = {}): Promise<number> {
  return (await readLog(store, filter)).length;
}

/** The events of one stream, oldest first, through the event store's API. */
export async function readStream(store: EventStore, stream: string): Promise<LoggedEvent[]> {
  const events: LoggedEvent[] = [];
  for await (const event of store.read(stream)) events.push(event);
  return events;
}
