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

/** Open card disputes, the nearest evidence deadline first: the venue loses one it does not answer in time. */
export const openDisputesAlert: AdminAlert = {
  rank: 25,
  async read(ctx) {
    const open = await ctx
      .knex('card_disputes')
      .whereNotIn('status', ['won', 'lost'])
      .select('evidence_due_by')
      .orderByRaw('evidence_due_by ASC NULLS LAST');
    const due = open[0]?.evidence_due_by ? new Date(open[0].evidence_due_by).toISOString().slice(0, 10) : null;
    return {
      kind: 'card_disputes',
      count: open.length,
      message: open.length
        ? `${plural(open.length, 'card dispute is', 'card disputes are')} open${due ? `; evidence due by ${due}` : ''}`
        : 'No card disputes are open',
      link: '/admin/disputes',
    };
  },
};
