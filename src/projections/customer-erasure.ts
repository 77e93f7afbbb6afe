import type { Knex } from 'knex';
import type { RecordedEvent } from '../eventstore/types';
import { applyEvents, type Projection } from './projection';

/** The event that erases a customer (domain/users: CustomerErased); its data names the user. */
export const CUSTOMER_ERASED = 'CustomerErased';
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/**
 * A read model that holds a customer's name, email or phone also scrubs them when the customer is
 * erased. Replays keep it so: the events before the erasure no longer decrypt (placeholders) and
 * the erasure scrubs again what plaintext events written before encryption had put there. The
 * batch keeps its order: the events before an erasure are applied, then the scrub, then the rest.
 */
export function scrubsErasedCustomers(
  projection: Projection,
  scrub: (trx: Knex.Transaction, userId: string) => Promise<void>,
): Projection {
  const run = async (trx: Knex.Transaction, events: RecordedEvent[]) => {
    let pending: RecordedEvent[] = [];
    for (const event of events) {
      if (event.type !== CUSTOMER_ERASED) {
        pending.push(event);
        continue;
      }
      await applyEvents(projection, trx, pending);
      pending = [];
      await scrub(trx, (event.data as { userId: string }).userId);
    }
    await applyEvents(projection, trx, pending);
  };
  return {
    ...projection,
    eventTypes: [...projection.eventTypes, CUSTOMER_ERASED],
    apply: undefined,
    applyBatch: run,
  };
}
