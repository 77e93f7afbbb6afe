import { countOf, plural, type AdminAlert } from '../admin-alert';

export const failedRefundsAlert: AdminAlert = {
  rank: 30,
  async read(ctx) {
    const failedRefunds = await countOf(ctx.knex('payments').where({ refund_status: 'failed' }).count({ n: '*' }));
    return {
      kind: 'failed_refunds',
      count: failedRefunds,
      message: `${plural(failedRefunds, 'refund', 'refunds')} failed`,
      link: '/admin/bookings?payment=refund_failed',
    };
  },
};

export const cardTestingAlert: AdminAlert = {
  rank: 60,
  async read(ctx) {
    const pausedSeconds = await ctx.payments.attempts.venuePausedSeconds().catch(() => 0);
    return {
      kind: 'card_testing',
      count: pausedSeconds > 0 ? 1 : 0,
      message: pausedSeconds
        ? `Guest card payments are paused for ${Math.ceil(pausedSeconds / 60)} more minutes: too many declined cards across the venue (card testing?)`
        : 'Guest card payments are open',
      link: '/admin/bookings',
    };
  },
};
