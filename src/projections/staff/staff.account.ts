import { DateTime } from 'luxon';
import type { AccountSection } from '../account-section';

/** The Employee tab shows only with shifts this week (Monday to Sunday, venue dates). */
export const shiftsAccountSection: AccountSection = {
  async read(ctx, userId, now) {
    const today = DateTime.fromJSDate(now).setZone(ctx.config.VENUE_TIMEZONE);
    const monday = today.minus({ days: today.weekday - 1 }).toISODate()!;
    const sunday = today.plus({ days: 7 - today.weekday }).toISODate()!;
    const shift = await ctx
      .knex('shifts')
      .where({ user_id: userId })
      .whereBetween('date', [monday, sunday])
      .whereNot({ status: 'cancelled' })
      .first('id');
    return { hasShiftsThisWeek: Boolean(shift) };
  },
};
