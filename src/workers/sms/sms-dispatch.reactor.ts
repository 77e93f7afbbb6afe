import type { AppContext } from '../../app-context';
import { SmsQueued } from '../../domain/sms/sms.events';
import type { Projection } from '../../projections/projection';
import { jobIdFrom } from '../jobs';

declare module '../jobs' {
  interface JobPayloads {
    'sms.send': { eventId: string; smsId: string };
  }
}

/** SmsQueued -> an 'sms.send' job whose id comes from the event id (a replay enqueues nothing new). */
export function smsDispatchReactor(ctx: AppContext): Projection {
  return {
    name: 'sms-dispatch',
    eventTypes: [SmsQueued.type],
    tables: [],
    reactor: true,
    async apply(_trx, event) {
      const data = event.data as { smsId: string };
      await ctx.jobs.enqueue(
        'sms.send',
        { eventId: event.eventId, smsId: data.smsId },
        { jobId: jobIdFrom('sms', event.eventId) },
      );
    },
  };
}
