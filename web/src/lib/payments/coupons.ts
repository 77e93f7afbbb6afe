import type { QuotedCoupon } from '@contracts/checkout/orders';

/** A coupon on the order, as the server's quote of that order shows it (saving included). */
export type AppliedCoupon = QuotedCoupon;

/**
 * Prices the order the box belongs to with this coupon code on it, on the server (the same quote
 * paying uses), and answers the coupon as that quote shows it; an invalid code rejects with the
 * server's reason (ApiError COUPON.INVALID).
 */
export type CouponPreview = (code: string) => Promise<AppliedCoupon | null>;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}
