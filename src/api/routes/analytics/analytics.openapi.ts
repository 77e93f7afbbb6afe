import {
  analyticsReport,
  analyticsSummary,
  type AnalyticsReport,
  type AnalyticsSummary,
} from '../../../contracts/analytics/analytics';
import { contractOf } from '../../../contracts/contract-of';
import type { ApiDescription } from '../../openapi/api-description';

/** The analytics module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const analyticsApi: ApiDescription = {
  'GET /admin/analytics': {
    schema: contractOf<AnalyticsReport>()(analyticsReport),
    summary: 'Revenue, utilisation and bookings over a range',
    response: 'AnalyticsReport',
  },
  'GET /admin/analytics/summary': {
    schema: contractOf<AnalyticsSummary>()(analyticsSummary),
    summary: 'Totals over a range',
    response: 'AnalyticsSummary',
  },
};
