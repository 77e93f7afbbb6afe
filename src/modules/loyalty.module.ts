import { loyaltyRoutes } from '../api/routes/loyalty/loyalty.routes';
import { grantCredits } from '../commands/credits';
import { earnForFinishedBookings, seedLoyalty } from '../commands/loyalty/loyalty.commands';
import * as loyaltyEvents from '../domain/loyalty/loyalty.events';
import { definitionsIn } from '../eventstore/events';
import { loyaltyProjection } from '../projections/loyalty/loyalty.projection';
import { loyaltyCreditsReactor } from '../workers/loyalty/loyalty-credits.reactor';
import { job, type AppModule } from './module';
import { loyaltyApi } from '../api/routes/loyalty/loyalty.openapi';
import * as m0600 from '../../migrations/0600_loyalty';
import { loyaltyAccountSection } from '../projections/loyalty/loyalty.account';

/** Loyalty: finished bookings' hours become points, and every hoursPerCredit hours a loyalty credit. */
export const loyaltyModule: AppModule = {
  name: 'loyalty',
  accountSections: [loyaltyAccountSection],
  migrations: [['0600_loyalty', m0600]],
  openapi: loyaltyApi,
  events: definitionsIn(loyaltyEvents),
  projections: (ctx) => [loyaltyProjection, loyaltyCreditsReactor(ctx)],
  jobs: (ctx) => [
    job('loyalty.earn', async () => void (await earnForFinishedBookings(ctx)), { attempts: 1 }),
    job(
      'loyalty.grant',
      async ({ userId, credits, creditsEarned }) =>
        void (await grantCredits(ctx, {
          userId,
          bucket: 'loyalty',
          amount: credits,
          reason: `Loyalty reward: ${credits} credit${credits === 1 ? '' : 's'} for hours played`,
          operationId: `loyalty-${userId}-${creditsEarned}`,
        })),
      { attempts: 8, backoffMs: 2000 },
    ),
  ],
  schedules: () => [{ id: 'loyalty-earn', every: { everyMs: 5 * 60_000 }, job: { name: 'loyalty.earn', payload: {} } }],
  routes: loyaltyRoutes,
  seed: seedLoyalty,
};
