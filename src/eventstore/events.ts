import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { currentCorrelation } from './correlation';
import type { EventMetadata, NewEvent, RecordedEvent } from './types';

/**
 * An event's personal fields (crypto-shredding, see personal-data.ts): encrypted under the key of
 * the customer `owner` names (none: stored as they are), read back as `fields[name]` once erased.
 */
export interface PersonalFields {
  owner: (data: unknown) => string | null | undefined;
  fields: Record<string, unknown>;
}

export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  schema: S;
  version: number;
  personal?: PersonalFields;
  /** Turns data written with an older schemaVersion into the current shape. */
  upcast?: (data: unknown, fromVersion: number) => unknown;
  create(data: z.input<S>, metadata?: Partial<EventMetadata>): NewEvent<T, z.output<S>>;
}

export function defineEvent<T extends string, S extends z.ZodType>(
  type: T,
  schema: S,
  options: {
    version?: number;
    upcast?: (data: unknown, fromVersion: number) => unknown;
    personal?: { owner: (data: z.output<S>) => string | null | undefined; fields: Record<string, unknown> };
  } = {},
): EventDefinition<T, S> {
  const version = options.version ?? 1;
  return {
    type,
    schema,
    version,
    upcast: options.upcast,
    personal: options.personal as PersonalFields | undefined,
    create: (data, metadata) => ({
      type,
      data: schema.parse(data) as z.output<S>,
      metadata: { ...metadata, schemaVersion: version },
    }),
  };
}

/** The event definitions among a module namespace's exports (`import * as events from '...events'`). */
export function definitionsIn(...namespaces: Array<Record<string, unknown>>): EventDefinition[] {
  return namespaces.flatMap((ns) =>
    Object.values(ns).filter(
      (v): v is EventDefinition =>
        typeof v === 'object' && v !== null && 'type' in v && 'schema' in v && 'create' in v && 'version' in v,
    ),
  );
}

/**
 * The event types one app knows (its modules declare them): the store validates data of a known
 * type on append and upcasts data written under an older schema version on read. Unknown types pass
 * through with the schema version they were created with (tests, foreign events).
 */
export class EventTypes {
  private readonly byType = new Map<string, EventDefinition>();

  register(...definitions: EventDefinition[]): void {
    for (const def of definitions) {
      const known = this.byType.get(def.type);
      if (known && known !== def) throw new Error(`Event type ${def.type} is defined twice`);
      this.byType.set(def.type, def);
    }
  }

  get(type: string): EventDefinition | undefined {
    return this.byType.get(type);
  }

  types(): string[] {
    return [...this.byType.keys()];
  }

  validateForAppend(event: NewEvent): { data: unknown; schemaVersion: number } {
    const def = this.byType.get(event.type);
    if (!def) return { data: event.data, schemaVersion: event.metadata?.schemaVersion ?? 1 };
    return { data: def.schema.parse(event.data), schemaVersion: def.version };
  }

  upcastOnRead(type: string, data: unknown, schemaVersion: number): unknown {
    const def = this.byType.get(type);
    if (!def || !def.upcast || schemaVersion >= def.version) return data;
    return def.upcast(data, schemaVersion);
  }
}

export type EventOf<D extends EventDefinition> = RecordedEvent<D['type'], z.output<D['schema']>>;

/** What a decider emits for a recorded-event union: just `{type, data}` per member (distributes over the union). */
export type DecidedEvent<E> = E extends { type: string; data: unknown } ? { type: E['type']; data: E['data'] } : never;

export function buildMetadata(partial: Partial<EventMetadata> | undefined, schemaVersion: number): EventMetadata {
  return {
    ...partial,
    actor: partial?.actor ?? 'system',
    correlationId: partial?.correlationId ?? currentCorrelation() ?? randomUUID(),
    causationId: partial?.causationId ?? null,
    occurredAt: partial?.occurredAt ?? new Date().toISOString(),
    schemaVersion,
  };
}
