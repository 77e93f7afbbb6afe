import { analyticsReport, analyticsSummary } from '../../../contracts/analytics/analytics.schemas';
import type { ApiDescription } from '../../openapi/api-description';

/** The analytics module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const analyticsApi: ApiDescription = {
  'GET /admin/analytics': {
    summary: 'Revenue, utilisation and bookings over a range',
    response: 'AnalyticsReport',
    schema: analyticsReport,
  },
  'GET /admin/analytics/summary': {
    summary: 'Totals over a range',
    response: 'AnalyticsSummary',
    schema: analyticsSummary,
  },
};
