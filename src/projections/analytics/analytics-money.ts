import { ANALYTICS_PRODUCTS, type AnalyticsProduct } from '../../contracts/analytics/analytics';
import type { CheckoutPlan } from '../../domain/checkout';

/** The products analytics reports money by; an order line type maps to one of them. */
export const PRODUCTS = ANALYTICS_PRODUCTS;
export type Product = AnalyticsProduct;

const PRODUCT_OF_LINE: Record<string, Product> = {
  booking: 'bookings',
  extension: 'bookings',
  /** A slot taken from a waitlist offer (WAITLIST_OFFER_LINE): a booking, reported on its own. */
  'waitlist-offer': 'waitlist_bookings',
  membership: 'memberships',
  'gift-card': 'gift_cards',
  'credit-offer': 'credit_offers',
  'promotional-offer': 'promotional_offers',
  'tournament-entry': 'tournament_entries',
  /** A bar tab charged to the card on file (a tab settled at the desk is counted from its own event). */
  'bar-tab': 'food_and_drink',
};

export function productOfLine(type: string): Product {
  return PRODUCT_OF_LINE[type] ?? 'other';
}

/** One line's share of an order: its product, its cents, and whether it counts as one unit sold. */
export interface LineShare {
  product: Product;
  cents: number;
  /** An extension adds to a booking: it is money, not another booking sold. */
  unit: boolean;
}

/**
 * Each line's value after what credits and the coupon took off it: credits from the line they pay
 * for, the coupon spread over the eligible lines by what is left of them.
 */
export function lineValues(plan: CheckoutPlan): LineShare[] {
  const creditIndex = plan.lines.findIndex((l) => l.creditHours > 0);
  const afterCredits = plan.lines.map((line, i) =>
    Math.max(0, line.amountCents - (i === creditIndex && plan.creditsUsed > 0 ? plan.creditsValueCents : 0)),
  );
  const eligible = afterCredits.map((cents, i) => (plan.lines[i].couponEligible ? cents : 0));
  const discount = split(plan.coupon?.discountCents ?? 0, eligible);
  return plan.lines.map((line, i) => ({
    product: productOfLine(line.type),
    cents: Math.max(0, afterCredits[i] - discount[i]),
    unit: line.type !== 'extension',
  }));
}

/**
 * What the card paid, split over the lines by their values (largest remainder, so the parts add up
 * to the amount exactly). Gift card and credits pay no money now: it was counted when they were bought.
 */
export function cardShares(lines: LineShare[], cardCents: number): LineShare[] {
  const parts = split(
    cardCents,
    lines.map((l) => l.cents),
  );
  return lines.map((line, i) => ({ ...line, cents: parts[i] }));
}

/** A card refund taken from what the order paid: bookings (waitlist ones too) first (a refund follows a cancelled booking). */
export function refundShares(paid: LineShare[], refundCents: number): LineShare[] {
  let left = refundCents;
  const order = [...paid.keys()].sort((a, b) => rank(paid[a]) - rank(paid[b]));
  const out = paid.map((line) => ({ ...line, cents: 0, unit: false }));
  for (const i of order) {
    const take = Math.min(left, paid[i].cents);
    out[i].cents = take;
    left -= take;
  }
  if (left > 0 && out.length) out[order[0]].cents += left;
  return out;
}

const rank = (line: LineShare) => (line.product === 'bookings' || line.product === 'waitlist_bookings' ? 0 : 1);

/** `total` split in proportion to `weights` (equal parts when all are 0), integer parts summing to it. */
export function split(total: number, weights: number[]): number[] {
  if (weights.length === 0 || total === 0) return weights.map(() => 0);
  const sum = weights.reduce((s, w) => s + w, 0);
  const w = sum > 0 ? weights : weights.map(() => 1);
  const wSum = sum > 0 ? sum : weights.length;
  const exact = w.map((x) => (total * x) / wSum);
  const parts = exact.map(Math.floor);
  let rest = total - parts.reduce((s, p) => s + p, 0);
  const byFraction = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byFraction) {
    if (rest <= 0) break;
    parts[i] += 1;
    rest -= 1;
  }
  return parts;
}
