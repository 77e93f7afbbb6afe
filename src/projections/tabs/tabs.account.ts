import type { AccountSection } from '../account-section';
import { accountTabs } from './staff-tabs.queries';

/** The customer's bar tabs: items, totals, status, and the order (receipt) that paid each. */
export const tabsAccountSection: AccountSection = {
  read: async (ctx, userId) => ({ tabs: await accountTabs(ctx.knex, userId) }),
};
