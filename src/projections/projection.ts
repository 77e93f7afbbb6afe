import type { Knex } from 'knex';
import { withCorrelation } from '../eventstore/correlation';
import type { RecordedEvent } from '../eventstore/types';

/**
 * A read model (or a reactor, whose "apply" enqueues jobs). The runner hands it each batch of the
 * event types it handles in one knex transaction that also compare-and-sets its checkpoint.
 * A read model writes the batch with multi-row statements (`applyBatch`); small models and reactors
 * may give `apply`, called once per event of the batch.
 */
export interface Projection {
  name: string;
  eventTypes: string[];
  /** The read-model tables this projection owns (and only it writes): a rebuild builds them anew. */
  tables: string[];
  /** A reactor's effects are jobs, not rows: a rebuild would repeat them, so it is refused. */
  reactor?: boolean;
  apply?(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
  applyBatch?(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void>;
  /** Called once a rebuilt model has been swapped in (drop what was cached from the old one). */
  onRebuilt?(): void;
}

/** Applies one batch with the projection's batch writer, or event by event. */
export async function applyEvents(projection: Projection, trx: Knex.Transaction, events: RecordedEvent[]) {
  if (events.length === 0) return;
  if (projection.applyBatch) return projection.applyBatch(trx, events);
  if (!projection.apply) throw new Error(`Projection ${projection.name} has neither apply nor applyBatch`);
  // Jobs a reactor enqueues, and the events they append, carry the event's correlation id.
  for (const event of events) await withCorrelation(event.metadata.correlationId, () => projection.apply!(trx, event));
}
