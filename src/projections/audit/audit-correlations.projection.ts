import type { EventTypes } from '../../eventstore/events';
import type { Projection } from '../projection';

export const AUDIT_CORRELATIONS_PROJECTION = 'audit-correlations';

/**
 * Indexes every event of every known type by its correlation id (one row per event, written in one
 * multi-row insert per batch; a batch seen twice inserts nothing new).
 */
export function auditCorrelationsProjection(types: EventTypes): Projection {
  return {
    name: AUDIT_CORRELATIONS_PROJECTION,
    // Read when the runner starts, after every module has declared its event types.
    get eventTypes() {
      return types.types();
    },
    tables: ['audit_correlations'],
    async applyBatch(trx, events) {
      const rows = events
        .filter((e) => e.metadata.correlationId)
        .map((e) => ({
          event_id: e.eventId,
          correlation_id: String(e.metadata.correlationId),
          stream_id: e.streamId,
          revision: e.revision,
          occurred_at: e.metadata.occurredAt ?? e.createdAt.toISOString(),
        }));
      if (rows.length) await trx('audit_correlations').insert(rows).onConflict('event_id').ignore();
    },
  };
}
