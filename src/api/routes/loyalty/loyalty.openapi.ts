import type { ApiDescription } from '../../openapi/api-description';

/** The loyalty module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const loyaltyApi: ApiDescription = {
  'GET /loyalty/settings': { summary: "The loyalty programme's rules" },
  'GET /loyalty/status': { summary: "The caller's loyalty progress" },
  'GET /loyalty/status/:userId': { summary: "A customer's loyalty progress" },
  'GET /admin/loyalty/settings': { summary: "The loyalty programme's rules (admin)" },
  'PUT /admin/loyalty/settings': { summary: "Set the loyalty programme's rules" },
};
