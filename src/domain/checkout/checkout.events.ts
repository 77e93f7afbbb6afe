import { z } from 'zod';
import { defineEvent, type EventOf, type DecidedEvent } from '../../eventstore/events';

/** What the checkout will take from each source; fixed when it starts, so recovery knows what to undo. */
export const checkoutPlan = z.object({
  userId: z.string(),
  bayId: z.string(),
  date: z.string(),
  startTime: z.string(),
  duration: z.number(),
  bookingTotalCents: z.number().int(),
  creditsUsed: z.number().min(0),
  creditsValueCents: z.number().int(),
  coupon: z
    .object({
      couponId: z.string(),
      code: z.string(),
      discountCents: z.number().int(),
      creditsGranted: z.number().min(0),
      orderCents: z.number().int(),
    })
    .nullable(),
  giftCard: z.object({ code: z.string(), amountCents: z.number().int() }).nullable(),
  creditOffer: z.object({ offerId: z.string(), credits: z.number(), priceCents: z.number().int() }).nullable(),
  cardAmountCents: z.number().int(),
  processor: z.enum(['square', 'stripe']).nullable(),
});
export type CheckoutPlan = z.infer<typeof checkoutPlan>;

export const CheckoutStarted = defineEvent(
  'CheckoutStarted',
  z.object({ bookingId: z.string(), plan: checkoutPlan, startedAt: z.string() }),
);
/** Written before the provider is called: after a crash, recovery asks the provider again with the same key. */
export const CheckoutChargeRequested = defineEvent(
  'CheckoutChargeRequested',
  z.object({
    bookingId: z.string(),
    processor: z.enum(['square', 'stripe']),
    amountCents: z.number().int(),
    idempotencyKey: z.string(),
    sourceToken: z.string(),
  }),
);
export const CheckoutCharged = defineEvent(
  'CheckoutCharged',
  z.object({
    bookingId: z.string(),
    processor: z.enum(['square', 'stripe']),
    paymentId: z.string(),
    amountCents: z.number().int(),
  }),
);
export const CheckoutCompleted = defineEvent(
  'CheckoutCompleted',
  z.object({
    bookingId: z.string(),
    userId: z.string(),
    paymentId: z.string().nullable(),
    processor: z.string().nullable(),
    cardAmountCents: z.number().int(),
    completedAt: z.string(),
  }),
);
export const CheckoutFailed = defineEvent(
  'CheckoutFailed',
  z.object({
    bookingId: z.string(),
    code: z.string(),
    message: z.string(),
    status: z.number().int(),
    failedAt: z.string(),
  }),
);
export const CheckoutRefunded = defineEvent(
  'CheckoutRefunded',
  z.object({
    bookingId: z.string(),
    cancellationEventId: z.string(),
    cardRefundCents: z.number().int(),
    refundId: z.string().nullable(),
    giftCardRefundCents: z.number().int(),
    creditsRefunded: z.number(),
    refundedAt: z.string(),
  }),
);
export const CheckoutRefundFailed = defineEvent(
  'CheckoutRefundFailed',
  z.object({ bookingId: z.string(), cancellationEventId: z.string(), message: z.string(), failedAt: z.string() }),
);

export type CheckoutEvent =
  | EventOf<typeof CheckoutStarted>
  | EventOf<typeof CheckoutChargeRequested>
  | EventOf<typeof CheckoutCharged>
  | EventOf<typeof CheckoutCompleted>
  | EventOf<typeof CheckoutFailed>
  | EventOf<typeof CheckoutRefunded>
  | EventOf<typeof CheckoutRefundFailed>;

export type CheckoutEventLike = DecidedEvent<CheckoutEvent>;

export const CHECKOUT_EVENT_TYPES = [
  CheckoutStarted.type,
  CheckoutChargeRequested.type,
  CheckoutCharged.type,
  CheckoutCompleted.type,
  CheckoutFailed.type,
  CheckoutRefunded.type,
  CheckoutRefundFailed.type,
];

export const checkoutStream = (bookingId: string) => `checkout-${bookingId}`;

export interface CheckoutState {
  plan: CheckoutPlan | null;
  startedAt: string | null;
  chargeRequested: {
    processor: 'square' | 'stripe';
    amountCents: number;
    idempotencyKey: string;
    sourceToken: string;
  } | null;
  charged: { processor: 'square' | 'stripe'; paymentId: string; amountCents: number } | null;
  outcome:
    | { status: 'completed'; paymentId: string | null }
    | { status: 'failed'; code: string; message: string; httpStatus: number }
    | null;
  refunds: Record<string, { cardRefundCents: number }>;
  revision: bigint | 'no_stream';
}

export function evolveCheckout(state: CheckoutState, event: CheckoutEventLike): CheckoutState {
  switch (event.type) {
    case 'CheckoutStarted':
      return { ...state, plan: event.data.plan, startedAt: event.data.startedAt };
    case 'CheckoutChargeRequested':
      return { ...state, chargeRequested: event.data };
    case 'CheckoutCharged':
      return { ...state, charged: event.data };
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

export const initialCheckout = (): CheckoutState => ({
  plan: null,
  startedAt: null,
  chargeRequested: null,
  charged: null,
  outcome: null,
  refunds: {},
  revision: 'no_stream',
});
