import { Router } from 'express';
import type { AppModule } from './module';
import { catalogProjection } from '../projections/catalog/catalog.projection';
import { bookingsProjection } from '../projections/bookings/bookings.projection';
import { catalogRoutes } from '../api/routes/catalog.routes';
import { bookingsRoutes } from '../api/routes/bookings.routes';
import { bookingHoldsReactor, registerBookingJobs } from '../workers/bookings.reactor';
import { seedDemoVenue } from './bookings.seed';

/** Catalog (bays, hours, cancellation policy), availability, pricing and bookings (issue 4). */
export const bookingsModule: AppModule = {
  name: 'bookings',
  projections: (ctx) => [catalogProjection, bookingsProjection, bookingHoldsReactor(ctx)],
  registerJobs: registerBookingJobs,
  routes: (ctx) => {
    const router = Router();
    router.use(catalogRoutes(ctx));
    router.use(bookingsRoutes(ctx));
    return router;
  },
  seed: async (ctx) => {
    await seedDemoVenue(ctx);
  },
};
