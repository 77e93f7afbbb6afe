import { z } from 'zod';
import { defineEvent, type EventOf, type DecidedEvent } from '../../eventstore/events';
import { venueStream } from '../streams';
import { boundedCents, boundedCount, boundedCredits, LIMITS, MONEY_MESSAGE } from '../limits';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const COUPON_CONTEXTS = ['booking', 'gift_card', 'any'] as const;

export const couponTerms = z.object({
  name: z.string(),
  description: z.string().nullable(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent (0-100) for percentage coupons, cents for fixed-amount ones. */
  discountValue: z.number().min(0).max(LIMITS.moneyCents, MONEY_MESSAGE),
  creditsGranted: boundedCredits,
  expiresAt: z.string().nullable(),
  maxUses: boundedCount.nullable(),
  maxUsesPerUser: boundedCount.nullable(),
  minimumOrderCents: boundedCents,
  context: z.enum(COUPON_CONTEXTS),
});
export type CouponTerms = z.infer<typeof couponTerms>;

export const CouponCreated = defineEvent(
  'CouponCreated',
  couponTerms.extend({ couponId: z.string(), code: z.string() }),
);
export const CouponUpdated = defineEvent('CouponUpdated', couponTerms.extend({ couponId: z.string() }));
export const CouponDeactivated = defineEvent('CouponDeactivated', z.object({ couponId: z.string() }));
export const CouponActivated = defineEvent('CouponActivated', z.object({ couponId: z.string() }));
export const CouponRedeemed = defineEvent(
  'CouponRedeemed',
  z.object({
    couponId: z.string(),
    redemptionId: z.string(),
    userId: z.string(),
    orderCents: z.number().int(),
    discountCents: z.number().int(),
    creditsGranted: z.number().min(0),
  }),
);
export const CouponRedemptionReversed = defineEvent(
  'CouponRedemptionReversed',
  z.object({ couponId: z.string(), redemptionId: z.string(), reason: z.string() }),
);
/** Claims a code for one coupon (appended with no_stream on `coupon_code-<CODE>`). */
export const CouponCodeClaimed = defineEvent('CouponCodeClaimed', z.object({ code: z.string(), couponId: z.string() }));

export type CouponEvent =
  | EventOf<typeof CouponCreated>
  | EventOf<typeof CouponUpdated>
  | EventOf<typeof CouponDeactivated>
  | EventOf<typeof CouponActivated>
  | EventOf<typeof CouponRedeemed>
  | EventOf<typeof CouponRedemptionReversed>;
export type CouponEventLike = DecidedEvent<CouponEvent>;

export const COUPON_EVENT_TYPES = [
  CouponCreated.type,
  CouponUpdated.type,
  CouponDeactivated.type,
  CouponActivated.type,
  CouponRedeemed.type,
  CouponRedemptionReversed.type,
];

export const couponStream = (venue: string, couponId: string) => venueStream('coupon', venue, couponId);
export const couponCodeStream = (venue: string, code: string) => venueStream('coupon_code', venue, code);
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();
