import { contractOf } from '../../../contracts/contract-of';
import {
  couponRedemptionsPage,
  couponsPage,
  couponValidation,
  couponView,
} from '../../../contracts/coupons/coupon-answers';
import type { couponById, listCouponRedemptions, listCoupons } from '../../../projections/coupons/coupons.queries';
import type { ApiDescription } from '../../openapi/api-description';

type Out<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
const coupon = contractOf<NonNullable<Out<typeof couponById>>>()(couponView);

/** The coupons module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const couponsApi: ApiDescription = {
  'POST /coupons/validate': {
    schema: couponValidation,
    summary: 'Check a coupon code for a purchase and its discount',
    response: '{ valid, coupon, discountAmount, creditsGranted, error }',
  },
  'GET /admin/coupons': {
    schema: contractOf<Out<typeof listCoupons>>()(couponsPage),
    summary: 'Coupons, paged',
    response: 'Page of coupons: { items, total, nextCursor }',
  },
  'POST /admin/coupons': { schema: coupon, summary: 'Create a coupon', status: 201 },
  'PUT /admin/coupons/:id': { schema: coupon, summary: "Change a coupon's terms" },
  'POST /admin/coupons/:id/deactivate': { schema: coupon, summary: 'Stop a coupon being redeemed' },
  'POST /admin/coupons/:id/activate': { schema: coupon, summary: 'Let a coupon be redeemed again' },
  'DELETE /admin/coupons/:id': { schema: coupon, summary: 'Delete a coupon never redeemed' },
  'GET /admin/coupons/:id/redemptions': {
    schema: contractOf<Out<typeof listCouponRedemptions>>()(couponRedemptionsPage),
    summary: "A coupon's redemptions, paged",
    response: 'Page of redemptions: { items, total, nextCursor }',
  },
};
