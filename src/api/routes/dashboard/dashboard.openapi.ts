import { adminDashboard } from '../../../contracts/dashboard/admin-dashboard.schemas';
import type { ApiDescription } from '../../openapi/api-description';

/** The dashboard module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const dashboardApi: ApiDescription = {
  'GET /admin/dashboard': {
    summary: "Today's bookings, revenue and alerts",
    response: 'AdminDashboard',
    schema: adminDashboard,
  },
};
