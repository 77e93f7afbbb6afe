import type { EventStore, RecordedEvent } from '../../src/eventstore/types';

/** A recorded event as tests read it: its data loosely typed, like a response body. */
export type LoggedEvent = RecordedEvent<string, any>;

/**
 * The events of the whole log, oldest first, up to its head now, read through the event store's API
 * (so a test holds on Postgres and on EventStoreDB alike, not only on the es_events table).
 */
export async function readLog(
  store: EventStore,
  filter: { eventTypes?: string[]; streamPrefix?: string } = {},
): Promise<LoggedEvent[]> {
  const head = await store.head();
  const events: LoggedEvent[] = [];
  if (head === 'start') return events;
  const abort = new AbortController();
  try {
    for await (const batch of store.subscribeBatches({ from: 'start', signal: abort.signal })) {
      events.push(...batch.events);
      if (store.comparePositions(batch.checkpoint, head) >= 0) break;
    }
  } finally {
    abort.abort();
  }
  return events.filter(
    (e) =>
      (!filter.eventTypes || filter.eventTypes.includes(e.type)) &&
      (!filter.streamPrefix || e.streamId.startsWith(filter.streamPrefix)),
  );
}

/** The events of one stream, oldest first, through the event store's API. */
export async function readStream(store: EventStore, stream: string): Promise<LoggedEvent[]> {
  const events: LoggedEvent[] = [];
  for await (const event of store.read(stream)) events.push(event);
  return events;
}
