import { plural, type AdminAlert } from '../admin-alert';
import { unpaidTabCount } from './tabs.queries';

/** Tabs the card on file did not pay (refused, no card, waiting on the bank): settle at the desk or charge again. */
export const unpaidTabsAlert: AdminAlert = {
  async read(ctx) {
    const count = await unpaidTabCount(ctx.knex);
    return {
      kind: 'unpaid_tabs',
      count,
      message: `${plural(count, 'bar tab', 'bar tabs')} not paid by the card on file`,
      link: '/admin/tabs',
    };
  },
};
