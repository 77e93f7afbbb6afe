import type { RecordedEvent, SubscribeOptions } from './types';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function matchesFilter(event: RecordedEvent, filter: SubscribeOptions['filter']): boolean {
  if (!filter) return true;
  if (filter.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter.streamPrefixes && !filter.streamPrefixes.some((p) => event.streamId.startsWith(p))) return false;
  return true;
}
