import { accountSummaryView } from '../../../contracts/account/account-answers';
import type { AccountSummary } from '../../../contracts/account/account-summary';
import { contractOf } from '../../../contracts/contract-of';
import type { ApiDescription } from '../../openapi/api-description';

const schema = contractOf<AccountSummary>()(accountSummaryView);

/** The account module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const accountApi: ApiDescription = {
  'GET /account/summary': {
    summary: "The caller's account: bookings, credits, membership, loyalty",
    response: 'AccountSummary',
    schema,
  },
  'GET /account/summary/:userId': { summary: "A customer's account summary", response: 'AccountSummary', schema },
};
