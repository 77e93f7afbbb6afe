import type { ApiDescription } from './api-description';
import { dashboardQuery } from '../routes/admin-dashboard.routes';

/** The dashboard module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const dashboardApi: ApiDescription = {
  'GET /admin/dashboard': {
    summary: "Today's bookings, revenue and alerts",
    query: dashboardQuery,
    response: 'AdminDashboard',
  },
};
