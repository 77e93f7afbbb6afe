import { adminDashboardRoutes } from '../api/routes/dashboard/admin-dashboard.routes';
import type { AppModule } from './module';
import { dashboardApi } from '../api/routes/dashboard/dashboard.openapi';

/** The admin dashboard: one venue day at a glance, read from the other areas' read models. */
export const dashboardModule: AppModule = {
  name: 'dashboard',
  openapi: dashboardApi,
  routes: (ctx) => adminDashboardRoutes(ctx),
};
