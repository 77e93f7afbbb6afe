import type { AppContext } from '../../app-context';
import type { AuditActor, AuditItem } from '../../contracts/audit/audit';
import type { RecordedEvent } from '../../eventstore/types';
import { catalogSnapshot } from '../../projections/catalog';
import { reasonOf } from '../describe';

export const occurredAt = (e: RecordedEvent) => e.metadata.occurredAt ?? e.createdAt.toISOString();

/** Oldest first across streams, one copy of each event. */
export function inOrder(ctx: AppContext, events: RecordedEvent[]): RecordedEvent[] {
  const unique = [...new Map(events.map((e) => [e.eventId, e])).values()];
  return unique.sort(
    (a, b) =>
      occurredAt(a).localeCompare(occurredAt(b)) ||
      (a.streamId === b.streamId ? a.revision - b.revision : ctx.store.comparePositions(a.position, b.position)),
  );
}

/** Names of the people who acted, from the users read model. */
export async function actorNames(ctx: AppContext, events: RecordedEvent[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(events.map((e) => (e.metadata.actor && e.metadata.actor !== 'system' ? e.metadata.actor.userId : null))),
  ].filter((id): id is string => Boolean(id && /^[0-9a-f-]{36}$/i.test(id)));
  if (!ids.length) return new Map();
  const rows = await ctx.knex('users').whereIn('id', ids).select('id', 'first_name', 'last_name');
  return new Map(rows.map((r) => [r.id as string, `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim()]));
}

/** The events, oldest first, each in plain words with who did it, when and why. */
export async function describeEvents(ctx: AppContext, events: RecordedEvent[]): Promise<AuditItem[]> {
  const ordered = inOrder(ctx, events);
  const names = await actorNames(ctx, ordered);
  const bays = (await catalogSnapshot(ctx)).baysById;
  const zone = ctx.config.VENUE_TIMEZONE;
  const day = (iso: string) =>
    new Date(iso).toLocaleDateString('en-US', { timeZone: zone, month: 'long', day: 'numeric', year: 'numeric' });
  const time = (iso: string) =>
    new Date(iso).toLocaleString('en-US', { timeZone: zone, dateStyle: 'medium', timeStyle: 'short' });
  const bayName = (id: unknown) => bays.get(String(id))?.name ?? 'a bay';
  return ordered.map((e) => {
    const a = e.metadata.actor;
    const actor: AuditActor =
      a === 'system' || !a ? 'system' : { userId: a.userId, name: names.get(a.userId) || 'Unknown' };
    const by = actor === 'system' ? 'the system' : actor.name;
    return {
      eventId: e.eventId,
      type: e.type,
      at: occurredAt(e),
      actor,
      summary: ctx.describers.describe(e, { by, bayName, day, time }),
      reason: reasonOf(e),
      correlationId: e.metadata.correlationId ?? null,
      streamId: e.streamId,
    };
  });
}
