import type { Knex } from 'knex';

/** The streams (from which revision) holding a correlation's events, at most `max` events. */
export async function correlatedStreams(knex: Knex, correlationId: string, max = 1000) {
  const rows = (await knex('audit_correlations')
    .where({ correlation_id: correlationId })
    .orderBy('occurred_at')
    .limit(max)
    .select('event_id', 'stream_id', 'revision')) as Array<{ event_id: string; stream_id: string; revision: number }>;
  const streams = new Map<string, number>();
  for (const r of rows) streams.set(r.stream_id, Math.min(streams.get(r.stream_id) ?? r.revision, r.revision));
  return { eventIds: new Set(rows.map((r) => r.event_id)), streams };
}
