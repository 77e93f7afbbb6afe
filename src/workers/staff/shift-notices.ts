import type { AppContext } from '../../app-context';
import type { EventOf } from '../../eventstore/events';
import type { ShiftWeekPublished } from '../../domain/staff/shifts';
import type { RecordedEvent } from '../../eventstore/types';
import type { Projection } from '../../projections/projection';
import { shiftsOfWeek } from '../../projections/staff/staff.queries';
import { queueSms } from '../../commands/sms';
import { smsText } from '../../commands/sms';
import { formatVenueSlot } from '../../domain/catalog';
import { defineReactor } from '../reactor';

declare module '../jobs' {
  interface JobPayloads {
    /** Texts one employee their shifts of a published week (once per publication). */
    'shifts.notify': { publicationId: string; weekStart: string; userId: string };
  }
}

/** ShiftWeekPublished -> a 'shifts.notify' job per employee with shifts that week. */
export function shiftNoticesReactor(ctx: AppContext): Projection {
  return defineReactor<EventOf<typeof ShiftWeekPublished> & RecordedEvent>({
    name: 'shift-notices-reactor',
    eventTypes: ['ShiftWeekPublished'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const { publicationId, weekStart, employees } = event.data;
      for (const userId of employees)
        await reactor.enqueue('shifts.notify', { publicationId, weekStart, userId }, { key: userId });
    },
  });
}

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The text an employee gets (the shift_notice template): their shifts of the week, one a line. */
export function shiftNoticeText(ctx: AppContext, weekStart: string, shifts: Awaited<ReturnType<typeof shiftsOfWeek>>) {
  const lines = shifts
    .filter((s) => s.status !== 'cancelled')
    .map((s) => `${formatVenueSlot(s.date, s.startTime, s.endTime)} ${s.title}${s.position ? ` (${s.position})` : ''}`);
  return smsText(ctx, 'shift_notice', {
    firstName: shifts[0]?.employeeName?.split(' ')[0] ?? '',
    week: DAY.format(new Date(`${weekStart}T12:00:00Z`)),
    shifts: lines.join('\n'),
  });
}

/**
 * Claims the (publication, employee) notice, then queues the text: a retried job or a second
 * enqueue never texts twice.
 */
export async function sendShiftNotice(
  ctx: AppContext,
  payload: { publicationId: string; weekStart: string; userId: string },
) {
  const claimed = await ctx
    .knex('shift_notices')
    .insert({ publication_id: payload.publicationId, user_id: payload.userId, sent_at: ctx.now() })
    .onConflict(['publication_id', 'user_id'])
    .ignore()
    .returning('user_id');
  if (claimed.length === 0) return;
  const user = await ctx.knex('users').where({ id: payload.userId }).first('phone_number');
  const shifts = await shiftsOfWeek(ctx.knex, payload.weekStart, payload.userId);
  if (!user?.phone_number || shifts.length === 0) return;
  await queueSms(ctx, {
    to: user.phone_number,
    body: await shiftNoticeText(ctx, payload.weekStart, shifts),
    reason: 'shift_notice',
  });
}
