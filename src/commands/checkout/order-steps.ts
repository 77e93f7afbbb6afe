import { chargeFacts } from './charge-facts';
import type { AppContext } from '../../app-context';
import {
  CheckoutCardStored,
  CheckoutCardStoreFailed,
  CheckoutCharged,
  CheckoutChargeRequested,
  CheckoutCompensationStarted,
  CheckoutCompleted,
  CheckoutCouponRedeemed,
  CheckoutCreditsSpent,
  CheckoutFailed,
  CheckoutGiftCardRedeemed,
  CheckoutLineFulfilled,
  CheckoutLineHeld,
  CheckoutStepUndone,
  type BankApproval,
  type CheckoutPlan,
} from '../../domain/checkout/checkout.events';
import type { CheckoutState, CheckoutStep } from '../../domain/checkout/checkout.process';
import type { Actor, NewEvent } from '../../eventstore/types';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type ProcessorName,
} from '../../integrations/card-processor';
import { processorCustomerOf } from '../../projections/payments';
import { AppError } from '../../lib/errors';
import { couponTenderOf } from './coupon-tender';
import { creditTenderOf } from './credit-tender';
import { giftCardTenderOf } from './gift-card-tender';
import { chargeCard, PaymentUnavailableError, refundCard } from '../payments';
import type { LineRun, OrderLineType } from './order-line-type';

/**
 * What only the live request knows: the card token and the processor the buyer paid with. A card on
 * file is its card id with the provider customer it belongs to (charged off-session).
 */
export interface CardSource {
  sourceId: string | null;
  processor: ProcessorName | null;
  customerId?: string | null;
  /** The source id is a hosted checkout page the buyer already paid on. */
  hosted?: { orderId: string | null; authentication?: boolean } | null;
  /** The buyer is in the payment dialog and can approve with their bank: where the bank's page returns. */
  returnUrl?: string | null;
}

export interface StepRun {
  ctx: AppContext;
  orderId: string;
  state: CheckoutState;
  plan: CheckoutPlan;
  actor: Actor;
  source: CardSource | null;
}

/** Carries out one step and answers the event that records it (null: nothing to record). */
export async function executeStep(run: StepRun, step: CheckoutStep): Promise<NewEvent | null> {
  const { ctx, orderId: bookingId, plan } = run;
  const meta = { actor: run.actor };
  switch (step.kind) {
    case 'hold': {
      const reference =
        (await lineType(run, step.index).hold?.(ctx, plan.lines[step.index], lineRun(run, step.index))) ?? null;
      return CheckoutLineHeld.create({ bookingId, index: step.index, reference });
    }
    case 'spend-credits':
      await creditTenderOf(ctx).spend(
        ctx,
        { userId: plan.userId!, amount: plan.creditsUsed, reason: creditReason(plan), operationId: bookingId },
        meta,
      );
      return CheckoutCreditsSpent.create({ bookingId, amount: plan.creditsUsed });
    case 'redeem-gift-card': {
      const card = plan.giftCard!;
      await giftCardTenderOf(ctx).redeem(
        ctx,
        { code: card.code, redemptionId: bookingId, amountCents: card.amountCents, userId: plan.userId },
        meta,
      );
      return CheckoutGiftCardRedeemed.create({ bookingId, code: card.code, amountCents: card.amountCents });
    }
    case 'redeem-coupon': {
      const coupon = plan.coupon!;
      await couponTenderOf(ctx).redeem(
        ctx,
        {
          couponId: coupon.couponId,
          redemptionId: bookingId,
          userId: plan.userId ?? '',
          orderCents: coupon.orderCents,
        },
        meta,
      );
      return CheckoutCouponRedeemed.create({ bookingId, couponId: coupon.couponId });
    }
    case 'request-charge':
      return requestCharge(run);
    case 'charge':
      return charge(run);
    case 'store-card':
      return storeCard(run);
    case 'fulfil': {
      const line = plan.lines[step.index];
      const payment = {
        processor: run.state.charged?.processor ?? null,
        paymentId: run.state.charged?.paymentId ?? null,
      };
      const done = await lineType(run, step.index).fulfil(ctx, line, lineRun(run, step.index), payment);
      return CheckoutLineFulfilled.create({ bookingId, index: step.index, reference: done.reference });
    }
    case 'complete':
      return complete(run);
    case 'undo':
      return undo(run, step.step);
    case 'fail': {
      const failure = run.state.compensating!;
      const failedAt = ctx.now().toISOString();
      return CheckoutFailed.create({
        bookingId,
        code: failure.code,
        message: failure.message,
        status: failure.status,
        failedAt,
        authentication: failure.authentication,
      });
    }
    case 'done':
      return null;
    default: {
      const _exhaustive: never = step;
      return _exhaustive;
    }
  }
}

export function compensationOf(orderId: string, error: AppError): NewEvent {
  const approval = (error.details as { authentication?: BankApproval } | undefined)?.authentication ?? null;
  return CheckoutCompensationStarted.create({
    bookingId: orderId,
    code: error.code,
    message: error.message,
    status: error.status,
    authentication: approval,
  });
}

function lineType(run: StepRun, index: number): OrderLineType {
  const type = run.ctx.orderLines.get(run.plan.lines[index].type);
  if (!type) throw new Error(`No order line type ${run.plan.lines[index].type} in this app`);
  return type;
}

function lineRun(run: StepRun, index: number): LineRun {
  return { orderId: run.orderId, index, userId: run.plan.userId, actor: run.actor };
}

const creditReason = (plan: CheckoutPlan) => `Paid with credits: ${plan.lines.map((l) => l.label).join(', ')}`;
async function requestCharge(run: StepRun): Promise<NewEvent> {
  const { ctx, plan, source } = run;
  if (!source?.sourceId) throw new AppError('PAYMENT.SOURCE_REQUIRED', 'Payment information is required', 400);
  const processor = source.processor ?? plan.processor ?? (await ctx.payments.activeProcessorName());
  return CheckoutChargeRequested.create({
    bookingId: run.orderId,
    processor,
    amountCents: plan.cardAmountCents,
    idempotencyKey: `booking-${run.orderId}`,
    sourceToken: source.sourceId,
    customerId: source.customerId ?? null,
    hosted: source.hosted ?? null,
    returnUrl: source.returnUrl ?? null,
  });
}

/** Charges with the key recorded before the call, so a retry or a recovery charges once. */
async function charge(run: StepRun): Promise<NewEvent> {
  const request = run.state.chargeRequested!;
  const { userId, storeCard } = run.plan;
  const keepCardFor =
    storeCard && userId && !request.customerId
      ? { userId, customerId: await customerOnFile(run, userId, request.processor) }
      : undefined;
  const attempt = () =>
    chargeCard(run.ctx, {
      amountCents: request.amountCents,
      sourceToken: request.sourceToken,
      idempotencyKey: request.idempotencyKey,
      processor: request.processor,
      customerId: request.customerId,
      hosted: request.hosted,
      returnUrl: request.returnUrl ?? undefined,
      keepCardFor,
      ...chargeFacts(run.orderId, run.plan),
    });
  // An unreachable provider may still have charged: ask once more with the same key before giving up.
  const charged = await attempt().catch((error) =>
    error instanceof PaymentUnavailableError ? attempt() : Promise.reject(error),
  );
  return CheckoutCharged.create({ bookingId: run.orderId, ...charged });
}

/** The provider customer an account already has with this processor (its cards' or an admin's re-link). */
async function customerOnFile(run: StepRun, userId: string, processor: ProcessorName): Promise<string | null> {
  return processorCustomerOf(run.ctx.knex, userId, processor);
}

/**
 * Keeps the paying card on file. The customer has paid by now, so a provider that will not keep the
 * card does not undo the order: CheckoutCardStoreFailed records why, and the order goes on.
 */
async function storeCard(run: StepRun): Promise<NewEvent> {
  const request = run.state.chargeRequested!;
  const charged = run.state.charged!;
  const userId = run.plan.userId!;
  try {
    const card = await run.ctx.payments.processor(charged.processor).storeCard({
      userId,
      customerId: request.customerId ?? (await customerOnFile(run, userId, charged.processor)),
      sourceToken: request.sourceToken,
      paymentId: charged.paymentId,
      idempotencyKey: `card-${run.orderId}`,
    });
    return CheckoutCardStored.create({
      bookingId: run.orderId,
      userId,
      processor: charged.processor,
      customerId: card.customerId,
      cardId: card.cardId,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth ?? null,
      expYear: card.expYear ?? null,
    });
  } catch (error) {
    if (!(error instanceof CardProviderRejectedError || error instanceof CardProviderUnavailableError)) throw error;
    return CheckoutCardStoreFailed.create({ bookingId: run.orderId, message: error.message });
  }
}

async function complete(run: StepRun): Promise<NewEvent> {
  const { ctx, plan, state } = run;
  if (plan.coupon && plan.coupon.creditsGranted > 0 && plan.userId) {
    await creditTenderOf(ctx).grant(
      ctx,
      {
        userId: plan.userId,
        bucket: 'general',
        amount: plan.coupon.creditsGranted,
        reason: `Coupon ${plan.coupon.code}`,
        operationId: `coupon-${run.orderId}`,
      },
      { actor: run.actor },
    );
  }
  return CheckoutCompleted.create({
    bookingId: run.orderId,
    userId: plan.userId,
    paymentId: state.charged?.paymentId ?? null,
    processor: state.charged?.processor ?? null,
    cardAmountCents: state.charged?.amountCents ?? 0,
    completedAt: ctx.now().toISOString(),
  });
}

async function undo(run: StepRun, step: string): Promise<NewEvent> {
  const { ctx, plan, orderId } = run;
  const reason = run.state.compensating?.message ?? 'Order not completed';
  const meta = { actor: run.actor };
  let refundId: string | null = null;
  if (step === 'charge') {
    const charged = run.state.charged!;
    const refund = await refundCard(ctx, {
      processor: charged.processor,
      paymentId: charged.paymentId,
      amountCents: charged.amountCents,
      idempotencyKey: `void-${orderId}`,
      reason: 'Order could not be completed',
    });
    refundId = refund.refundId;
  } else if (step === 'coupon') {
    await couponTenderOf(ctx).reverse(ctx, { couponId: plan.coupon!.couponId, redemptionId: orderId, reason }, meta);
  } else if (step === 'gift-card') {
    await giftCardTenderOf(ctx).reverse(ctx, { code: plan.giftCard!.code, redemptionId: orderId, reason }, meta);
  } else if (step === 'credits') {
    await creditTenderOf(ctx).refund(
      ctx,
      { userId: plan.userId!, operationId: orderId, reason: `Not completed: ${reason}` },
      meta,
    );
  } else {
    const index = Number(step.replace('line-', ''));
    await lineType(run, index).undo?.(ctx, plan.lines[index], lineRun(run, index), reason);
  }
  return CheckoutStepUndone.create({ bookingId: orderId, step, refundId });
}
