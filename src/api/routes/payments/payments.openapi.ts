import { paymentMethodsResponse } from '../../../contracts/payments/cards';
import type { ApiDescription } from '../../openapi/api-description';

/** The payments module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const paymentsApi: ApiDescription = {
  'GET /admin/payment-config': { summary: 'The card processor in use and what is configured' },
  'GET /payment-config': { summary: 'The card processor the checkout uses' },
  'PUT /admin/payment-config': { summary: 'Choose the card processor' },
  'POST /admin/payment-config': { summary: 'Choose the card processor' },
  'GET /square/config': { summary: "Square's public application and location ids" },
  'GET /stripe/config': { summary: "Stripe's publishable key" },
  'GET /users/:userId/card-on-file': { summary: 'The stored card (brand, last four)' },
  'DELETE /users/:userId/card-on-file': { summary: 'Forget the stored card' },
  'GET /users/:userId/payment-methods': {
    summary: 'Your saved cards (brand, last four, expiry, default first)',
    schema: paymentMethodsResponse,
  },
  'DELETE /users/:userId/payment-methods/:cardId': { summary: 'Remove a saved card (the default passes to another)' },
  'POST /users/:userId/payment-methods/:cardId/default': { summary: 'Make a saved card the default' },
};
