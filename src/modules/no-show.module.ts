import { noShowApi } from '../api/routes/no-show/no-show.openapi';
import { noShowRoutes } from '../api/routes/no-show/no-show.routes';
import { bookingFeeLine } from '../commands/no-show/booking-fee-line';
import { chargeBookingFee } from '../commands/no-show/booking-fee.commands';
import { noShowBookingPolicy } from '../commands/no-show/no-show.policy';
import * as noShowEvents from '../domain/no-show/no-show.events';
import { definitionsIn } from '../eventstore/events';
import { noShowProjection } from '../projections/no-show/no-show.projection';
import { noShowFeesReactor } from '../workers/no-show/no-show-fees.reactor';
import { job, type AppModule } from './module';
import * as m1150 from '../../migrations/1150_no_show_protection';
import { feesAccountSection } from '../projections/no-show/no-show.account';

/**
 * No-show protection: a card on file for bookings made far ahead, the no-show fee charged off-session
 * when an admin marks a no-show, and the late cancellation fee.
 */
export const noShowModule: AppModule = {
  name: 'no-show',
  accountSections: [feesAccountSection],
  migrations: [['1150_no_show_protection', m1150]],
  openapi: noShowApi,
  events: definitionsIn(noShowEvents),
  projections: (ctx) => [noShowProjection, noShowFeesReactor(ctx)],
  jobs: (ctx) => [
    job('bookings.fee', async (payload) => void (await chargeBookingFee(ctx, payload)), {
      attempts: 6,
      backoffMs: 2000,
    }),
  ],
  policies: () => [noShowBookingPolicy],
  orderLines: () => [bookingFeeLine],
  routes: noShowRoutes,
};
