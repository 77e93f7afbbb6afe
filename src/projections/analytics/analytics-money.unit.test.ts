import type { CheckoutPlan, PlannedLine } from '../../domain/checkout/checkout.events';
import { PRODUCT_LABELS } from '../../contracts/analytics/analytics';
import { WAITLIST_OFFER_LINE } from '../../contracts/waitlist/waitlist';
import { cardShares, lineValues, refundShares, split } from './analytics-money';

const line = (type: string, amountCents: number, extra: Partial<PlannedLine> = {}): PlannedLine => ({
  type,
  label: type,
  amountCents,
  data: {},
  creditHours: 0,
  couponEligible: false,
  chargeMetadata: {},
  ...extra,
});

const plan = (lines: PlannedLine[], patch: Partial<CheckoutPlan> = {}): CheckoutPlan => ({
  userId: 'u1',
  lines,
  subtotalCents: lines.reduce((s, l) => s + l.amountCents, 0),
  creditsUsed: 0,
  creditsValueCents: 0,
  coupon: null,
  giftCard: null,
  cardAmountCents: 0,
  processor: 'square',
  storeCard: false,
  fingerprint: '',
  ...patch,
});

describe('splitting an order’s money over its products', () => {
  it('splits an amount in proportion, the parts adding up to it exactly', () => {
    expect(split(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(split(1000, [7000, 1800])).toEqual([795, 205]);
    expect(split(10, [0, 0])).toEqual([5, 5]);
    expect(split(0, [5, 5])).toEqual([0, 0]);
  });

  it('takes credits off the line they pay for and the coupon off the eligible lines', () => {
    const values = lineValues(
      plan(
        [
          line('booking', 10500, { creditHours: 3, couponEligible: true }),
          line('credit-offer', 1800),
          line('extension', 1750, { couponEligible: true }),
        ],
        {
          creditsUsed: 1,
          creditsValueCents: 3500,
          coupon: { couponId: 'c', code: 'TEN', discountCents: 875, creditsGranted: 0, orderCents: 8750 },
        },
      ),
    );
    expect(values).toEqual([
      { product: 'bookings', cents: 7000 - 700, unit: true },
      { product: 'credit_offers', cents: 1800, unit: true },
      { product: 'bookings', cents: 1750 - 175, unit: false },
    ]);
  });

  it('files a slot booked from a waitlist offer under its own group, Waitlist bookings, not Other', () => {
    const [waitlist] = lineValues(plan([line(WAITLIST_OFFER_LINE, 7000)]));
    expect(waitlist).toEqual({ product: 'waitlist_bookings', cents: 7000, unit: true });
    expect(PRODUCT_LABELS[waitlist.product]).toBe('Waitlist bookings');
    const paid = [
      { product: 'credit_offers' as const, cents: 1800, unit: true },
      { product: 'waitlist_bookings' as const, cents: 7000, unit: true },
    ];
    expect(refundShares(paid, 3500).map((l) => l.cents)).toEqual([0, 3500]);
  });

  it('counts only what the card paid: a gift card part was counted when the card was sold', () => {
    const values = lineValues(plan([line('booking', 7000), line('gift-card', 2500)]));
    expect(cardShares(values, 4750).map((l) => l.cents)).toEqual([3500, 1250]);
  });

  it('takes a refund from the bookings first, then from the other lines', () => {
    const paid = [
      { product: 'credit_offers' as const, cents: 1800, unit: true },
      { product: 'bookings' as const, cents: 7000, unit: true },
    ];
    expect(refundShares(paid, 3500).map((l) => l.cents)).toEqual([0, 3500]);
    expect(refundShares(paid, 8000).map((l) => l.cents)).toEqual([1000, 7000]);
  });
});
