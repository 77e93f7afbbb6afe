import type { AccountSection } from '../account-section';
import { feesOfUser } from './no-show.queries';

/** No-show and late cancellation fees charged (or tried) to the account's card. */
export const feesAccountSection: AccountSection = {
  read: async (ctx, userId) => ({ fees: await feesOfUser(ctx.knex, userId) }),
};
