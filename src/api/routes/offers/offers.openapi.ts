import type { ApiDescription } from '../../openapi/api-description';

/** The offers module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const offersApi: ApiDescription = {
  'GET /credit-offers': { summary: 'Credit packs on sale' },
  'GET /promotional-offers': { summary: 'Promotional offers on sale' },
  'POST /promotional-offers/:id/purchase': { summary: 'Buy a promotional offer' },
  'GET /admin/credit-offers': { summary: 'Every credit pack' },
  'POST /admin/credit-offers': { summary: 'Create a credit pack', status: 201 },
  'PUT /admin/credit-offers/:id': { summary: 'Change a credit pack' },
  'GET /admin/promotional-offers': { summary: 'Every promotional offer' },
  'POST /admin/promotional-offers': { summary: 'Create a promotional offer', status: 201 },
  'PUT /admin/promotional-offers/:id': { summary: 'Change a promotional offer' },
};
