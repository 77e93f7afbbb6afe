import type { BankApproval, CheckoutEventLike, CheckoutPlan } from './checkout.events';

type Processor = 'square' | 'stripe';

/** What an order's stream says happened so far. */
export interface CheckoutState {
  plan: CheckoutPlan | null;
  startedAt: string | null;
  held: Record<number, string | null>;
  creditsSpent: boolean;
  giftCardRedeemed: boolean;
  couponRedeemed: boolean;
  chargeRequested: {
    processor: Processor;
    amountCents: number;
    idempotencyKey: string;
    sourceToken: string;
    customerId: string | null;
    hosted: { orderId: string | null; authentication?: boolean } | null;
    returnUrl: string | null;
  } | null;
  charged: { processor: Processor; paymentId: string; amountCents: number } | null;
  cardStored: {
    processor: Processor;
    customerId: string;
    cardId: string;
    brand: string | null;
    last4: string | null;
  } | null;
  /** Why the provider would not keep the card (the order went on without it). */
  cardStoreFailed: string | null;
  fulfilled: Record<number, string | null>;
  compensating: {
    code: string;
    message: string;
    status: number;
    authentication: BankApproval | null;
  } | null;
  undone: string[];
  outcome:
    | { status: 'completed'; paymentId: string | null }
    | { status: 'failed'; code: string; message: string; httpStatus: number; authentication: BankApproval | null }
    | null;
  refunds: Record<string, { cardRefundCents: number }>;
  revision: bigint | 'no_stream';
}

export const initialCheckout = (): CheckoutState => ({
  plan: null,
  startedAt: null,
  held: {},
  creditsSpent: false,
  giftCardRedeemed: false,
  couponRedeemed: false,
  chargeRequested: null,
  charged: null,
  cardStored: null,
  cardStoreFailed: null,
  fulfilled: {},
  compensating: null,
  undone: [],
  outcome: null,
  refunds: {},
  revision: 'no_stream',
});

export function evolveCheckout(state: CheckoutState, event: CheckoutEventLike): CheckoutState {
  switch (event.type) {
    case 'CheckoutStarted':
      return { ...state, plan: event.data.plan, startedAt: event.data.startedAt };
    case 'CheckoutLineHeld':
      return { ...state, held: { ...state.held, [event.data.index]: event.data.reference } };
    case 'CheckoutCreditsSpent':
      return { ...state, creditsSpent: true };
    case 'CheckoutGiftCardRedeemed':
      return { ...state, giftCardRedeemed: true };
    case 'CheckoutCouponRedeemed':
      return { ...state, couponRedeemed: true };
    case 'CheckoutChargeRequested':
      return { ...state, chargeRequested: event.data };
    case 'CheckoutCharged':
      return { ...state, charged: event.data };
    case 'CheckoutCardStored':
      return { ...state, cardStored: event.data };
    case 'CheckoutCardStoreFailed':
      return { ...state, cardStoreFailed: event.data.message };
    case 'CheckoutLineFulfilled':
      return { ...state, fulfilled: { ...state.fulfilled, [event.data.index]: event.data.reference } };
    case 'CheckoutCompensationStarted':
      return {
        ...state,
        compensating: {
          code: event.data.code,
          message: event.data.message,
          status: event.data.status,
          authentication: event.data.authentication ?? null,
        },
      };
    case 'CheckoutStepUndone':
      return { ...state, undone: [...state.undone, event.data.step] };
    case 'CheckoutCompleted':
      return { ...state, outcome: { status: 'completed', paymentId: event.data.paymentId } };
    case 'CheckoutFailed':
      return {
        ...state,
        outcome: {
          status: 'failed',
          code: event.data.code,
          message: event.data.message,
          httpStatus: event.data.status,
          authentication: event.data.authentication ?? null,
        },
      };
    case 'CheckoutRefunded':
      return {
        ...state,
        refunds: {
          ...state.refunds,
          [event.data.cancellationEventId]: { cardRefundCents: event.data.cardRefundCents },
        },
      };
    case 'CheckoutRefundFailed':
      return state;
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

/** The one thing the order does next; each is carried out by a small executor that records its event. */
export type CheckoutStep =
  | { kind: 'hold'; index: number }
  | { kind: 'spend-credits' }
  | { kind: 'redeem-gift-card' }
  | { kind: 'redeem-coupon' }
  | { kind: 'request-charge' }
  | { kind: 'charge' }
  | { kind: 'store-card' }
  | { kind: 'fulfil'; index: number }
  | { kind: 'complete' }
  | { kind: 'undo'; step: string }
  | { kind: 'fail' }
  | { kind: 'done' };

const lineIndexes = (plan: CheckoutPlan) => plan.lines.map((_, i) => i);

/**
 * The order's decider: given what happened, the next step. Forward: hold every line, spend credits,
 * redeem gift card and coupon, charge the card, store it when asked, fulfil every line, complete.
 * Once a line is fulfilled the order only rolls forward. Compensating: undo in reverse, then fail.
 */
export function nextCheckoutStep(state: CheckoutState): CheckoutStep {
  const plan = state.plan;
  if (!plan || state.outcome) return { kind: 'done' };
  if (state.compensating) return nextUndo(state, plan);
  const unheld = lineIndexes(plan).find((i) => !(i in state.held));
  if (unheld !== undefined) return { kind: 'hold', index: unheld };
  if (plan.creditsUsed > 0 && !state.creditsSpent) return { kind: 'spend-credits' };
  if (plan.giftCard && !state.giftCardRedeemed) return { kind: 'redeem-gift-card' };
  if (plan.coupon && !state.couponRedeemed) return { kind: 'redeem-coupon' };
  if (plan.cardAmountCents > 0) {
    if (!state.chargeRequested) return { kind: 'request-charge' };
    if (!state.charged) return { kind: 'charge' };
  }
  if (plan.storeCard && state.charged && !state.cardStored && !state.cardStoreFailed) return { kind: 'store-card' };
  const unfulfilled = lineIndexes(plan).find((i) => !(i in state.fulfilled));
  if (unfulfilled !== undefined) return { kind: 'fulfil', index: unfulfilled };
  return { kind: 'complete' };
}

/**
 * Undo steps, newest effect first, each named once so a repeat run skips what is already undone. Every
 * planned source and line is undone whether or not its progress event was written (a crash can fall
 * between an effect and its record): each undo is keyed by the order id and is a no-op when nothing
 * happened. A charge is refunded only when known to be taken; recovery settles an unknown one first.
 */
export function undoSteps(state: CheckoutState, plan: CheckoutPlan): string[] {
  const steps: string[] = [];
  if (state.charged) steps.push('charge');
  if (plan.coupon) steps.push('coupon');
  if (plan.giftCard) steps.push('gift-card');
  if (plan.creditsUsed > 0) steps.push('credits');
  for (const i of lineIndexes(plan).reverse()) steps.push(`line-${i}`);
  return steps;
}

function nextUndo(state: CheckoutState, plan: CheckoutPlan): CheckoutStep {
  const step = undoSteps(state, plan).find((s) => !state.undone.includes(s));
  return step ? { kind: 'undo', step } : { kind: 'fail' };
}

/** Whether the order may still be undone: nothing fulfilled yet (fulfilment only rolls forward). */
export function canCompensate(state: CheckoutState): boolean {
  return Object.keys(state.fulfilled).length === 0;
}
