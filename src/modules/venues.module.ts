import { venuesApi } from '../api/routes/venues/venues.openapi';
import { venuesRoutes } from '../api/routes/venues/venues.routes';
import type { AppModule } from './module';

/**
 * Several venues in one deployment: the venue list and the caller's admin venues. The routing of
 * requests to venues lives in front of the modules (src/venues/venue-front.ts).
 */
export const venuesModule: AppModule = {
  name: 'venues',
  openapi: venuesApi,
  routes: venuesRoutes,
};
