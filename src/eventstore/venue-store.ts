import type { EventStore } from './types';

/**
 * Every event this deployment writes says which venue it belongs to (metadata.venueId), so read
 * models can carry the venue and a later multi-venue deployment needs no event migration.
 */
export function stampVenue(store: EventStore, venueId: string): EventStore {
  return new Proxy(store, {
    get(target, prop, receiver) {
      if (prop !== 'append') return Reflect.get(target, prop, receiver);
      const append: EventStore['append'] = (stream, events, options) =>
        target.append(
          stream,
          events.map((e) => ({ ...e, metadata: { venueId, ...e.metadata } })),
          options,
        );
      return append;
    },
  });
}
