import { accountSummaryView } from '../../../contracts/account/account-answers';
import type { AccountSummary } from '../../../contracts/account/account-summary';
import { contractOf } from '../../../contracts/contract-of';
import type { fullBooking } from '../../../projections/bookings';
import type { ApiDescription } from '../../openapi/api-description';

/** What accountSummary builds: AccountSummary, its bookings whole (fullBooking). */
type Booking = ReturnType<typeof fullBooking>;
type Answer = Omit<AccountSummary, 'upcoming' | 'recent'> & {
  upcoming: Booking[];
  recent: Array<Booking & { displayStatus: 'Completed' | 'Cancelled' }>;
};
const schema = contractOf<Answer>()(accountSummaryView);

/** The account module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const accountApi: ApiDescription = {
  'GET /account/summary': {
    summary: "The caller's account: bookings, credits, membership, loyalty",
    response: 'AccountSummary',
    schema,
  },
  'GET /account/summary/:userId': { summary: "A customer's account summary", response: 'AccountSummary', schema },
};
