import { z } from 'zod';
import { defineEvent, type EventOf, type DecidedEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/** One thing the order sells, priced and fixed when the order starts: its type's module holds and fulfils it. */
export const plannedLine = z.object({
  type: z.string(),
  label: z.string(),
  amountCents: z.number().int(),
  /** What the line type needs to hold, fulfil and undo it (a booking's bay, date and quote...). */
  data: z.record(z.string(), z.unknown()),
  /** Booking hours credits may pay for (0: credits cannot pay for this line). */
  creditHours: z.number().min(0).default(0),
  couponEligible: z.boolean().default(false),
  /** Facts the card processor keeps with the charge (ids a venue looks a payment up by). */
  chargeMetadata: z.record(z.string(), z.string()).default({}),
});
export type PlannedLine = z.infer<typeof plannedLine>;

/**
 * What the order will take from each source; fixed when it starts, so recovery knows what to undo.
 * Version 2 sells lines of any type; version 1 (a bay booking plus an optional credit offer) is upcast.
 */
export const checkoutPlan = z.object({
  userId: z.string().nullable(),
  lines: z.array(plannedLine).min(1),
  subtotalCents: z.number().int(),
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
  cardAmountCents: z.number().int(),
  processor: z.enum(['square', 'stripe']).nullable(),
  storeCard: z.boolean().default(false),
  /** A hash of what the customer asked for: the same idempotency key with another request is refused. */
  fingerprint: z.string().default(''),
});
export type CheckoutPlan = z.infer<typeof checkoutPlan>;

type PlanV1 = Record<string, unknown> & {
  userId: string;
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  bookingTotalCents: number;
  creditOffer?: { offerId: string; credits: number; priceCents: number } | null;
};

/** A version 1 plan (one booking, maybe a credit offer) as the lines it sold. */
function upcastPlan(plan: PlanV1, bookingId: string): CheckoutPlan {
  const { bayId, date, startTime, duration, bookingTotalCents, creditOffer, ...rest } = plan;
  const lines: PlannedLine[] = [
    {
      type: 'booking',
      label: `Bay booking ${date} ${String(startTime).slice(0, 5)}`,
      amountCents: bookingTotalCents,
      data: { bookingId, bayId, date, startTime, duration },
      creditHours: duration,
      couponEligible: true,
      chargeMetadata: {},
    },
  ];
  if (creditOffer)
    lines.push({
      type: 'credit-offer',
      label: 'Credit offer',
      amountCents: creditOffer.priceCents,
      data: { ...creditOffer },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: {},
    });
  return {
    ...(rest as unknown as CheckoutPlan),
    lines,
    subtotalCents: bookingTotalCents + (creditOffer?.priceCents ?? 0),
    storeCard: false,
    fingerprint: '',
  };
}

/** `bookingId` is the order id (for an order that sells a booking, that booking's id too). */
export const CheckoutStarted = defineEvent(
  'CheckoutStarted',
  z.object({ bookingId: z.string(), plan: checkoutPlan, startedAt: z.string() }),
  {
    version: 2,
    upcast: (data) => {
      const d = data as { bookingId: string; plan: PlanV1; startedAt: string };
      return { ...d, plan: upcastPlan(d.plan, d.bookingId) };
    },
  },
);
/**
 * The bank wants the present buyer to approve the payment (3-D Secure): its page, and the payment the
 * buyer names when paying again after approving (the order that failed for it says which).
 */
const bankApproval = z
  .object({ ref: z.string(), url: z.string(), processor: z.enum(['square', 'stripe']) })
  .nullable()
  .default(null);
export type BankApproval = NonNullable<z.output<typeof bankApproval>>;

/** Written before the provider is called: after a crash, recovery asks the provider again with the same key. */
export const CheckoutChargeRequested = defineEvent(
  'CheckoutChargeRequested',
  z.object({
    bookingId: z.string(),
    processor: z.enum(['square', 'stripe']),
    amountCents: z.number().int(),
    idempotencyKey: z.string(),
    sourceToken: z.string(),
    /** Set when the source is a card on file: the provider customer it is charged off-session for. */
    customerId: z.string().nullable().default(null),
    /** Set when the source is a hosted checkout page (its id is the source token): collected, not charged. */
    hosted: z
      .object({
        orderId: z.string().nullable(),
        /** The source is a payment its holder approved with their bank (3-D Secure) on the provider's page. */
        authentication: z.boolean().optional(),
      })
      .nullable()
      .default(null),
    /** The buyer is in the payment dialog and can approve with their bank: where the bank's page returns. */
    returnUrl: z.string().nullable().default(null),
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
    userId: z.string().nullable(),
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
    authentication: bankApproval,
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

/** Progress of an order's steps: each written after its effect, so the process knows where it stands. */
const orderRef = { bookingId: z.string() };
export const CheckoutLineHeld = defineEvent(
  'CheckoutLineHeld',
  z.object({ ...orderRef, index: z.number().int().min(0), reference: z.string().nullable() }),
);
export const CheckoutCreditsSpent = defineEvent('CheckoutCreditsSpent', z.object({ ...orderRef, amount: z.number() }));
export const CheckoutGiftCardRedeemed = defineEvent(
  'CheckoutGiftCardRedeemed',
  z.object({ ...orderRef, code: z.string(), amountCents: z.number().int() }),
);
export const CheckoutCouponRedeemed = defineEvent(
  'CheckoutCouponRedeemed',
  z.object({ ...orderRef, couponId: z.string() }),
);
export const CheckoutCardStored = defineEvent(
  'CheckoutCardStored',
  z.object({
    ...orderRef,
    userId: z.string(),
    processor: z.enum(['square', 'stripe']),
    customerId: z.string(),
    cardId: z.string(),
    brand: z.string().nullable(),
    last4: z.string().nullable(),
    expMonth: z.number().int().nullable().default(null),
    expYear: z.number().int().nullable().default(null),
  }),
);
/** The provider would not keep the card: the order goes on (the customer paid), the card is not on file. */
export const CheckoutCardStoreFailed = defineEvent(
  'CheckoutCardStoreFailed',
  z.object({ ...orderRef, message: z.string() }),
);
export const CheckoutLineFulfilled = defineEvent(
  'CheckoutLineFulfilled',
  z.object({ ...orderRef, index: z.number().int().min(0), reference: z.string().nullable() }),
);
/** The order will not complete: what it did is undone step by step, then CheckoutFailed closes it. */
export const CheckoutCompensationStarted = defineEvent(
  'CheckoutCompensationStarted',
  z.object({
    ...orderRef,
    code: z.string(),
    message: z.string(),
    status: z.number().int(),
    authentication: bankApproval,
  }),
);
export const CheckoutStepUndone = defineEvent(
  'CheckoutStepUndone',
  z.object({ ...orderRef, step: z.string(), refundId: z.string().nullable().default(null) }),
);

export type CheckoutEvent =
  | EventOf<typeof CheckoutStarted>
  | EventOf<typeof CheckoutChargeRequested>
  | EventOf<typeof CheckoutCharged>
  | EventOf<typeof CheckoutCompleted>
  | EventOf<typeof CheckoutFailed>
  | EventOf<typeof CheckoutRefunded>
  | EventOf<typeof CheckoutRefundFailed>;

/** Every event of an order's stream: the outcome events above plus the process's step events. */
export type CheckoutProcessEvent =
  | CheckoutEvent
  | EventOf<typeof CheckoutLineHeld>
  | EventOf<typeof CheckoutCreditsSpent>
  | EventOf<typeof CheckoutGiftCardRedeemed>
  | EventOf<typeof CheckoutCouponRedeemed>
  | EventOf<typeof CheckoutCardStored>
  | EventOf<typeof CheckoutCardStoreFailed>
  | EventOf<typeof CheckoutLineFulfilled>
  | EventOf<typeof CheckoutCompensationStarted>
  | EventOf<typeof CheckoutStepUndone>;

export type CheckoutEventLike = DecidedEvent<CheckoutProcessEvent>;

export const CHECKOUT_EVENT_TYPES = [
  CheckoutStarted.type,
  CheckoutChargeRequested.type,
  CheckoutCharged.type,
  CheckoutCompleted.type,
  CheckoutFailed.type,
  CheckoutRefunded.type,
  CheckoutRefundFailed.type,
];

export const checkoutStream = (venue: string, orderId: string) => venueStream('checkout', venue, orderId);
