import { countOf, plural, type AdminAlert } from '../admin-alert';

export const pastDueMembershipsAlert: AdminAlert = {
  rank: 10,
  async read(ctx) {
    const pastDue = await countOf(ctx.knex('user_memberships').where({ status: 'past_due' }).count({ n: '*' }));
    return {
      kind: 'past_due_memberships',
      count: pastDue,
      message: `${plural(pastDue, 'membership is', 'memberships are')} past due`,
      link: '/admin/memberships?status=past_due',
    };
  },
};
