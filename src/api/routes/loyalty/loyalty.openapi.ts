import { contractOf } from '../../../contracts/contract-of';
import { loyaltySettingsView, loyaltyStatusView } from '../../../contracts/loyalty/loyalty-answers';
import type { loyaltySettings, loyaltyStatus } from '../../../projections/loyalty/loyalty.queries';

const settings = contractOf<Awaited<ReturnType<typeof loyaltySettings>>>()(loyaltySettingsView);
const status = contractOf<Awaited<ReturnType<typeof loyaltyStatus>>>()(loyaltyStatusView);
import type { ApiDescription } from '../../openapi/api-description';

/** The loyalty module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const loyaltyApi: ApiDescription = {
  'GET /loyalty/settings': { schema: settings, summary: "The loyalty programme's rules" },
  'GET /loyalty/status': { schema: status, summary: "The caller's loyalty progress" },
  'GET /loyalty/status/:userId': { schema: status, summary: "A customer's loyalty progress" },
  'GET /admin/loyalty/settings': { schema: settings, summary: "The loyalty programme's rules (admin)" },
  'PUT /admin/loyalty/settings': { schema: settings, summary: "Set the loyalty programme's rules" },
};
