import type { ApiDescription } from '../../openapi/api-description';

/** The payments module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const paymentsApi: ApiDescription = {
  'GET /admin/payment-config': { summary: 'The card processor in use and what is configured' },
  'GET /payment-config': { summary: 'The card processor the checkout uses' },
  'PUT /admin/payment-config': { summary: 'Choose the card processor' },
  'POST /admin/payment-config': { summary: 'Choose the card processor' },
  'GET /square/config': { summary: "Square's public application and location ids" },
  'GET /stripe/config': { summary: "Stripe's publishable key" },
  'GET /user-credits/:userId': {
    summary: "A customer's credit balances by bucket",
    response: 'CreditBalances by bucket (loyalty, membership, general)',
  },
  'POST /admin/users/:userId/credits': {
    summary: 'Add or remove credits, with a reason',
    status: 201,
  },
  'POST /memberships/check-credit-restrictions': {
    summary: 'Whether credits may pay for a slot',
  },
  'GET /credit-offers': { summary: 'Credit packs on sale' },
  'GET /promotional-offers': { summary: 'Promotional offers on sale' },
  'POST /promotional-offers/:id/purchase': { summary: 'Buy a promotional offer' },
  'GET /admin/credit-offers': { summary: 'Every credit pack' },
  'POST /admin/credit-offers': { summary: 'Create a credit pack' },
  'PUT /admin/credit-offers/:id': { summary: 'Change a credit pack' },
  'GET /admin/promotional-offers': { summary: 'Every promotional offer' },
  'POST /admin/promotional-offers': { summary: 'Create a promotional offer' },
  'PUT /admin/promotional-offers/:id': { summary: 'Change a promotional offer' },
  'POST /coupons/validate': {
    summary: 'Check a coupon code for a purchase and its discount',
    response: '{ valid, coupon, discountAmount, creditsGranted, error }',
  },
  'GET /admin/coupons': {
    summary: 'Coupons, paged',
    response: 'Page of coupons: { items, total, nextCursor }',
  },
  'POST /admin/coupons': { summary: 'Create a coupon', status: 201 },
  'PUT /admin/coupons/:id': { summary: "Change a coupon's terms" },
  'POST /admin/coupons/:id/deactivate': { summary: 'Stop a coupon being redeemed' },
  'POST /admin/coupons/:id/activate': { summary: 'Let a coupon be redeemed again' },
  'DELETE /admin/coupons/:id': { summary: 'Delete a coupon never redeemed' },
  'GET /admin/coupons/:id/redemptions': {
    summary: "A coupon's redemptions, paged",
    response: 'Page of redemptions: { items, total, nextCursor }',
  },
  'POST /gift-cards/purchase': {
    summary: 'Buy a gift card',
    response: 'The gift card bought and its receipt (201 when new, 200 when the same request is replayed)',
  },
  'GET /gift-cards/check/:code': { summary: "A gift card's balance", response: "The card's balance and status" },
  'GET /admin/gift-cards': {
    summary: 'Gift cards, paged and searchable',
    response: 'Page of gift cards: { items, total, nextCursor }',
  },
  'GET /admin/gift-cards/:code': {
    summary: 'One gift card with its movements',
    response: 'The card with every movement',
  },
  'POST /admin/gift-cards': {
    summary: 'Issue a gift card without payment, with a reason',
    status: 201,
  },
  'POST /admin/gift-cards/:code/adjust': { summary: "Adjust a gift card's balance, with a reason" },
  'POST /admin/gift-cards/:code/void': { summary: 'Void a gift card, with a reason' },
  'GET /admin/payments': {
    summary: 'Card payments and refunds, paged',
    response: 'Page of payments: { items, total, nextCursor }',
  },
  'POST /checkout/quote': { summary: 'Price a booking checkout (credits, coupon, gift card, card)' },
  'POST /square/process-payment': { summary: 'Pay for a booking by card (Square)' },
  'POST /payments': { summary: 'Pay for a booking by card' },
  'POST /create-payment-intent': { summary: 'Start a card payment (Stripe)', status: 201 },
  'POST /stripe/process-payment': { summary: 'Pay for a booking by card (Stripe)' },
  'POST /orders/quote': {
    summary: 'Price an order of any lines',
    response: 'The priced order: lines, discounts, credits, amount due',
  },
  'POST /orders': {
    summary: 'Pay for an order',
    response:
      'The paid order and its receipt (201 when new, 200 when the same request is replayed); 202 with ' +
      '{orderId, status: "processing", statusUrl} and Location when the card was charged and the order settles in the background',
  },
  'GET /orders/:id': {
    summary: "The order's status: completed (with its lines and receipt), processing or failed; the buyer's own only",
    response:
      'The paid order, or {orderId, status: "processing", statusUrl} or {orderId, status: "failed", code, message}',
  },
  'POST /bookings/:id/extend-with-payment': {
    summary: 'Extend a booking, paying the difference',
  },
  'GET /users/:userId/card-on-file': { summary: 'The stored card (brand, last four)' },
  'DELETE /users/:userId/card-on-file': { summary: 'Forget the stored card' },
  'GET /users/:userId/payment-methods': { summary: 'Your saved cards (brand, last four, expiry, default first)' },
  'DELETE /users/:userId/payment-methods/:cardId': { summary: 'Remove a saved card (the default passes to another)' },
  'POST /users/:userId/payment-methods/:cardId/default': { summary: 'Make a saved card the default' },
};
