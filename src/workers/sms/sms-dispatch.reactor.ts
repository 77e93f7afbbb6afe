import type { AppContext } from '../../app-context';
import { SmsQueued } from '../../domain/sms/sms.events';
import type { Projection } from '../../projections/projection';
import { jobIdFrom } from '../jobs';
import { messagingSettings, type MessagingSettings } from '../../projections/sms/sms-settings.queries';
import { DEFERRABLE_SMS_REASONS } from '../../domain/sms/sms-reasons';

const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/**
 * How long a deferrable text waits: until the quiet hours end when `now` (venue time) is inside them
 * (a window may run past midnight, e.g. 21:00-08:00); 0 otherwise.
 */
export function quietDelayMs(
  settings: Pick<MessagingSettings, 'quietHoursStart' | 'quietHoursEnd'>,
  now: Date,
  zone: string,
) {
  const { quietHoursStart: start, quietHoursEnd: end } = settings;
  if (!start || !end || start === end) return 0;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .formatToParts(now)
    .reduce<Record<string, number>>(
      (acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }),
      {},
    );
  const minute = parts.hour * 60 + parts.minute;
  const s = minutesOf(start);
  const e = minutesOf(end);
  const inside = s < e ? minute >= s && minute < e : minute >= s || minute < e;
  if (!inside) return 0;
  const wait = (e - minute + 24 * 60) % (24 * 60);
  return (wait * 60 - parts.second) * 1000;
}

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
      const data = event.data as { smsId: string; reason: string };
      // Texts that can wait are held until the venue's quiet hours end.
      const delayMs = DEFERRABLE_SMS_REASONS.has(data.reason)
        ? quietDelayMs(await messagingSettings(ctx), ctx.now(), ctx.config.VENUE_TIMEZONE)
        : 0;
      await ctx.jobs.enqueue(
        'sms.send',
        { eventId: event.eventId, smsId: data.smsId },
        { jobId: jobIdFrom('sms', event.eventId), ...(delayMs > 0 ? { delayMs } : {}) },
      );
    },
  };
}
