import { adminAnalyticsRoutes } from '../api/routes/analytics/admin-analytics.routes';
import { analyticsProjection } from '../projections/analytics/analytics.projection';
import type { AppModule } from './module';
import { analyticsApi } from '../api/routes/analytics/analytics.openapi';
import * as m0930 from '../../migrations/0930_analytics';

/** Analytics: read models of money, occupancy and customers built for the admin's analytics pages. */
export const analyticsModule: AppModule = {
  name: 'analytics',
  migrations: [['0930_analytics', m0930]],
  openapi: analyticsApi,
  projections: (ctx) => [analyticsProjection(ctx.config.VENUE_TIMEZONE)],
  routes: adminAnalyticsRoutes,
};
