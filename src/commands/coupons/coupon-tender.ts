import { evaluateCoupon } from '../../domain/coupons/coupon.decider';
import { AppError } from '../../lib/errors';
import type { CouponTender } from '../checkout';
import { couponGuesses } from './coupon-guesses';
import { couponIdForCode, loadCoupon, redeemCoupon, reverseCouponRedemption } from './coupon.commands';

/** Coupons as the paid order's discount (the coupons module provides it). */
export const couponTender: CouponTender = {
  async price(ctx, { couponId: id, couponCode, buyer, orderCents, context, eligible }) {
    // Every route that prices a code shares the coupon-guess limits (no quote is a coupon oracle).
    const guesses = couponGuesses(ctx, buyer);
    await guesses.assertOpen();
    const couponId = id ?? (await couponIdForCode(ctx, couponCode!));
    const state = couponId ? await loadCoupon(ctx, couponId) : ({ status: 'none' } as const);
    if (state.status === 'none') await guesses.countWrong();
    const result = evaluateCoupon(state, { userId: buyer.userId ?? '', orderCents, context, now: ctx.now() });
    if (!result.valid || state.status === 'none' || !eligible)
      throw new AppError('COUPON.INVALID', result.valid ? 'Invalid coupon code' : result.error, 400);
    return {
      couponId: state.couponId,
      code: state.code,
      discountCents: result.discountCents,
      creditsGranted: result.creditsGranted,
    };
  },
  async describe(ctx, couponId) {
    const state = await loadCoupon(ctx, couponId);
    return state.status === 'none' ? null : { name: state.name, discountType: state.discountType };
  },
  redeem: (ctx, args, meta) => redeemCoupon(ctx, args, meta),
  reverse: (ctx, args, meta) => reverseCouponRedemption(ctx, args, meta),
};
