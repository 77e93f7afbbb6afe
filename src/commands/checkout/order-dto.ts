import type { AppContext } from '../../app-context';
import type { OrderQuote, QuotedCoupon } from '../../contracts/checkout/orders';
import { currentCurrency, toDecimalString } from '../../lib/money';
import { couponTenderOf } from './coupon-tender';
import type { PricedOrder } from './price-order';

/** A priced order as the shared contract shows it: lines, subtotal, adjustments, what the card pays. */
export function quoteDtoOf(plan: PricedOrder): OrderQuote {
  const adjustments = [
    plan.creditsValueCents > 0 && {
      kind: 'credits',
      label: `Credits (${plan.creditsUsed})`,
      cents: plan.creditsValueCents,
    },
    plan.coupon && { kind: 'coupon', label: `Coupon ${plan.coupon.code}`, cents: plan.coupon.discountCents },
    plan.giftCard && { kind: 'gift-card', label: `Gift card ${plan.giftCard.code}`, cents: plan.giftCard.amountCents },
  ].filter((a): a is { kind: string; label: string; cents: number } => Boolean(a));
  return {
    currency: currentCurrency(),
    lines: plan.lines.map((l) => ({
      type: l.type,
      label: l.label,
      amount: toDecimalString(l.amountCents),
      details: {},
    })),
    subtotal: toDecimalString(plan.subtotalCents),
    adjustments: adjustments.map((a) => ({ kind: a.kind, label: a.label, amount: `-${toDecimalString(a.cents)}` })),
    total: toDecimalString(plan.cardAmountCents),
    requiresCard: plan.cardAmountCents > 0,
    creditsUsable: plan.lines.some((l) => l.creditHours > 0),
  };
}

/**
 * The coupon a priced order carries, with what it saves on this very order (the coupon box's
 * preview is this, never its own sum); null without a coupon.
 */
export async function quotedCouponOf(ctx: AppContext, plan: PricedOrder): Promise<QuotedCoupon | null> {
  if (!plan.coupon) return null;
  const coupon = await couponTenderOf(ctx).describe(ctx, plan.coupon.couponId);
  return {
    id: plan.coupon.couponId,
    code: plan.coupon.code,
    name: coupon?.name ?? plan.coupon.code,
    discountType: coupon?.discountType ?? 'unknown',
    discountAmount: toDecimalString(plan.coupon.discountCents),
    creditsGranted: plan.coupon.creditsGranted,
  };
}
