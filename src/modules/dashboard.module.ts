import { adminDashboardRoutes } from '../api/routes/dashboard/admin-dashboard.routes';
import type { AppModule } from './module';
import { dashboardApi } from '../api/routes/dashboard/dashboard.openapi';
import * as m0940 from '../../migrations/0940_dashboard_indexes';

/** The admin dashboard: one venue day at a glance, read from the other areas' read models. */
export const dashboardModule: AppModule = {
  name: 'dashboard',
  migrations: [['0940_dashboard_indexes', m0940]],
  openapi: dashboardApi,
  routes: (ctx) => adminDashboardRoutes(ctx),
};
