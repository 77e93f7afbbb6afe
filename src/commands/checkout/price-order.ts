import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { OrderLineInput } from '../../contracts/checkout/orders';
import { BookingError } from '../../domain/booking-errors';
import { creditableHours, creditedValue } from '../../domain/catalog';
import { applyAdjustment, type Quote } from '../../domain/catalog';
import type { CheckoutPlan, PlannedLine } from '../../domain/checkout/checkout.events';
import { AppError, ValidationError } from '../../lib/errors';
import { couponTenderOf } from './coupon-tender';
import { creditTenderOf } from './credit-tender';
import { giftCardTenderOf } from './gift-card-tender';
import type { Buyer } from './order-line-type';

/** What the buyer asked for: lines and payment sources, never an amount. */
export interface OrderInput {
  lines: Array<OrderLineInput | { type: string }>;
  creditsUsed?: number;
  couponId?: string | null;
  couponCode?: string | null;
  giftCardCode?: string | null;
}

export type PricedOrder = Omit<CheckoutPlan, 'processor' | 'storeCard'>;

/**
 * The server's price, in order: each line priced by its type; credits cover whole or half hours of the
 * line that allows them, on the hours the credit restrictions allow, each at that hour's own price for
 * this buyer (the member price); the coupon applies to the eligible lines that are left;
 * the gift card pays the lesser of its balance and the remainder; the card pays the rest.
 */
export async function priceOrder(ctx: AppContext, input: OrderInput, buyer: Buyer, orderId: string) {
  // A plan bought with the booking prices the booking as a member of it (its line checks the plan).
  const joining = input.lines.find((l): l is { type: 'membership'; planId: string } => l.type === 'membership');
  if (joining && typeof joining.planId === 'string') buyer = { ...buyer, joiningPlanId: joining.planId };
  const lines: PlannedLine[] = [];
  for (const [index, lineInput] of input.lines.entries()) {
    const type = ctx.orderLines.get(lineInput.type);
    if (!type) throw new AppError('ORDER.LINE_UNAVAILABLE', `${lineInput.type} cannot be bought here yet.`, 400);
    const parsed = type.input.safeParse(lineInput);
    if (!parsed.success)
      throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid order line', 'ORDER.INVALID_LINE');
    lines.push(await type.price(ctx, parsed.data, buyer, orderId, index));
  }
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const creditsUsed = input.creditsUsed ?? 0;
  const creditsValueCents = creditsUsed > 0 ? await priceCredits(ctx, buyer, lines, creditsUsed) : 0;
  const coupon = await priceCoupon(ctx, input, buyer, lines, creditsValueCents);
  const dueCents = Math.max(0, subtotalCents - creditsValueCents - (coupon?.discountCents ?? 0));
  const giftCard = await priceGiftCard(ctx, input.giftCardCode, dueCents);
  const plan: PricedOrder = {
    userId: buyer.userId,
    lines: withOrderAdjustments(lines, creditsUsed, creditsValueCents, coupon, giftCard),
    subtotalCents,
    creditsUsed,
    creditsValueCents,
    coupon,
    giftCard,
    cardAmountCents: dueCents - (giftCard?.amountCents ?? 0),
    fingerprint: fingerprintOf(input),
  };
  return plan;
}

/** The same request (lines and sources, in order) always hashes the same. */
export function fingerprintOf(input: OrderInput): string {
  const canonical = JSON.stringify([
    input.lines,
    input.creditsUsed ?? 0,
    input.couponId ?? input.couponCode ?? null,
    input.giftCardCode ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32);
}

const creditLineOf = (lines: PlannedLine[]) => lines.find((l) => l.creditHours > 0);
const quoteOf = (line: PlannedLine) => (line.data as { quote?: Quote }).quote ?? null;

/**
 * The most credits this buyer could put on the order: their balance, the line's creditable hours, and
 * only the hours the credit restrictions allow.
 */
export async function maxCreditsFor(ctx: AppContext, buyer: Buyer, lines: PlannedLine[]): Promise<number> {
  const line = creditLineOf(lines);
  const quote = line && quoteOf(line);
  if (!line || !quote || !buyer.userId) return 0;
  const balance = await creditTenderOf(ctx).balance(ctx, buyer.userId);
  const open = creditableHours(quote.lines, await creditAllowedHours(ctx, buyer.userId, quote));
  return Math.floor(Math.min(line.creditHours, open, balance) * 2) / 2;
}

/** For each hour of the booking, whether credits may pay for it (the membership's restrictions). */
async function creditAllowedHours(ctx: AppContext, userId: string, quote: Quote): Promise<boolean[]> {
  const allowed: boolean[] = [];
  for (const line of quote.lines) {
    const time = line.startTime.slice(0, 5);
    allowed.push((await ctx.policies.creditRestriction(ctx, userId, quote.date, time)).canUse);
  }
  return allowed;
}

/** What the credits pay: the allowed hours from the start, each at its own price for this buyer. */
async function priceCredits(ctx: AppContext, buyer: Buyer, lines: PlannedLine[], creditsUsed: number) {
  if (lines.some((l) => l.type === 'tournament-entry'))
    throw new AppError('CREDITS.NOT_FOR_TOURNAMENTS', 'Credits cannot be used for tournament entries.', 400);
  const line = creditLineOf(lines);
  const quote = line && quoteOf(line);
  if (!line || !quote || !buyer.userId)
    throw new AppError('CREDITS.NOT_USABLE', 'Credits cannot be used for this purchase.', 400);
  if (!Number.isInteger(creditsUsed * 2) || creditsUsed < 0 || creditsUsed > line.creditHours) {
    throw new AppError(
      'CREDITS.INVALID_AMOUNT',
      'Credits must be in half-hour steps and cannot exceed the booking length.',
      400,
    );
  }
  const balance = await creditTenderOf(ctx).balance(ctx, buyer.userId);
  if (balance < creditsUsed) throw new BookingError('BOOKING.INSUFFICIENT_CREDITS');
  const value = creditedValue(quote.lines, creditsUsed, await creditAllowedHours(ctx, buyer.userId, quote));
  if (value === null) throw new BookingError('BOOKING.CREDIT_RESTRICTED');
  return Math.min(quote.totalCents, value);
}

async function priceCoupon(
  ctx: AppContext,
  input: OrderInput,
  buyer: Buyer,
  lines: PlannedLine[],
  creditsValueCents: number,
): Promise<CheckoutPlan['coupon']> {
  if (!input.couponId && !input.couponCode) return null;
  const eligible = lines.filter((l) => l.couponEligible);
  const orderCents = Math.max(0, eligible.reduce((s, l) => s + l.amountCents, 0) - creditsValueCents);
  const context = eligible.some((l) => l.type === 'booking') ? 'booking' : (eligible[0]?.type ?? 'booking');
  const coupon = await couponTenderOf(ctx).price(ctx, {
    couponId: input.couponId,
    couponCode: input.couponCode,
    buyer,
    orderCents,
    context,
    eligible: eligible.length > 0,
  });
  return { ...coupon, orderCents };
}

async function priceGiftCard(ctx: AppContext, code: string | null | undefined, dueCents: number) {
  if (!code) return null;
  const card = await giftCardTenderOf(ctx).load(ctx, code);
  if (!card) throw new AppError('GIFT_CARD.NOT_FOUND', 'Gift card not found', 404);
  const amountCents = Math.min(card.balanceCents, dueCents);
  return amountCents > 0 ? { code: card.code, amountCents } : null;
}

/**
 * The line credits and the coupon apply to keeps them in its own quote (a booking records what was
 * taken off it and how it was paid), so the booking's total is what its buyer paid for it.
 */
function withOrderAdjustments(
  lines: PlannedLine[],
  creditsUsed: number,
  creditsValueCents: number,
  coupon: CheckoutPlan['coupon'],
  giftCard: CheckoutPlan['giftCard'],
): PlannedLine[] {
  const creditLine = creditLineOf(lines);
  const couponLine = lines.find((l) => l.couponEligible && quoteOf(l));
  return lines.map((line) => {
    let quote = quoteOf(line);
    if (!quote) return line;
    const payment: Record<string, unknown> = {};
    if (line === creditLine && creditsUsed > 0) {
      quote = applyAdjustment(quote, {
        kind: 'credits',
        label: `Credits (${creditsUsed})`,
        amountCents: -creditsValueCents,
        details: { creditsUsed },
      });
      payment.creditsUsed = creditsUsed;
    }
    if (line === couponLine && coupon) {
      quote = applyAdjustment(quote, {
        kind: 'coupon',
        label: `Coupon ${coupon.code}`,
        amountCents: -coupon.discountCents,
        details: { couponId: coupon.couponId, code: coupon.code },
      });
      payment.coupon = coupon;
    }
    if (line === lines[0] && giftCard) payment.giftCard = giftCard;
    return { ...line, data: { ...line.data, quote, payment } };
  });
}
