import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/**
 * Runs `fn` with a correlation id that every event appended inside it (and in what it awaits) is
 * stamped with, unless the caller names one: so one request, such as a whole checkout across its
 * streams, reads as one story in the audit.
 */
export function withCorrelation<T>(correlationId: string, fn: () => T): T {
  return scope.run(correlationId, fn);
}

export const currentCorrelation = (): string | undefined => scope.getStore();
