import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { CheckoutStarted, checkoutStream, type CheckoutPlan } from '../../domain/checkout/checkout.events';
import { canCompensate, nextCheckoutStep, type CheckoutState } from '../../domain/checkout/checkout.process';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';
import type { ProcessorName } from '../../integrations/card-processor';
import { AppError, ConflictError } from '../../lib/errors';
import { formatMoney, toDecimalString } from '../../lib/money';
import { BookingError } from '../../domain/booking-errors';
import { AUTHENTICATION_REQUIRED, PaymentUnavailableError, stableId } from '../payments';
import { siteUrl } from '../../lib/site-url';
import { appendCheckout, loadCheckout } from './checkout-log';
import type { Buyer } from './order-line-type';
import { databaseUnavailable } from '../../lib/database-errors';
import { orderOutcome, type OrderOutcome } from './order-outcome';
import { requestSettlement, stillProcessing } from './order-processing';
import { replayOrder } from './replay-order';
import { compensationOf, executeStep, type CardSource } from './order-steps';
import { approvalNamedBy, giveBackUnclaimed, unknownApproval } from './bank-approval';
import { AUTHENTICATION_RETURN_PATH } from '../../contracts/payments';
import { assertCardAllowed, checkBookingRules, untrustedBuyer } from './order-rules';
import { priceOrder, type OrderInput } from './price-order';
import { cardOnFile, paymentMethod } from '../../projections/payments';

const DECLINES: ReadonlySet<string> = new Set(['PAYMENT.DECLINED', 'PAYMENT.REJECTED']);

export interface PayOrderInput extends OrderInput {
  sourceId?: string | null;
  processor?: ProcessorName | null;
  /** What the buyer was shown, in cents; a different server price is refused, never charged. */
  clientAmountCents?: number | null;
  /** Client idempotency key; otherwise the single-use card token identifies the payment. */
  idempotencyKey?: string | null;
  storeCard?: boolean;
  /** Pay with the buyer's card on file, off-session (a renewal, or "pay with Visa •••• 4242"). */
  useCardOnFile?: boolean;
  /** With useCardOnFile: which of the buyer's saved cards (the default one when left out). */
  cardOnFileId?: string | null;
  /** Pay off-session with this card the provider keeps for the buyer (a card set up in the page). */
  storedCard?: { processor: ProcessorName; customerId: string; cardId: string } | null;
  /** The source id is a hosted checkout page the buyer paid on: its payment is collected. */
  hosted?: { orderId: string | null; authentication?: boolean } | null;
  /**
   * The buyer is in the payment dialog, which shows the bank's page when the bank wants the payment
   * approved (3-D Secure): the charge may answer 402 PAYMENT.AUTHENTICATION_REQUIRED with that page.
   */
  canAuthenticate?: boolean;
  /** Paying again after approving on the bank's page: the payment the failed order named (collected). */
  authenticatedPayment?: { ref: string; orderId: string } | null;
}

/**
 * The paid order (DESIGN.md): price on the server, hold every line, spend credits, redeem gift card
 * and coupon, charge the card with a key derived from the order id, store the card when asked, fulfil
 * every line, complete. A failure undoes every earlier step; a crash is settled by the recovery job.
 * The same submission twice (same idempotency key or card token) answers the first outcome, charging once.
 */
export async function payOrder(ctx: AppContext, given: PayOrderInput, buyer: Buyer): Promise<OrderOutcome> {
  if (given.authenticatedPayment) return payApproved(ctx, given, buyer, given.authenticatedPayment);
  const onFile = given.storedCard
    ? {
        sourceId: given.storedCard.cardId,
        processor: given.storedCard.processor,
        customerId: given.storedCard.customerId,
      }
    : given.useCardOnFile
      ? await cardOnFileSource(ctx, given, buyer)
      : null;
  const input: PayOrderInput = onFile ? { ...given, ...onFile, storeCard: false } : given;
  const key = input.idempotencyKey ?? input.sourceId ?? null;
  const orderId = key ? await orderIdFor(ctx, buyer, key, input.sourceId ?? null) : randomUUID();
  // A repeat is answered before pricing: the first attempt already used the credits, gift card and coupon.
  if (key && (await loadCheckout(ctx, orderId)).plan) return replayOrder(ctx, orderId, input);
  const priced = await priceOrder(ctx, input, buyer, orderId);
  if (input.clientAmountCents != null && input.clientAmountCents !== priced.cardAmountCents) {
    throw new ConflictError(
      `The amount to pay is ${formatMoney(priced.cardAmountCents)}, not ${formatMoney(input.clientAmountCents)}. Please review your ${priced.lines.some((l) => l.type === 'booking') ? 'booking' : 'order'} and try again.`,
      'PAYMENT.AMOUNT_MISMATCH',
      { expectedAmount: priced.cardAmountCents },
    );
  }
  if (priced.cardAmountCents > 0 && !input.sourceId)
    throw new BookingError('BOOKING.PAYMENT_REQUIRED', {}, { total: toDecimalString(priced.cardAmountCents) });
  const limitKeys = [buyer.client && `client:${buyer.client}`, buyer.userId && `account:${buyer.userId}`].filter(
    (k): k is string => Boolean(k),
  );
  const rules = await checkBookingRules(ctx, priced, buyer);
  const untrusted = priced.cardAmountCents > 0 && (await untrustedBuyer(ctx, buyer.userId));
  if (priced.cardAmountCents > 0) await ctx.payments.attempts.assertAllowed(limitKeys);
  if (priced.cardAmountCents > 0 && buyer.userId) await assertCardAllowed(ctx, buyer.userId);
  if (untrusted) await ctx.payments.attempts.assertVenueOpen();
  const processor = priced.cardAmountCents > 0 ? (input.processor ?? (await ctx.payments.activeProcessorName())) : null;
  const plan: CheckoutPlan = {
    ...priced,
    processor,
    // A card is kept for an account only (a guest has nothing to pay with it later); a membership
    // always keeps it (the renewals pay with it).
    // A card already on file is not stored again.
    storeCard:
      !onFile &&
      (Boolean(input.storeCard) || rules.keepCard || priced.lines.some((l) => l.type === 'membership')) &&
      priced.cardAmountCents > 0 &&
      Boolean(buyer.userId),
  };
  const at = ctx.now().toISOString();
  try {
    await ctx.store.append(
      checkoutStream(ctx.config.VENUE_ID, orderId),
      [CheckoutStarted.create({ bookingId: orderId, plan, startedAt: at }, { actor: buyer.actor, occurredAt: at })],
      { expected: 'no_stream' },
    );
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return replayOrder(ctx, orderId, input);
    throw error;
  }
  const source = {
    sourceId: input.sourceId ?? null,
    processor,
    customerId: onFile?.customerId ?? null,
    hosted: input.hosted ?? null,
    returnUrl: input.canAuthenticate ? siteUrl(ctx, AUTHENTICATION_RETURN_PATH) : null,
  };
  const seen: { last: CheckoutState | null } = { last: null };
  try {
    const { state, position } = await driveOrder(ctx, orderId, buyer.actor, source, (s) => (seen.last = s));
    if (state.outcome?.status === 'failed' && DECLINES.has(state.outcome.code))
      await ctx.payments.attempts.recordDecline(limitKeys, untrusted);
    if (state.outcome?.status === 'failed' && input.hosted?.authentication && !state.charged)
      await giveBackUnclaimed(ctx, input.sourceId!, state);
    return await settled(ctx, orderId, state, position);
  } catch (error) {
    // The card was asked for and the database went away: the order settles in the background (at
    // once, not at the end of its hold) and the buyer reads it from its status URL. Never "503, but paid".
    if (!seen.last?.chargeRequested || !databaseUnavailable(error)) throw error;
    ctx.logger.warn(
      { err: error, orderId },
      'database lost after the charge was requested; settling in the background',
    );
    await requestSettlement(ctx, orderId, seen.last.revision);
    throw stillProcessing(orderId, error);
  }
}

/** The buyer's card on file as the order's source; each such payment needs its own idempotency key. */
async function cardOnFileSource(ctx: AppContext, input: PayOrderInput, buyer: Buyer) {
  if (!input.idempotencyKey) throw new Error('A payment with a card on file needs an idempotency key');
  const card = !buyer.userId
    ? null
    : input.cardOnFileId
      ? await paymentMethod(ctx.knex, buyer.userId, input.cardOnFileId)
      : await cardOnFile(ctx.knex, buyer.userId);
  if (!card)
    throw new AppError('PAYMENT.NO_CARD_ON_FILE', 'You have no card on file. Please enter your card details.', 400);
  return { sourceId: card.cardId, processor: card.processor, customerId: card.customerId };
}

/** Read models a buyer reads right after a failed order: the balances it gave back. */
const UNDO_READ_MODELS = ['bookings', 'credits', 'gift-cards', 'coupons'];

/**
 * The order a key names. The same key and card always name the same order (a repeat charges once);
 * after a declined card, the same key with another card names a fresh attempt, so the new card is tried.
 */
async function orderIdFor(ctx: AppContext, buyer: Buyer, key: string, sourceId: string | null): Promise<string> {
  const first = stableId('checkout', buyer.userId ?? 'guest', key);
  if (!sourceId || sourceId === key) return first;
  const state = await loadCheckout(ctx, first);
  const declined =
    state.outcome?.status === 'failed' &&
    (DECLINES.has(state.outcome.code) || state.outcome.code === AUTHENTICATION_REQUIRED);
  if (!declined || state.chargeRequested?.sourceToken === sourceId) return first;
  return stableId('checkout', buyer.userId ?? 'guest', key, sourceId);
}

/** The outcome of a finished order, or its recorded failure as the error it was. */
async function settled(
  ctx: AppContext,
  orderId: string,
  state: CheckoutState,
  position: string | null,
): Promise<OrderOutcome> {
  if (state.outcome?.status === 'failed') {
    await ctx.projections.waitFor(position, UNDO_READ_MODELS);
    const { authentication } = state.outcome;
    throw new AppError(
      state.outcome.code,
      state.outcome.message,
      state.outcome.httpStatus,
      authentication ? { authentication, orderId } : undefined,
    );
  }
  return orderOutcome(ctx, orderId, state, position);
}

/**
 * Runs the order's steps until it is done. A step that fails before anything is fulfilled turns the
 * order to compensation; one that fails after rolls forward later (recovery). An unknown charge outcome
 * (provider unreachable) stops here with the hold kept, for recovery to settle with the same key.
 */
export async function driveOrder(
  ctx: AppContext,
  orderId: string,
  actor: Actor,
  source: CardSource | null,
  onState?: (state: CheckoutState) => void,
): Promise<{ state: CheckoutState; position: string | null }> {
  let position: string | null = null;
  let unexpected: unknown = null;
  for (;;) {
    const state = await loadCheckout(ctx, orderId);
    onState?.(state);
    const step = nextCheckoutStep(state);
    if (step.kind === 'done') {
      if (unexpected) throw unexpected;
      return { state, position };
    }
    let event;
    try {
      event = await executeStep({ ctx, orderId, state, plan: state.plan!, actor, source }, step);
    } catch (error) {
      if (error instanceof PaymentUnavailableError) throw unknownOutcome();
      // A database outage after the card was asked for is no reason to undo a paid order: it rolls forward.
      if (state.chargeRequested && databaseUnavailable(error)) throw error;
      if (state.compensating || !canCompensate(state)) throw error;
      if (!(error instanceof AppError)) unexpected = error;
      event = compensationOf(orderId, error instanceof AppError ? error : orderFailed());
    }
    if (!event) return { state, position };
    try {
      position = (await appendCheckout(ctx, orderId, event, actor, state.revision)).position;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
}

/**
 * The buyer approved the payment on the bank's page and pays again: the same order, naming the payment
 * the failed attempt (same key) was refused for; it is collected, never charged again. A payment this
 * buyer's order did not name is refused.
 */
async function payApproved(
  ctx: AppContext,
  given: PayOrderInput,
  buyer: Buyer,
  { ref, orderId }: { ref: string; orderId: string },
) {
  if (!given.idempotencyKey) throw unknownApproval();
  const named = await approvalNamedBy(ctx, orderId, ref, buyer);
  const { authenticatedPayment: _a, useCardOnFile: _u, cardOnFileId: _c, storedCard: _s, ...rest } = given;
  return payOrder(
    ctx,
    { ...rest, sourceId: ref, processor: named.processor, hosted: { orderId: null, authentication: true } },
    buyer,
  );
}

const orderFailed = () =>
  new AppError(
    'BOOKING.FAILED',
    'Unable to complete your booking. Please try again or contact support if the problem continues.',
    500,
  );

const unknownOutcome = () =>
  new PaymentUnavailableError(
    'We could not reach the card processor to confirm your payment. Your bay is held while we check; you will not be charged twice. Please try again in a few minutes.',
  );
