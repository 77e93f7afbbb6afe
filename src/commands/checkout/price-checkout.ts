import type { AppContext } from '../../app-context';
import { creditRestrictions } from '../credits/credit-restrictions';
import { applyAdjustment, BookingError, quoteBooking, type Quote } from '../bookings';
import { evaluateCoupon } from '../../domain/coupons/coupon.decider';
import type { CheckoutPlan } from '../../domain/checkout/checkout.events';
import { AppError } from '../../lib/errors';
import { addMinutesToTime } from './time';
import { couponIdForCode, loadCoupon } from '../coupons/coupon.commands';
import { creditBalance } from '../credits/credits.commands';
import { loadGiftCard } from '../gift-cards/gift-card.commands';
import { currentCreditOffer } from '../offers/offer.commands';

export interface CheckoutRequest {
  userId: string;
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  creditsUsed?: number;
  couponCode?: string | null;
  couponId?: string | null;
  giftCardCode?: string | null;
  addCreditOffer?: boolean;
}

export interface PricedCheckout {
  quote: Quote;
  plan: Omit<CheckoutPlan, 'processor'>;
}

/**
 * The server's price, in order: the booking quote; credits cover whole or half hours from the start
 * (priced at those hours' rates); the coupon applies to what is left; the credit offer is added; the
 * gift card pays the lesser of its balance and the remainder; the card pays the rest.
 */
export async function priceCheckout(ctx: AppContext, request: CheckoutRequest): Promise<PricedCheckout> {
  let quote = await quoteBooking(ctx, {
    bayId: request.bayId,
    date: request.date,
    startTime: request.startTime,
    duration: request.duration,
    userId: request.userId,
  });
  const creditsUsed = request.creditsUsed ?? 0;
  let creditsValueCents = 0;
  if (creditsUsed > 0) {
    creditsValueCents = await priceCredits(ctx, request, quote, creditsUsed);
    quote = applyAdjustment(quote, {
      kind: 'credits',
      label: `Credits (${creditsUsed})`,
      amountCents: -creditsValueCents,
      details: { creditsUsed },
    });
  }

  let coupon: CheckoutPlan['coupon'] = null;
  const couponId = request.couponId ?? (request.couponCode ? await couponIdForCode(ctx, request.couponCode) : null);
  if (request.couponId || request.couponCode) {
    const state = couponId ? await loadCoupon(ctx, couponId) : ({ status: 'none' } as const);
    const orderCents = quote.totalCents;
    const result = evaluateCoupon(state, { userId: request.userId, orderCents, context: 'booking', now: ctx.now() });
    if (!result.valid || state.status === 'none')
      throw new AppError('COUPON.INVALID', result.valid ? 'Invalid coupon code' : result.error, 400);
    coupon = {
      couponId: state.couponId,
      code: state.code,
      discountCents: result.discountCents,
      creditsGranted: result.creditsGranted,
      orderCents,
    };
    quote = applyAdjustment(quote, {
      kind: 'coupon',
      label: `Coupon ${state.code}`,
      amountCents: -result.discountCents,
      details: { couponId: state.couponId, code: state.code },
    });
  }

  const offer = request.addCreditOffer ? await currentCreditOffer(ctx) : null;
  if (request.addCreditOffer && !offer)
    throw new AppError('OFFER.UNAVAILABLE', 'The credit offer is no longer available.', 409);
  const creditOffer = offer ? { offerId: offer.offerId, credits: offer.credits, priceCents: offer.priceCents } : null;
  const dueCents = quote.totalCents + (creditOffer?.priceCents ?? 0);

  let giftCard: CheckoutPlan['giftCard'] = null;
  if (request.giftCardCode) {
    const card = await loadGiftCard(ctx, request.giftCardCode);
    if (card.status === 'none') throw new AppError('GIFT_CARD.NOT_FOUND', 'Gift card not found', 404);
    const amountCents = Math.min(card.balanceCents, dueCents);
    if (amountCents > 0) giftCard = { code: card.card.code, amountCents };
  }

  return {
    quote,
    plan: {
      userId: request.userId,
      bayId: request.bayId,
      date: request.date,
      startTime: quote.startTime,
      duration: request.duration,
      bookingTotalCents: quote.totalCents,
      creditsUsed,
      creditsValueCents,
      coupon,
      giftCard,
      creditOffer,
      cardAmountCents: dueCents - (giftCard?.amountCents ?? 0),
    },
  };
}

async function priceCredits(
  ctx: AppContext,
  request: CheckoutRequest,
  quote: Quote,
  creditsUsed: number,
): Promise<number> {
  if (!Number.isInteger(creditsUsed * 2) || creditsUsed < 0 || creditsUsed > request.duration) {
    throw new AppError(
      'CREDITS.INVALID_AMOUNT',
      'Credits must be in half-hour steps and cannot exceed the booking length.',
      400,
    );
  }
  const balance = await creditBalance(ctx, request.userId);
  if (balance.total < creditsUsed) throw new BookingError('BOOKING.INSUFFICIENT_CREDITS');
  for (let h = 0; h < Math.ceil(creditsUsed); h++) {
    const time = addMinutesToTime(quote.startTime, h * 60);
    const check = await creditRestrictions.check(ctx, request.userId, request.date, time);
    if (!check.canUse) throw new BookingError('BOOKING.CREDIT_RESTRICTED');
  }
  let left = creditsUsed;
  let listValue = 0;
  for (const line of quote.lines) {
    const covered = Math.min(left, line.hours);
    listValue += line.hours > 0 ? (line.amountCents * covered) / line.hours : 0;
    left -= covered;
    if (left <= 0) break;
  }
  if (creditsUsed >= request.duration) return quote.totalCents;
  // Discounts already in the quote (membership) scale the credited hours the same way.
  const scaled = quote.subtotalCents > 0 ? (listValue * quote.totalCents) / quote.subtotalCents : 0;
  return Math.min(quote.totalCents, Math.round(scaled));
}
