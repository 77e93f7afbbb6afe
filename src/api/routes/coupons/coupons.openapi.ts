import type { ApiDescription } from '../../openapi/api-description';

/** The coupons module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const couponsApi: ApiDescription = {
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
};
