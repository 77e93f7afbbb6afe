import { contractOf } from '../../../contracts/contract-of';
import {
  creditBalances,
  creditRestrictionAnswer,
  userCreditsAnswer,
  type CreditBalances,
} from '../../../contracts/credits/credits';
import type { ApiDescription } from '../../openapi/api-description';

/** The credits module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const creditsApi: ApiDescription = {
  'GET /user-credits/:userId': {
    schema: userCreditsAnswer,
    summary: "A customer's credit balances by bucket",
    response: 'CreditBalances by bucket (loyalty, membership, general)',
  },
  'POST /admin/users/:userId/credits': {
    schema: contractOf<CreditBalances>()(creditBalances),
    summary: 'Add or remove credits, with a reason',
    status: 201,
  },
  'POST /memberships/check-credit-restrictions': {
    schema: creditRestrictionAnswer,
    summary: 'Whether credits may pay for a slot',
  },
};
