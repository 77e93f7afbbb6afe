import type { ApiDescription } from '../../openapi/api-description';

/** The account module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const accountApi: ApiDescription = {
  'GET /account/summary': {
    summary: "The caller's account: bookings, credits, membership, loyalty",
    response: 'AccountSummary',
  },
  'GET /account/summary/:userId': { summary: "A customer's account summary", response: 'AccountSummary' },
};
