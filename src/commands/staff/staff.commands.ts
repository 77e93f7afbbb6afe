import { createHash, randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  shiftsDecider,
  shiftsStream,
  shiftWeekDecider,
  shiftWeekStream,
  type ShiftCommand,
} from '../../domain/staff/shifts';
import { timeclockDecider, timeclockStream, type TimeclockCommand } from '../../domain/staff/timeclock';
import { addDays, dayOutsideWindow } from '../../domain/catalog';
import { ValidationError } from '../../lib/errors';
import { appCommandContext, currentState, handleCommand, type CommandMeta } from '../handle-command';

export const STAFF_PROJECTION = 'staff';

/** One decision on an employee's timeclock; answers once the staff read model has it. */
export async function runTimeclock(ctx: AppContext, userId: string, command: TimeclockCommand, meta: CommandMeta = {}) {
  const result = await handleCommand(
    appCommandContext(ctx, meta),
    timeclockStream(ctx.config.VENUE_ID, userId),
    timeclockDecider,
    command,
  );
  await ctx.projections.waitFor(result.position, [STAFF_PROJECTION]);
  return result;
}

export function loadTimeclock(ctx: AppContext, userId: string) {
  return currentState(ctx.store, timeclockStream(ctx.config.VENUE_ID, userId), timeclockDecider);
}

/** One decision on an employee's shifts (overlaps refused there); answers once the read model has it. */
export async function runShifts(ctx: AppContext, userId: string, command: ShiftCommand, meta: CommandMeta = {}) {
  if (command.type === 'ScheduleShift' || command.type === 'ChangeShift') {
    const window = { label: 'A shift date', back: 1, ahead: 1 };
    const message = dayOutsideWindow(command.shift.date, ctx.now(), ctx.config.VENUE_TIMEZONE, window);
    if (message) throw new ValidationError(message, 'VALIDATION', [{ path: 'date', message }]);
  }
  const result = await handleCommand(
    appCommandContext(ctx, meta),
    shiftsStream(ctx.config.VENUE_ID, userId),
    shiftsDecider,
    command,
  );
  await ctx.projections.waitFor(result.position, [STAFF_PROJECTION]);
  return result;
}

/**
 * Publishes the week from `weekStart` (7 days): each employee with a shift that week is texted their
 * shifts once (the shift-notices reactor). An unchanged week published again texts nobody.
 */
export async function publishWeek(ctx: AppContext, weekStart: string, meta: CommandMeta = {}) {
  const rows = await ctx
    .knex('shifts')
    .where('date', '>=', weekStart)
    .where('date', '<', addDays(weekStart, 7))
    .whereNot({ status: 'cancelled' })
    .orderBy(['user_id', 'date', 'start_time', 'id'])
    .select('id', 'user_id', 'date', 'start_time', 'end_time', 'title', 'position', 'status', 'updated_at');
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify(
        rows.map((r) => [r.id, r.user_id, String(r.date), r.start_time, r.end_time, r.title, r.position, r.status]),
      ),
    )
    .digest('hex');
  const employees = [...new Set(rows.map((r) => r.user_id as string))];
  const result = await handleCommand(
    appCommandContext(ctx, meta),
    shiftWeekStream(ctx.config.VENUE_ID, weekStart),
    shiftWeekDecider,
    { type: 'PublishWeek', weekStart, publicationId: randomUUID(), fingerprint, employees, now: ctx.now() },
  );
  await ctx.projections.waitFor(result.position, [STAFF_PROJECTION]);
  return { published: result.events.length > 0, employees: result.events.length > 0 ? employees.length : 0 };
}
