import type { AppContext } from '../../app-context';
import { portOf } from './ports';
import type { EventMetadata } from '../../eventstore/types';

type Meta = Partial<EventMetadata>;

/** A coupon priced on an order: what it takes off and the credits it grants. */
export interface PricedCoupon {
  couponId: string;
  code: string;
  discountCents: number;
  creditsGranted: number;
}

/**
 * How the paid order takes a coupon, as the area that keeps coupons provides it (a module's
 * `couponTender`): a code or id priced against the order (within the shared coupon-guess limits), its
 * name for the quote, a redemption keyed by the order and its reversal. Checkout knows no more of coupons.
 */
export interface CouponTender {
  /**
   * Prices the coupon for `orderCents` of coupon-eligible lines (`context`: what they are); throws
   * COUPON.INVALID when it does not apply (or `eligible` is false: no line takes a coupon).
   */
  price(
    ctx: AppContext,
    args: {
      couponId?: string | null;
      couponCode?: string | null;
      buyer: { userId: string | null; client: string | null };
      orderCents: number;
      context: string;
      eligible: boolean;
    },
  ): Promise<PricedCoupon>;
  /** The coupon's name and discount type, or null when there is none. */
  describe(ctx: AppContext, couponId: string): Promise<{ name: string; discountType: string } | null>;
  redeem(
    ctx: AppContext,
    args: { couponId: string; redemptionId: string; userId: string; orderCents: number },
    meta?: Meta,
  ): Promise<unknown>;
  reverse(
    ctx: AppContext,
    args: { couponId: string; redemptionId: string; reason: string },
    meta?: Meta,
  ): Promise<unknown>;
}

/** The registered coupon tender (the coupons module provides it). */
export function couponTenderOf(ctx: AppContext): CouponTender {
  return portOf(ctx, 'couponTender', 'a coupon tender');
}
