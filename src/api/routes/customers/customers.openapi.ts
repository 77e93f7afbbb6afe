import { z } from 'zod';
import { contractOf } from '../../../contracts/contract-of';
import { creditBalances, creditMovementView, type CreditMovementView } from '../../../contracts/credits';
import { customerProfileView, type CustomerProfileView } from '../../../contracts/customers/admin-customers';
import { pageOf, type Page } from '../../../contracts/lists';
import type { ApiDescription } from '../../openapi/api-description';

const profile = contractOf<CustomerProfileView>()(customerProfileView);

/** The admin-customers module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const adminCustomersApi: ApiDescription = {
  'GET /admin/users/:userId': {
    schema: profile,
    summary: 'One customer with balances and membership',
    response: 'CustomerProfileView',
  },
  'GET /admin/users/:userId/bookings': {
    summary: "A customer's bookings, paged",
    response: 'Page of bookings: { items, total, nextCursor }',
  },
  'GET /admin/users/:userId/credits/ledger': {
    summary: "A customer's credit movements, paged",
    response: 'Page of CreditMovementView with the running balance per bucket',
  },
  'POST /admin/users/:userId/block': { schema: profile, summary: 'Block a customer from booking, with a reason' },
  'POST /admin/users/:userId/unblock': { schema: profile, summary: 'Unblock a customer' },
  'GET /admin/credits/movements': {
    schema: contractOf<Page<CreditMovementView>>()(pageOf(creditMovementView)),
    summary: 'Credit movements of every customer, paged',
    response: 'Page of CreditMovementView: { items, total, nextCursor }',
  },
  'POST /admin/credits/grants': {
    schema: z.object({ userId: z.string(), balances: creditBalances }),
    summary: 'Grant credits to several customers',
    status: 201,
  },
  'GET /admin/debug/square-customer-mapping': {
    summary: 'Accounts and their Square customer ids',
    response: 'Page of CustomerMappingView',
  },
  'POST /admin/debug/square-customer-mapping/:userId/relink': {
    summary: 'Link an account to its Square customer again',
    response: 'RelinkOutcome',
  },
};
