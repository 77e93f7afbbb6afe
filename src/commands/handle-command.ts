import { randomUUID } from 'node:crypto';
import type { Decider } from '../domain/decider';
import { ConflictError } from '../lib/errors';
import type { StreamLanes } from '../lib/stream-lanes';
import {
  WrongExpectedVersionError,
  type Actor,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from '../eventstore/types';

export interface CommandContext {
  store: EventStore;
  metadata?: Partial<EventMetadata>;
  /** When given, commands on one stream in this process run one after another (no self-collisions). */
  lanes?: StreamLanes;
}

/** Who asked, for the event metadata of an app-level command call. */
export interface CommandMeta {
  actor?: Actor;
  correlationId?: string;
  causationId?: string | null;
}

/** The command context for an app call: the store, and metadata stamped with the app clock. */
export function appCommandContext(
  ctx: { store: EventStore; now: () => Date; lanes?: StreamLanes },
  meta: CommandMeta = {},
): CommandContext {
  return {
    store: ctx.store,
    lanes: ctx.lanes,
    metadata: {
      actor: meta.actor ?? 'system',
      correlationId: meta.correlationId,
      causationId: meta.causationId,
      occurredAt: ctx.now().toISOString(),
    },
  };
}

export interface CommandResult<State, Event> {
  state: State;
  events: Event[];
  nextRevision: bigint | null;
  /** Position written (null when the decision produced no events). */
  position: string | null;
}

export async function loadState<State, Event extends { type: string; data: unknown }>(
  store: EventStore,
  stream: string,
  evolve: (state: State, event: Event) => State,
  initial: State,
): Promise<{ state: State; revision: bigint | 'no_stream' }> {
  let state = initial;
  let revision: bigint | 'no_stream' = 'no_stream';
  for await (const event of store.read(stream)) {
    state = evolve(state, event as unknown as Event);
    revision = BigInt(event.revision);
  }
  return { state, revision };
}

/** A stream's current state under a decider (read only: nothing is decided or appended). */
export async function currentState<State, Event extends { type: string; data: unknown }>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<State, never, Event>, 'evolve' | 'initialState'>,
): Promise<State> {
  return (await loadState(store, stream, decider.evolve, decider.initialState())).state;
}

/**
 * Load, decide, append with the loaded revision; on a concurrent write, reload and decide again.
 * Event ids are fresh per attempt; callers needing idempotency pass eventIds via `eventIdsFor`.
 */
export async function handleCommand<State, Command, Event extends { type: string; data: unknown }>(
  ctx: CommandContext,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: { retries?: number; eventIdsFor?: (index: number) => string } = {},
): Promise<CommandResult<State, Event>> {
  const decideAndAppend = () => decideAndAppendWithRetries(ctx, stream, decider, command, options);
  return ctx.lanes ? ctx.lanes.run(stream, decideAndAppend) : decideAndAppend();
}

async function decideAndAppendWithRetries<State, Command, Event extends { type: string; data: unknown }>(
  ctx: CommandContext,
  stream: string,
  decider: Decider<State, Command, Event>,
  command: Command,
  options: { retries?: number; eventIdsFor?: (index: number) => string },
): Promise<CommandResult<State, Event>> {
  const retries = options.retries ?? 30;
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = await loadState(ctx.store, stream, decider.evolve, decider.initialState());
    const events = decider.decide(command, state);
    if (events.length === 0)
      return { state, events, nextRevision: revision === 'no_stream' ? null : revision, position: null };
    const expected: ExpectedRevision = revision;
    try {
      const result = await ctx.store.append(
        stream,
        events.map((e, i) => ({
          eventId: options.eventIdsFor?.(i) ?? randomUUID(),
          type: e.type,
          data: e.data,
          metadata: ctx.metadata,
        })),
        { expected },
      );
      const newState = events.reduce(decider.evolve, state);
      return { state: newState, events, nextRevision: result.nextRevision, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      if (attempt >= retries)
        throw new ConflictError(
          'Too many changes to this at once. Please try again in a moment.',
          'COMMAND.CONCURRENCY_CONFLICT',
        );
      // Full jitter, capped: writers that collided spread out instead of colliding again.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(100, 5 * 2 ** Math.min(attempt, 5))));
    }
  }
}

export type { RecordedEvent };
