import { waitlistRoutes } from '../api/routes/waitlist/waitlist.routes';
import { waitlistApi } from '../api/routes/waitlist/waitlist.openapi';
import { waitlistOfferLine } from '../commands/waitlist/waitlist-offer-line';
import { expireOffer, offerFreedSlots, sweepOverdueOffers } from '../commands/waitlist/waitlist-offers';
import * as waitlistEvents from '../domain/waitlist/waitlist.events';
import { definitionsIn } from '../eventstore/events';
import { waitlistProjection } from '../projections/waitlist/waitlist.projection';
import { textOffer } from '../workers/waitlist/waitlist-offer-text.worker';
import { waitlistReactor } from '../workers/waitlist/waitlist.reactor';
import { job, type AppModule } from './module';
import * as m1100 from '../../migrations/1100_waitlist';

/** The waitlist: join a day's line for a time range; a freed slot is held and offered by text, first come first served. */
export const waitlistModule: AppModule = {
  name: 'waitlist',
  migrations: [['1100_waitlist', m1100]],
  openapi: waitlistApi,
  events: definitionsIn(waitlistEvents),
  projections: (ctx) => [waitlistProjection, waitlistReactor(ctx)],
  jobs: (ctx) => [
    // One match at a time per worker: runs for the same day would only race each other.
    job('waitlist.match', async ({ date }) => void (await offerFreedSlots(ctx, date)), {
      attempts: 8,
      backoffMs: 2000,
      concurrency: 1,
    }),
    job('waitlist.offer-text', (payload) => textOffer(ctx, payload), { attempts: 8, backoffMs: 2000 }),
    job('waitlist.offer-expiry', async ({ date, offerId }) => void (await expireOffer(ctx, date, offerId)), {
      attempts: 10,
      backoffMs: 15000,
    }),
    job('waitlist.sweep', async () => void (await sweepOverdueOffers(ctx)), { attempts: 1 }),
  ],
  schedules: () => [{ id: 'waitlist-sweep', every: { everyMs: 60_000 }, job: { name: 'waitlist.sweep', payload: {} } }],
  orderLines: () => [waitlistOfferLine],
  routes: waitlistRoutes,
};
