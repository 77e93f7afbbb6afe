import type { EventOf } from '../../eventstore/events';
import type { RecordedEvent } from '../../eventstore/types';
import type { CheckoutCardStoredEvent } from '../../domain/payments/checkout-card-stored';
import type { CardOnFileSaved } from '../../domain/payments/cards-on-file';
import type { ProcessorCustomerLinked } from '../../domain/payments/processor-customers';
import type { Projection } from '../projection';

type CustomerEvent =
  CheckoutCardStoredEvent | EventOf<typeof CardOnFileSaved> | EventOf<typeof ProcessorCustomerLinked>;

/**
 * `processor_customers`: the customer record each account has at each processor, learnt from the
 * cards it kept there and from an admin's re-link; the newest wins (one upsert a batch).
 */
export const processorCustomersProjection: Projection = {
  name: 'processor-customers',
  eventTypes: ['CheckoutCardStored', 'CardOnFileSaved', 'ProcessorCustomerLinked'],
  tables: ['processor_customers'],
  async applyBatch(trx, events) {
    const latest = new Map<string, Record<string, unknown>>();
    for (const recorded of events) {
      const event = recorded as unknown as CustomerEvent & RecordedEvent;
      const d = event.data;
      const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
      latest.set(`${d.userId}/${d.processor}`, {
        user_id: d.userId,
        processor: d.processor,
        customer_id: d.customerId,
        source: event.type === 'ProcessorCustomerLinked' ? 'relink' : 'card',
        linked_at: at,
      });
    }
    if (latest.size > 0)
      await trx('processor_customers')
        .insert([...latest.values()])
        .onConflict(['user_id', 'processor'])
        .merge();
  },
};
