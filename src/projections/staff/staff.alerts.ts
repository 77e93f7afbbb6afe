import { OPEN_ENTRY_FLAG_MS } from '../../domain/staff/timeclock';
import { countOf, plural, type AdminAlert } from '../admin-alert';

export const openTimeclockAlert: AdminAlert = {
  rank: 70,
  async read(ctx, { now }) {
    const openEntries = await countOf(
      ctx
        .knex('timeclock_entries')
        .whereNull('clock_out')
        .where('clock_in', '<', new Date(now.getTime() - OPEN_ENTRY_FLAG_MS))
        .count({ n: '*' }),
    );
    return {
      kind: 'open_timeclock',
      count: openEntries,
      message: `${plural(openEntries, 'timeclock entry has', 'timeclock entries have')} been open over 16 hours`,
      link: '/admin/workforce',
    };
  },
};
