import type { ApiDescription } from './api-description';
import { blockBody, grantCreditsBody } from '../../contracts/admin-customers';
import { listParams } from '../../contracts/lists';
import { bookingsQuery, mappingQuery, movementsQuery } from '../routes/admin-customers.routes';

/** The admin-customers module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const adminCustomersApi: ApiDescription = {
  'GET /admin/users/:userId': { summary: 'One customer with balances and membership', response: 'CustomerProfileView' },
  'GET /admin/users/:userId/bookings': {
    summary: "A customer's bookings, paged",
    query: bookingsQuery,
    response: 'Page of bookings: { items, total, nextCursor }',
  },
  'GET /admin/users/:userId/credits/ledger': {
    summary: "A customer's credit movements, paged",
    query: listParams,
    response: 'Page of CreditMovementView with the running balance per bucket',
  },
  'POST /admin/users/:userId/block': { summary: 'Block a customer from booking, with a reason', body: blockBody },
  'POST /admin/users/:userId/unblock': { summary: 'Unblock a customer', body: 'none' },
  'GET /admin/credits/movements': {
    summary: 'Credit movements of every customer, paged',
    query: movementsQuery,
    response: 'Page of CreditMovementView: { items, total, nextCursor }',
  },
  'POST /admin/credits/grants': { summary: 'Grant credits to several customers', body: grantCreditsBody, status: 201 },
  'GET /admin/debug/square-customer-mapping': {
    summary: 'Accounts and their Square customer ids',
    query: mappingQuery,
    response: 'Page of CustomerMappingView',
  },
  'POST /admin/debug/square-customer-mapping/:userId/relink': {
    summary: 'Link an account to its Square customer again',
    body: 'none',
    response: 'RelinkOutcome',
  },
};
