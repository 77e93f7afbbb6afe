import type { AppContext } from '../../app-context';
import type { EventOf } from '../../eventstore/events';
import type { BulkSmsRequested } from '../../domain/messaging/messaging.events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../../projections/projection';
import { defineReactor } from '../reactor';

declare module '../jobs' {
  interface JobPayloads {
    /** Texts a bulk message's pending recipients (each claimed once). */
    'sms.bulk': { bulkId: string };
  }
}

/** BulkSmsRequested -> an 'sms.bulk' job. */
export function bulkSmsReactor(ctx: AppContext): Projection {
  return defineReactor<EventOf<typeof BulkSmsRequested> & RecordedEvent>({
    name: 'bulk-sms-reactor',
    eventTypes: ['BulkSmsRequested'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      await reactor.enqueue('sms.bulk', { bulkId: event.data.bulkId });
    },
  });
}
