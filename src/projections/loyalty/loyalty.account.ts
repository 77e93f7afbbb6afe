import type { AccountSection } from '../account-section';
import { loyaltyStatus } from './loyalty.queries';

/** The account page's loyalty tile and progress. */
export const loyaltyAccountSection: AccountSection = {
  async read(ctx, userId) {
    const loyalty = await loyaltyStatus(ctx.knex, userId);
    return { loyaltyPoints: loyalty.loyaltyPoints, loyalty };
  },
};
