import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, RecordedEvent, SubscribeOptions } from './types';

export function newEvents(n: number, type = 'ContractEventRecorded'): NewEvent[] {
  return Array.from({ length: n }, () => {
    const eventId = randomUUID();
    return { eventId, type, data: { marker: eventId.slice(0, 8) } };
  });
}

export async function readAll(store: EventStore, stream: string, from?: bigint): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for await (const event of store.read(stream, from === undefined ? {} : { from })) events.push(event);
  return events;
}

/**
 * Subscribes until `done(events)` holds (or the timeout passes), then keeps listening `settleMs`
 * longer so that a duplicate delivered late still shows up in the result.
 */
export async function collectUntil(
  store: EventStore,
  options: Omit<SubscribeOptions, 'signal'>,
  done: (events: RecordedEvent[]) => boolean,
  timeoutMs = 10_000,
  settleMs = 0,
): Promise<RecordedEvent[]> {
  const abort = new AbortController();
  const events: RecordedEvent[] = [];
  let settle: NodeJS.Timeout | undefined;
  const timeout = setTimeout(() => abort.abort(), timeoutMs);
  try {
    for await (const event of store.subscribe({ ...options, signal: abort.signal })) {
      events.push(event);
      if (!settle && done(events)) {
        if (settleMs === 0) break;
        settle = setTimeout(() => abort.abort(), settleMs);
      }
    }
  } finally {
    clearTimeout(timeout);
    clearTimeout(settle);
    abort.abort();
  }
  return events;
}
