import { Router } from 'express';
import type { AppModule } from './module';
import { catalogProjection } from '../projections/catalog';
import { bookingsProjection } from '../projections/bookings/bookings.projection';
import { catalogRoutes } from '../api/routes/catalog';
import { bookingsRoutes } from '../api/routes/bookings/bookings.routes';
import { adminBookingsRoutes } from '../api/routes/bookings/admin-bookings.routes';
import { extensionPaymentRoutes } from '../api/routes/bookings/extension-payment.routes';
import { bookingLine, extensionLine } from '../commands/bookings/booking-lines';
import { bookingDesk } from '../commands/bookings/booking-desk';
import * as bookingEvents from '../domain/bookings/booking.events';
import { catalogEvents } from '../domain/catalog';
import { definitionsIn } from '../eventstore/events';
import { DemoVenueSeeded, seedDemoVenue } from './bookings.seed';
import { bookingsApi } from '../api/routes/bookings/bookings.openapi';
import * as m0200 from '../../migrations/0200_catalog';
import * as m0201 from '../../migrations/0201_bookings';
import * as m0900 from '../../migrations/0900_admin_bookings';
import * as m1140 from '../../migrations/1140_bay_buffer_minutes';
import { bookingDescribers } from '../commands/bookings/booking.describers';
import { pendingHoldsAlert } from '../projections/bookings/bookings.alerts';
import { bookingAuditSubject } from '../commands/bookings/booking.audit';

/** Catalog (bays, hours, cancellation policy), availability, pricing, bookings and what the order sells of them. */
export const bookingsModule: AppModule = {
  name: 'bookings',
  alerts: [pendingHoldsAlert],
  migrations: [
    ['0200_catalog', m0200],
    ['0201_bookings', m0201],
    ['0900_admin_bookings', m0900],
    ['1140_bay_buffer_minutes', m1140],
  ],
  auditDescribers: [bookingDescribers],
  auditSubjects: [bookingAuditSubject],
  openapi: bookingsApi,
  events: [...definitionsIn(bookingEvents, catalogEvents), DemoVenueSeeded],
  // Pending bookings are released at the end of their hold by the checkout (checkout module), which
  // knows whether a charge went through; expired holds never block a slot in the bay-day decider.
  projections: (ctx) => [catalogProjection, bookingsProjection(ctx.bookingDays)],
  orderLines: () => [bookingLine, extensionLine],
  bookingDesk,
  routes: (ctx) => {
    const router = Router();
    router.use(catalogRoutes(ctx));
    router.use(bookingsRoutes(ctx));
    router.use(adminBookingsRoutes(ctx));
    router.use(extensionPaymentRoutes(ctx));
    return router;
  },
  seed: async (ctx) => {
    await seedDemoVenue(ctx);
  },
};
