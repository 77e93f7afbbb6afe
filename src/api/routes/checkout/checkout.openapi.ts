import { orderQuote, orderStatus, paidOrder, processingOrder } from '../../../contracts/checkout/orders';
import {
  bookingPaymentAnswer,
  checkoutQuote,
  paymentIntentAnswer,
  paymentsPage,
} from '../../../contracts/checkout/payment-answers';
import {
  approvalPageAnswer,
  approvalPaidAnswer,
  myPaymentApprovals,
  paymentApprovalView,
} from '../../../contracts/checkout/payment-approvals';
import type { ApiDescription, RouteDoc } from '../../openapi/api-description';

const paid = {
  schema: bookingPaymentAnswer,
  status: 201,
  alsoAnswers: {
    200: { description: 'The same payment replayed: the booking it already paid', schema: bookingPaymentAnswer },
  },
  errors: [402, 409],
} satisfies Omit<RouteDoc, 'summary'>;

/** The checkout module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const checkoutApi: ApiDescription = {
  'GET /admin/payments': {
    schema: paymentsPage,
    summary: 'Card payments and refunds, paged',
    response: 'Page of payments: { items, total, nextCursor }',
  },
  'POST /checkout/quote': {
    schema: checkoutQuote,
    summary: 'Price a booking checkout (credits, coupon, gift card, card)',
  },
  'POST /square/process-payment': { ...paid, summary: 'Pay for a booking by card (Square)' },
  'POST /payments': { ...paid, summary: 'Pay for a booking by card' },
  'POST /create-payment-intent': { schema: paymentIntentAnswer, summary: 'Start a card payment (Stripe)', status: 201 },
  'POST /stripe/process-payment': { ...paid, summary: 'Pay for a booking by card (Stripe)' },
  'POST /orders/quote': {
    summary: 'Price an order of any lines',
    response: 'The priced order: lines, discounts, credits, amount due',
    schema: orderQuote,
    errors: [409],
  },
  'POST /orders': {
    summary: 'Pay for an order',
    status: 201,
    schema: paidOrder,
    alsoAnswers: {
      200: { description: 'The same request replayed: the order it already paid', schema: paidOrder },
      202: { description: 'Charged; the order settles in the background (poll statusUrl)', schema: processingOrder },
    },
    errors: [402, 409],
    response:
      'The paid order and its receipt (201 when new, 200 when the same request is replayed); 202 with ' +
      '{orderId, status: "processing", statusUrl} and Location when the card was charged and the order settles in the background',
  },
  'GET /payment-approvals': {
    summary: "The signed-in customer's payments waiting for their approval with their bank (3-D Secure)",
    schema: myPaymentApprovals,
  },
  'GET /payment-approvals/:approvalId': {
    summary: 'A payment the bank wants its customer to approve (the texted link; the link is the key)',
    schema: paymentApprovalView,
    errors: [404],
  },
  'POST /payment-approvals/:approvalId/start': {
    summary: "Open the provider's page where the customer approves the payment with their bank",
    response: '{ url }: where to send the customer',
    schema: approvalPageAnswer,
    errors: [402, 404, 409],
  },
  'POST /payment-approvals/:approvalId/complete': {
    summary: 'Back from the bank: take the approved payment and pay what it was for (once)',
    schema: approvalPaidAnswer,
    errors: [402, 404, 409],
  },
  'GET /orders/:id': {
    summary: "The order's status: completed (with its lines and receipt), processing or failed; the buyer's own only",
    response:
      'The paid order, or {orderId, status: "processing", statusUrl} or {orderId, status: "failed", code, message}',
    schema: orderStatus,
  },
};
