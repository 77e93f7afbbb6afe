import type { CheckoutEventLike, CheckoutPlan, PlannedLine } from './checkout.events';
import { evolveCheckout, initialCheckout, nextCheckoutStep, type CheckoutStep } from './checkout.process';

const line = (type: string, amountCents: number): PlannedLine => ({
  type,
  label: type,
  amountCents,
  data: {},
  creditHours: type === 'booking' ? 2 : 0,
  couponEligible: type === 'booking',
  chargeMetadata: {},
});

const plan = (extra: Partial<CheckoutPlan> = {}): CheckoutPlan => ({
  userId: 'u1',
  lines: [line('booking', 7000), line('credit-offer', 1800)],
  subtotalCents: 8800,
  creditsUsed: 1,
  creditsValueCents: 3500,
  coupon: { couponId: 'c1', code: 'SAVE', discountCents: 500, creditsGranted: 0, orderCents: 3500 },
  giftCard: { code: 'GIFT', amountCents: 1000 },
  cardAmountCents: 3800,
  processor: 'square',
  storeCard: false,
  fingerprint: 'f',
  ...extra,
});

const order = 'o1';
const started = (p: CheckoutPlan): CheckoutEventLike => ({
  type: 'CheckoutStarted',
  data: { bookingId: order, plan: p, startedAt: '2026-11-23T10:00:00Z' },
});
const held = (index: number): CheckoutEventLike => ({
  type: 'CheckoutLineHeld',
  data: { bookingId: order, index, reference: null },
});
const fulfilled = (index: number): CheckoutEventLike => ({
  type: 'CheckoutLineFulfilled',
  data: { bookingId: order, index, reference: null },
});
const charged: CheckoutEventLike = {
  type: 'CheckoutCharged',
  data: { bookingId: order, processor: 'square', paymentId: 'p1', amountCents: 3800 },
};
const chargeRequested: CheckoutEventLike = {
  type: 'CheckoutChargeRequested',
  data: {
    bookingId: order,
    processor: 'square',
    amountCents: 3800,
    idempotencyKey: 'k',
    sourceToken: 't',
    customerId: null,
    hosted: null,
    returnUrl: null,
  },
};
const compensating: CheckoutEventLike = {
  type: 'CheckoutCompensationStarted',
  data: {
    bookingId: order,
    code: 'PAYMENT.DECLINED',
    message: 'Your card was declined.',
    status: 402,
    authentication: null,
  },
};
const undone = (step: string): CheckoutEventLike => ({
  type: 'CheckoutStepUndone',
  data: { bookingId: order, step, refundId: null },
});

/** Given these events of the order's stream, then this is the next step. */
function given(...events: CheckoutEventLike[]): CheckoutStep {
  return nextCheckoutStep(events.reduce(evolveCheckout, initialCheckout()));
}

describe('the paid order process', () => {
  it('does nothing for an order that never started', () => {
    expect(given()).toEqual({ kind: 'done' });
  });

  it('holds every line before any money moves', () => {
    expect(given(started(plan()))).toEqual({ kind: 'hold', index: 0 });
    expect(given(started(plan()), held(0))).toEqual({ kind: 'hold', index: 1 });
  });

  it('takes credits, then the gift card, then the coupon, then asks to charge the card', () => {
    const base = [started(plan()), held(0), held(1)];
    expect(given(...base)).toEqual({ kind: 'spend-credits' });
    const spent: CheckoutEventLike = { type: 'CheckoutCreditsSpent', data: { bookingId: order, amount: 1 } };
    expect(given(...base, spent)).toEqual({ kind: 'redeem-gift-card' });
    const gift: CheckoutEventLike = {
      type: 'CheckoutGiftCardRedeemed',
      data: { bookingId: order, code: 'GIFT', amountCents: 1000 },
    };
    expect(given(...base, spent, gift)).toEqual({ kind: 'redeem-coupon' });
    const coupon: CheckoutEventLike = { type: 'CheckoutCouponRedeemed', data: { bookingId: order, couponId: 'c1' } };
    expect(given(...base, spent, gift, coupon)).toEqual({ kind: 'request-charge' });
    expect(given(...base, spent, gift, coupon, chargeRequested)).toEqual({ kind: 'charge' });
    expect(given(...base, spent, gift, coupon, chargeRequested, charged)).toEqual({ kind: 'fulfil', index: 0 });
  });

  it('skips the card when nothing is left to pay, and completes after every line is fulfilled', () => {
    const free = plan({
      creditsUsed: 0,
      coupon: null,
      giftCard: null,
      cardAmountCents: 0,
      lines: [line('booking', 0)],
    });
    expect(given(started(free), held(0))).toEqual({ kind: 'fulfil', index: 0 });
    expect(given(started(free), held(0), fulfilled(0))).toEqual({ kind: 'complete' });
  });

  it('stores the card after the charge when the order asks to keep it on file', () => {
    const keep = plan({ creditsUsed: 0, coupon: null, giftCard: null, storeCard: true });
    expect(given(started(keep), held(0), held(1), chargeRequested, charged)).toEqual({ kind: 'store-card' });
  });

  it('goes on to fulfil when the provider would not keep the card (the customer paid)', () => {
    const keep = plan({ creditsUsed: 0, coupon: null, giftCard: null, storeCard: true });
    const notKept: CheckoutEventLike = {
      type: 'CheckoutCardStoreFailed',
      data: { bookingId: order, message: 'Square refused the card' },
    };
    expect(given(started(keep), held(0), held(1), chargeRequested, charged, notKept)).toEqual({
      kind: 'fulfil',
      index: 0,
    });
  });

  it('undoes in reverse once compensating: refund, coupon, gift card, credits, then the lines, then fails', () => {
    const history = [started(plan()), held(0), held(1), chargeRequested, charged, compensating];
    const steps: string[] = [];
    const events = [...history];
    for (;;) {
      const step = given(...events);
      if (step.kind !== 'undo') {
        expect(step).toEqual({ kind: 'fail' });
        break;
      }
      steps.push(step.step);
      events.push(undone(step.step));
    }
    expect(steps).toEqual(['charge', 'coupon', 'gift-card', 'credits', 'line-1', 'line-0']);
  });

  it('undoes every planned source even when a crash lost its progress record', () => {
    expect(given(started(plan()), compensating)).toEqual({ kind: 'undo', step: 'coupon' });
  });

  it('is done once the order completed or failed', () => {
    const completed: CheckoutEventLike = {
      type: 'CheckoutCompleted',
      data: {
        bookingId: order,
        userId: 'u1',
        paymentId: 'p1',
        processor: 'square',
        cardAmountCents: 3800,
        completedAt: 'x',
      },
    };
    expect(given(started(plan()), completed)).toEqual({ kind: 'done' });
    const failed: CheckoutEventLike = {
      type: 'CheckoutFailed',
      data: { bookingId: order, code: 'X', message: 'x', status: 409, failedAt: 'x', authentication: null },
    };
    expect(given(started(plan()), compensating, failed)).toEqual({ kind: 'done' });
  });
});
