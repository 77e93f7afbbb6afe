import type { AccountSection } from '../account-section';
import { creditSummary } from './credits.queries';

/** The account page's credits tile: the balance per bucket. */
export const creditsAccountSection: AccountSection = {
  read: async (ctx, userId) => ({ credits: await creditSummary(ctx.knex, userId) }),
};
