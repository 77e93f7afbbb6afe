import {
  creditMovementPage,
  customerBookingPage,
  creditsGranted,
  customerMappingPage,
  customerDataExport,
  customerProfileView,
  relinkOutcome,
} from '../../../contracts/customers/admin-customers.schemas';
import type { ApiDescription } from '../../openapi/api-description';

/** The admin-customers module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const adminCustomersApi: ApiDescription = {
  'GET /admin/users/:userId': {
    summary: 'One customer with balances and membership',
    response: 'CustomerProfileView',
    schema: customerProfileView,
  },
  'GET /admin/users/:userId/bookings': {
    summary: "A customer's bookings, paged",
    response: 'Page of bookings: { items, total, nextCursor }',
    schema: customerBookingPage,
  },
  'GET /admin/users/:userId/credits/ledger': {
    summary: "A customer's credit movements, paged",
    response: 'Page of CreditMovementView with the running balance per bucket',
    schema: creditMovementPage,
  },
  'POST /admin/users/:userId/block': {
    summary: 'Block a customer from booking, with a reason',
    schema: customerProfileView,
  },
  'POST /admin/users/:userId/unblock': { summary: 'Unblock a customer', schema: customerProfileView },
  'GET /admin/customers/:userId/export': {
    summary: 'Everything the venue holds about a customer (JSON: profile and one section per table)',
    response: 'CustomerDataExport',
    schema: customerDataExport,
  },
  'GET /admin/customers/:userId/export.csv': {
    summary: 'The same export as one CSV (section, row, field, value), as an attachment',
    produces: 'text/csv',
  },
  'POST /admin/customers/:userId/erase': {
    summary: 'Erase a customer on request (crypto-shredding); body { confirm: phone or "ERASE" }',
    response: 'CustomerProfileView (shown as "Erased customer")',
    schema: customerProfileView,
  },
  'GET /admin/credits/movements': {
    summary: 'Credit movements of every customer, paged',
    response: 'Page of CreditMovementView: { items, total, nextCursor }',
    schema: creditMovementPage,
  },
  'POST /admin/credits/grants': { summary: 'Grant credits to several customers', status: 201, schema: creditsGranted },
  'GET /admin/debug/square-customer-mapping': {
    summary: 'Accounts and their Square customer ids',
    response: 'Page of CustomerMappingView',
    schema: customerMappingPage,
  },
  'POST /admin/debug/square-customer-mapping/:userId/relink': {
    summary: 'Link an account to its Square customer again',
    response: 'RelinkOutcome',
    schema: relinkOutcome,
  },
};
