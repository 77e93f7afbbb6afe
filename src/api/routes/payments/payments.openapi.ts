import { paymentMethodsResponse } from '../../../contracts/payments/cards';
import {
  cardOnFileAnswer,
  doneMessage,
  paymentConfigList,
  squareConfig,
  stripeConfig,
} from '../../../contracts/payments/payment-answers';
import { disputeCleared, disputeList, payoutList, webhookReceived } from '../../../contracts/payments/provider-money';
import type { ApiDescription } from '../../openapi/api-description';

/** The payments module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const paymentsApi: ApiDescription = {
  'GET /admin/payment-config': {
    schema: paymentConfigList,
    summary: 'The card processor in use and what is configured',
  },
  'GET /payment-config': { schema: paymentConfigList, summary: 'The card processor the checkout uses' },
  'PUT /admin/payment-config': { schema: paymentConfigList, summary: 'Choose the card processor' },
  'POST /admin/payment-config': { schema: paymentConfigList, summary: 'Choose the card processor' },
  'GET /square/config': { schema: squareConfig, summary: "Square's public application and location ids" },
  'GET /stripe/config': { schema: stripeConfig, summary: "Stripe's publishable key" },
  'GET /users/:userId/card-on-file': { schema: cardOnFileAnswer, summary: 'The stored card (brand, last four)' },
  'DELETE /users/:userId/card-on-file': { schema: doneMessage, summary: 'Forget the stored card' },
  'GET /users/:userId/payment-methods': {
    summary: 'Your saved cards (brand, last four, expiry, default first)',
    schema: paymentMethodsResponse,
  },
  'DELETE /users/:userId/payment-methods/:cardId': {
    schema: doneMessage,
    summary: 'Remove a saved card (the default passes to another)',
  },
  'POST /users/:userId/payment-methods/:cardId/default': {
    schema: doneMessage,
    summary: 'Make a saved card the default',
  },
  'GET /payments/authentication-return': {
    produces: 'text/html',
    summary: "Where the bank's 3-D Secure page returns a buyer (the payment dialog watches its frame arrive here)",
  },
  'POST /webhooks/stripe': {
    summary: "Stripe's webhook (signed with the endpoint secret): dashboard refunds, disputes, payouts",
    schema: webhookReceived,
    errors: [400, 503],
  },
  'POST /webhooks/square': {
    summary: "Square's webhook (signed with the subscription's key): dashboard refunds, disputes, payouts",
    schema: webhookReceived,
    errors: [400, 503],
  },
  'GET /admin/disputes': {
    summary: 'Card disputes (open, or all), with the booking, receipt and door code the venue holds as evidence',
    schema: disputeList,
  },
  'POST /admin/disputes/:disputeId/clear': {
    summary: 'Let the disputing customer pay by card again',
    schema: disputeCleared,
  },
  'GET /admin/payouts': {
    summary: "The providers' payouts to the bank arriving in a period, with their total",
    schema: payoutList,
  },
};
