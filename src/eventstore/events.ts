import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { EventMetadata, NewEvent, RecordedEvent } from './types';

export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  schema: S;
  version: number;
  /** Turns data written with an older schemaVersion into the current shape. */
  upcast?: (data: unknown, fromVersion: number) => unknown;
  create(data: z.input<S>, metadata?: Partial<EventMetadata>): NewEvent<T, z.output<S>>;
}

const registry = new Map<string, EventDefinition>();

export function defineEvent<T extends string, S extends z.ZodType>(
  type: T,
  schema: S,
  options: { version?: number; upcast?: (data: unknown, fromVersion: number) => unknown } = {},
): EventDefinition<T, S> {
  const def: EventDefinition<T, S> = {
    type,
    schema,
    version: options.version ?? 1,
    upcast: options.upcast,
    create: (data, metadata) => ({ type, data: schema.parse(data) as z.output<S>, metadata }),
  };
  registry.set(type, def as unknown as EventDefinition);
  return def;
}

export type EventOf<D extends EventDefinition> = RecordedEvent<D['type'], z.output<D['schema']>>;

/** What a decider emits for a recorded-event union: just `{type, data}` per member (distributes over the union). */
export type DecidedEvent<E> = E extends { type: string; data: unknown } ? { type: E['type']; data: E['data'] } : never;

export function eventDefinition(type: string): EventDefinition | undefined {
  return registry.get(type);
}

/** Validates data of registered types; unregistered types pass through (tests, foreign events). */
export function validateForAppend(event: NewEvent): { data: unknown; schemaVersion: number } {
  const def = registry.get(event.type);
  if (!def) return { data: event.data, schemaVersion: event.metadata?.schemaVersion ?? 1 };
  return { data: def.schema.parse(event.data), schemaVersion: def.version };
}

export function upcastOnRead(type: string, data: unknown, schemaVersion: number): unknown {
  const def = registry.get(type);
  if (!def || !def.upcast || schemaVersion >= def.version) return data;
  return def.upcast(data, schemaVersion);
}

export function buildMetadata(partial: Partial<EventMetadata> | undefined, schemaVersion: number): EventMetadata {
  return {
    ...partial,
    actor: partial?.actor ?? 'system',
    correlationId: partial?.correlationId ?? randomUUID(),
    causationId: partial?.causationId ?? null,
    occurredAt: partial?.occurredAt ?? new Date().toISOString(),
    schemaVersion,
  };
}
