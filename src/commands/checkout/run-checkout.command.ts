import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  CheckoutChargeRequested,
  CheckoutCharged,
  CheckoutStarted,
  checkoutStream,
  type CheckoutPlan,
} from '../../domain/checkout/checkout.events';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';
import type { ProcessorName } from '../../integrations/card-processor';
import { paymentServices } from '../../integrations/payment-services';
import { AppError, ConflictError } from '../../lib/errors';
import { toDecimalString } from '../../lib/money';
import { BookingError, placeBooking } from '../bookings';
import { loadBayDay } from '../bookings/bay-day-streams';
import { redeemCoupon } from '../coupons/coupon.commands';
import { spendCredits } from '../credits/credits.commands';
import { redeemGiftCard } from '../gift-cards/gift-card.commands';
import { chargeCard, PaymentUnavailableError, stableId } from '../payments/charge-card';
import { loadCheckout } from './checkout-log';
import { checkoutFailureOf, failCheckout } from './compensate-checkout';
import { completeCheckout, type CheckoutOutcome } from './complete-checkout';
import { priceCheckout, type CheckoutRequest } from './price-checkout';
import { appendCheckout } from './checkout-log';
import { SimulatedCrash } from './simulated-crash';

/** A checkout with no booking this long after it started died before reserving the slot. */
const ABANDONED_AFTER_MS = 60_000;

const UNDO_READ_MODELS = ['bookings', 'credits', 'gift-cards', 'coupons'];

export interface CheckoutInput extends CheckoutRequest {
  /** Card token (Square source id, Stripe payment method, twin token); required when the card pays anything. */
  sourceId?: string | null;
  processor?: ProcessorName;
  /** What the client believes the card pays, in cents; a different server price is refused, never charged. */
  clientAmountCents?: number | null;
  /** Client idempotency key; otherwise the single-use card token identifies the payment. */
  idempotencyKey?: string | null;
  customer?: {
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
    phoneNumber?: string | null;
    guest?: boolean;
  };
}

/**
 * The booking checkout (DESIGN.md): price, reserve the slot (pending), spend credits, redeem the gift
 * card and coupon, charge the card with a key derived from the booking id, confirm. A failure undoes
 * every earlier step; a crash is repaired by the hold-expiry job. The same submission twice (same
 * idempotency key or card token) answers with the first outcome and charges once.
 */
export async function runCheckout(ctx: AppContext, input: CheckoutInput, actor: Actor): Promise<CheckoutOutcome> {
  const services = paymentServices(ctx);
  const key = input.idempotencyKey ?? input.sourceId ?? null;
  const bookingId = key ? stableId('checkout', input.userId, key) : randomUUID();
  // A repeat is answered before pricing: the first attempt already used the credits, gift card and coupon.
  if (key && (await loadCheckout(ctx, bookingId)).plan) return replayCheckout(ctx, bookingId, input);
  const { quote, plan: priced } = await priceCheckout(ctx, input);
  if (input.clientAmountCents != null && input.clientAmountCents !== priced.cardAmountCents) {
    throw new ConflictError(
      `The amount to pay is $${toDecimalString(priced.cardAmountCents)}, not $${toDecimalString(input.clientAmountCents)}. Please review your booking and try again.`,
      'PAYMENT.AMOUNT_MISMATCH',
      { expectedAmount: priced.cardAmountCents },
    );
  }
  if (priced.cardAmountCents > 0 && !input.sourceId) throw new BookingError('BOOKING.PAYMENT_REQUIRED');
  const processor = priced.cardAmountCents > 0 ? (input.processor ?? (await services.activeProcessorName())) : null;
  const plan: CheckoutPlan = { ...priced, processor };

  try {
    await ctx.store.append(
      checkoutStream(bookingId),
      [
        CheckoutStarted.create(
          { bookingId, plan, startedAt: ctx.now().toISOString() },
          { actor, occurredAt: ctx.now().toISOString() },
        ),
      ],
      { expected: 'no_stream' },
    );
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return replayCheckout(ctx, bookingId, input);
    throw error;
  }

  const crashAfter = (step: NonNullable<typeof services.faults.crashAfter>) => {
    if (services.faults.crashAfter === step) throw new SimulatedCrash(step);
  };
  crashAfter('started');
  const meta = { actor };
  try {
    await placeBooking(
      ctx,
      {
        bookingId,
        userId: input.userId,
        bayId: input.bayId,
        date: input.date,
        startTime: input.startTime,
        duration: input.duration,
        quote,
        status: 'pending',
        paymentStatus: 'pending',
        creditsUsed: plan.creditsUsed,
        appliedGiftCard: plan.giftCard
          ? { code: plan.giftCard.code, amountToUse: toDecimalString(plan.giftCard.amountCents) }
          : null,
        appliedCoupon: plan.coupon
          ? {
              id: plan.coupon.couponId,
              code: plan.coupon.code,
              discountAmount: toDecimalString(plan.coupon.discountCents),
            }
          : null,
        couponId: plan.coupon?.couponId ?? null,
        customerType: input.customer?.guest ? 'guest' : 'member',
        guestBooking: input.customer?.guest ?? false,
        firstName: input.customer?.firstName ?? null,
        lastName: input.customer?.lastName ?? null,
        email: input.customer?.email ?? null,
        phoneNumber: input.customer?.phoneNumber ?? null,
      },
      meta,
    );
    crashAfter('slot');
    if (plan.creditsUsed > 0)
      await spendCredits(
        ctx,
        {
          userId: plan.userId,
          amount: plan.creditsUsed,
          reason: `Booking ${plan.date} ${plan.startTime}`,
          operationId: bookingId,
        },
        meta,
      );
    crashAfter('credits');
    if (plan.giftCard)
      await redeemGiftCard(
        ctx,
        {
          code: plan.giftCard.code,
          redemptionId: bookingId,
          amountCents: plan.giftCard.amountCents,
          userId: plan.userId,
        },
        meta,
      );
    crashAfter('giftcard');
    if (plan.coupon)
      await redeemCoupon(
        ctx,
        {
          couponId: plan.coupon.couponId,
          redemptionId: bookingId,
          userId: plan.userId,
          orderCents: plan.coupon.orderCents,
        },
        meta,
      );
    crashAfter('coupon');
    if (plan.cardAmountCents > 0 && processor) {
      const idempotencyKey = `booking-${bookingId}`;
      await appendCheckout(
        ctx,
        bookingId,
        CheckoutChargeRequested.create({
          bookingId,
          processor,
          amountCents: plan.cardAmountCents,
          idempotencyKey,
          sourceToken: input.sourceId!,
        }),
        actor,
      );
      const charge = () =>
        chargeCard(ctx, {
          amountCents: plan.cardAmountCents,
          sourceToken: input.sourceId!,
          idempotencyKey,
          processor,
          metadata: { bookingId, userId: plan.userId },
          note: `Bay booking ${plan.date} ${plan.startTime}`,
        });
      // An unreachable provider may still have charged: ask again with the same key, and if it stays
      // silent leave the hold for the hold-expiry job to settle instead of undoing a possible payment.
      const charged = await charge().catch((error) =>
        error instanceof PaymentUnavailableError ? charge() : Promise.reject(error),
      );
      await appendCheckout(
        ctx,
        bookingId,
        CheckoutCharged.create({
          bookingId,
          processor,
          paymentId: charged.paymentId,
          amountCents: charged.amountCents,
        }),
        actor,
      );
      crashAfter('charge');
    }
  } catch (error) {
    if (error instanceof SimulatedCrash) throw error;
    if (error instanceof PaymentUnavailableError) {
      throw new PaymentUnavailableError(
        'We could not reach the card processor to confirm your payment. Your bay is held while we check; you will not be charged twice. Please try again in a few minutes.',
      );
    }
    const failure = checkoutFailureOf(error);
    const undone = await failCheckout(
      ctx,
      bookingId,
      plan,
      { code: failure.code, message: failure.message, status: failure.status },
      actor,
    ).catch((err) => {
      ctx.logger.error({ err, bookingId }, 'checkout compensation failed; the hold-expiry job will retry it');
      return null;
    });
    // The caller reads balances next: answer once the restored ones are visible.
    await ctx.projections.waitFor(undone?.position, UNDO_READ_MODELS);
    throw error;
  }
  return completeCheckout(ctx, bookingId, actor);
}

async function replayCheckout(ctx: AppContext, bookingId: string, input: CheckoutInput): Promise<CheckoutOutcome> {
  const state = await loadCheckout(ctx, bookingId);
  const same =
    state.plan &&
    state.plan.bayId === input.bayId &&
    state.plan.date === input.date &&
    state.plan.duration === input.duration &&
    state.plan.startTime.slice(0, 5) === input.startTime.padStart(5, '0').slice(0, 5) &&
    (input.clientAmountCents == null || input.clientAmountCents === state.plan.cardAmountCents);
  if (!same) throw new ConflictError('This payment was already used for a different booking.', 'PAYMENT.KEY_REUSED');
  if (state.outcome?.status === 'completed')
    return { ...(await completeCheckout(ctx, bookingId, 'system')), replayed: true };
  if (state.outcome?.status === 'failed')
    throw new AppError(state.outcome.code, state.outcome.message, state.outcome.httpStatus);
  const startedMs = state.startedAt ? Date.parse(state.startedAt) : 0;
  if (ctx.now().getTime() - startedMs > ABANDONED_AFTER_MS && state.plan) {
    const placed = await loadBayDay(ctx, state.plan.bayId, state.plan.date).then((d) => d.bookings[bookingId] ?? null);
    if (!placed) {
      // The first attempt died before reserving anything: nothing to undo, close it so the client can retry.
      const error = new ConflictError(
        'Your previous payment attempt did not complete. Please try again.',
        'PAYMENT.ABANDONED',
      );
      await failCheckout(ctx, bookingId, state.plan, {
        code: error.code,
        message: error.message,
        status: error.status,
      });
      throw error;
    }
  }
  throw new ConflictError('This payment is already being processed. Please wait a moment.', 'PAYMENT.IN_PROGRESS');
}
