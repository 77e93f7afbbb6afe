import type { ApiDescription } from '../../openapi/api-description';

/** The admin-customers module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const adminCustomersApi: ApiDescription = {
  'GET /admin/users/:userId': { summary: 'One customer with balances and membership', response: 'CustomerProfileView' },
  'GET /admin/users/:userId/bookings': {
    summary: "A customer's bookings, paged",
    response: 'Page of bookings: { items, total, nextCursor }',
  },
  'GET /admin/users/:userId/credits/ledger': {
    summary: "A customer's credit movements, paged",
    response: 'Page of CreditMovementView with the running balance per bucket',
  },
  'POST /admin/users/:userId/block': { summary: 'Block a customer from booking, with a reason' },
  'POST /admin/users/:userId/unblock': { summary: 'Unblock a customer' },
  'GET /admin/customers/:userId/export': {
    summary: 'Everything the venue holds about a customer (JSON: profile and one section per table)',
    response: 'CustomerDataExport',
  },
  'GET /admin/customers/:userId/export.csv': {
    summary: 'The same export as one CSV (section, row, field, value), as an attachment',
  },
  'POST /admin/customers/:userId/erase': {
    summary: 'Erase a customer on request (crypto-shredding); body { confirm: phone or "ERASE" }',
    response: 'CustomerProfileView (shown as "Erased customer")',
  },
  'GET /admin/credits/movements': {
    summary: 'Credit movements of every customer, paged',
    response: 'Page of CreditMovementView: { items, total, nextCursor }',
  },
  'POST /admin/credits/grants': { summary: 'Grant credits to several customers', status: 201 },
  'GET /admin/debug/square-customer-mapping': {
    summary: 'Accounts and their Square customer ids',
    response: 'Page of CustomerMappingView',
  },
  'POST /admin/debug/square-customer-mapping/:userId/relink': {
    summary: 'Link an account to its Square customer again',
    response: 'RelinkOutcome',
  },
};
