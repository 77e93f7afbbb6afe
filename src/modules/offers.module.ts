import { Router } from 'express';
import { adminOffersRoutes } from '../api/routes/offers/admin-offers.routes';
import { offersRoutes } from '../api/routes/offers/offers.routes';
import { offersApi } from '../api/routes/offers/offers.openapi';
import { creditOfferLine, promotionalOfferLine } from '../commands/offers/offer-lines';
import { seedOffers } from '../commands/offers/offer.commands';
import * as offerEvents from '../domain/offers/offer.events';
import { definitionsIn } from '../eventstore/events';
import { offersProjection } from '../projections/offers/offers.projection';
import type { AppModule } from './module';
import * as m0304 from '../../migrations/0304_offers';

/** Promotional offers and credit packs, sold as order lines. */
export const offersModule: AppModule = {
  name: 'offers',
  migrations: [['0304_offers', m0304]],
  openapi: offersApi,
  events: definitionsIn(offerEvents),
  projections: () => [offersProjection],
  orderLines: () => [creditOfferLine, promotionalOfferLine],
  routes(ctx) {
    const router = Router();
    router.use(offersRoutes(ctx));
    router.use(adminOffersRoutes(ctx));
    return router;
  },
  seed: (ctx) => seedOffers(ctx),
};
