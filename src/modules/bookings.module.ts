import { Router } from 'express';
import type { AppModule } from './module';
import { catalogProjection } from '../projections/catalog/catalog.projection';
import { bookingsProjection } from '../projections/bookings/bookings.projection';
import { catalogRoutes } from '../api/routes/catalog/catalog.routes';
import { bookingsRoutes } from '../api/routes/bookings/bookings.routes';
import { adminBookingsRoutes } from '../api/routes/bookings/admin-bookings.routes';
import { bookingLine, extensionLine } from '../commands/bookings/booking-lines';
import * as bookingEvents from '../domain/bookings/booking.events';
import * as catalogEvents from '../domain/catalog/catalog.events';
import { definitionsIn } from '../eventstore/events';
import { DemoVenueSeeded, seedDemoVenue } from './bookings.seed';
import { bookingsApi } from '../api/routes/bookings/bookings.openapi';

/** Catalog (bays, hours, cancellation policy), availability, pricing, bookings and what the order sells of them. */
export const bookingsModule: AppModule = {
  name: 'bookings',
  openapi: bookingsApi,
  events: [...definitionsIn(bookingEvents, catalogEvents), DemoVenueSeeded],
  // Pending bookings are released at the end of their hold by the checkout (payments module), which
  // knows whether a charge went through; expired holds never block a slot in the bay-day decider.
  projections: (ctx) => [catalogProjection, bookingsProjection(ctx.bookingDays)],
  orderLines: () => [bookingLine, extensionLine],
  routes: (ctx) => {
    const router = Router();
    router.use(catalogRoutes(ctx));
    router.use(bookingsRoutes(ctx));
    router.use(adminBookingsRoutes(ctx));
    return router;
  },
  seed: async (ctx) => {
    await seedDemoVenue(ctx);
  },
};
