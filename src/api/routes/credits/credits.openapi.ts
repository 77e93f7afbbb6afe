import type { ApiDescription } from '../../openapi/api-description';

/** The credits module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const creditsApi: ApiDescription = {
  'GET /user-credits/:userId': {
    summary: "A customer's credit balances by bucket",
    response: 'CreditBalances by bucket (loyalty, membership, general)',
  },
  'POST /admin/users/:userId/credits': {
    summary: 'Add or remove credits, with a reason',
    status: 201,
  },
  'POST /memberships/check-credit-restrictions': {
    summary: 'Whether credits may pay for a slot',
  },
};
