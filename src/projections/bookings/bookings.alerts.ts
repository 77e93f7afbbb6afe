import { countOf, plural, type AdminAlert } from '../admin-alert';

/** A pending booking whose hold ends within this much is about to lose its bay unless its checkout settles. */
export const HOLD_WARNING_MS = 2 * 60 * 1000;

export const pendingHoldsAlert: AdminAlert = {
  rank: 50,
  async read(ctx, { now }) {
    const pendingHolds = await countOf(
      ctx
        .knex('bookings')
        .where({ status: 'pending' })
        .where('hold_expires_at', '<=', new Date(now.getTime() + HOLD_WARNING_MS))
        .count({ n: '*' }),
    );
    return {
      kind: 'pending_holds',
      count: pendingHolds,
      message: `${plural(pendingHolds, 'pending booking has its', 'pending bookings have their')} hold expired or about to expire`,
      link: '/admin/bookings?status=pending',
    };
  },
};
