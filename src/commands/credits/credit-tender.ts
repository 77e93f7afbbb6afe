import type { CreditTender } from '../checkout';
import { creditSummary } from '../../projections/credits/credits.queries';
import { creditBalance, grantCredits, refundCredits, spendCredits } from './credits.commands';

/** Credits as the paid order's tender (the credits module provides it). */
export const creditTender: CreditTender = {
  balance: async (ctx, userId) => (await creditBalance(ctx, userId)).total,
  remaining: async (ctx, userId) => (await creditSummary(ctx.knex, userId)).total,
  spend: (ctx, args, meta) => spendCredits(ctx, args, meta),
  grant: (ctx, args, meta) => grantCredits(ctx, args, meta),
  refund: (ctx, args, meta) => refundCredits(ctx, args, meta),
};
