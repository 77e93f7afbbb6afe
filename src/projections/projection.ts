import type { Knex } from 'knex';
import type { RecordedEvent } from '../eventstore/types';

/**
 * A read model (or a reactor, whose "apply" enqueues jobs): applies batches of the event types it
 * handles in one knex transaction that also compare-and-sets its checkpoint.
 */
export interface Projection {
  name: string;
  eventTypes: string[];
  /** Tables cleared by a rebuild before the replay. */
  tables: string[];
  /** A reactor's effects are jobs, not rows: a rebuild would repeat them, so it is refused. */
  reactor?: boolean;
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
}
