import { api } from '@/lib/api-client';
import type { Coupon } from './coupon';

/** A coupon's terms as the form sends them (the code only when creating: it never changes). */
export interface CouponTerms {
  name: string;
  description: string | null;
  discountType: Coupon['discountType'];
  discountValue: number;
  creditsGranted: number;
  expiresAt: string | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  minimumOrderAmount: string | null;
  context: Coupon['context'];
}

/**
 * POST /api/admin/coupons (with its code) or PUT /api/admin/coupons/:id. The dialog's settings form
 * shows the busy state, the toasts and the server's field errors.
 */
export function saveCoupon(input: { id: string; terms: CouponTerms } | { code: string; terms: CouponTerms }) {
  return 'id' in input
    ? api.put<Coupon>(`/api/admin/coupons/${input.id}`, input.terms)
    : api.post<Coupon>('/api/admin/coupons', { code: input.code, ...input.terms });
}
