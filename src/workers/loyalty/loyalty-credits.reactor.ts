import type { AppContext } from '../../app-context';
import type { EventOf } from '../../eventstore/events';
import type { LoyaltyCreditEarned } from '../../domain/loyalty/loyalty.events';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../../projections/projection';
import { defineReactor } from '../reactor';

declare module '../jobs' {
  interface JobPayloads {
    /** Grants earned loyalty credits into the loyalty bucket (idempotent by the operation id). */
    'loyalty.grant': { userId: string; credits: number; creditsEarned: number };
    /** Adds the hours of every finished booking to its customer's points (safe to run twice). */
    'loyalty.earn': Record<string, never>;
  }
}

/** LoyaltyCreditEarned -> a 'loyalty.grant' job (a crash between the two loses no credit). */
export function loyaltyCreditsReactor(ctx: AppContext): Projection {
  return defineReactor<EventOf<typeof LoyaltyCreditEarned> & RecordedEvent>({
    name: 'loyalty-credits-reactor',
    eventTypes: ['LoyaltyCreditEarned'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const { userId, credits, creditsEarned } = event.data;
      await reactor.enqueue('loyalty.grant', { userId, credits, creditsEarned });
    },
  });
}
