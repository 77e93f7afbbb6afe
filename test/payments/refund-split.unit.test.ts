import fc from 'fast-check';
import { giftCardDecider, type GiftCardState } from '../../src/domain/gift-cards/gift-card.decider';
import { creditsBack, splitRefund, type PaidPart } from '../../src/domain/payments/refund-split';

const card = (orderId: string, cents: number): PaidPart => ({ orderId, source: 'card', cents });
const gift = (orderId: string, cents: number): PaidPart => ({ orderId, source: 'gift', cents });
const back = (parts: PaidPart[], refund: number) => splitRefund(parts, refund).map((p) => p.refundCents);

describe('splitting a booking refund over the payments that paid for it', () => {
  it('gives each payment back what it paid on a full refund: the booking and its extension', () => {
    expect(back([card('booking', 3500), card('extension', 3500)], 7000)).toEqual([3500, 3500]);
  });

  it('splits a partial refund in the proportions paid, to the cent, the remainder to the earlier payment', () => {
    expect(back([card('booking', 3500), card('extension', 3500)], 3500)).toEqual([1750, 1750]);
    expect(back([card('booking', 3500), card('extension', 1750)], 2625)).toEqual([1750, 875]);
    expect(back([card('booking', 3333), card('extension', 3333)], 3333)).toEqual([1667, 1666]);
    expect(back([gift('booking', 2000), card('booking', 5000)], 5000)).toEqual([1429, 3571]);
    expect(back([card('booking', 1), card('extension', 1), card('other', 1)], 2)).toEqual([1, 1, 0]);
  });

  it('never gives back more than was paid, nor more than promised', () => {
    expect(back([gift('booking', 2000), card('booking', 5000)], 9000)).toEqual([2000, 5000]);
    expect(back([card('booking', 3500)], 0)).toEqual([0]);
  });

  it('gives credits back by the refund percentage, in half-credit steps rounded down', () => {
    expect([
      creditsBack(1, 100),
      creditsBack(1, 50),
      creditsBack(3, 50),
      creditsBack(1, 40),
      creditsBack(2, 0),
    ]).toEqual([1, 0.5, 1.5, 0, 0]);
  });

  it('always adds up to the promised refund (up to what was paid), each part within what it paid', () => {
    const part = fc.record({
      orderId: fc.constantFrom('a', 'b', 'c'),
      source: fc.constantFrom('card' as const, 'gift' as const),
      cents: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 700_000 }), (parts, r) => {
        const split = splitRefund(parts, r);
        const paid = parts.reduce((s, p) => s + p.cents, 0);
        expect(split.reduce((s, p) => s + p.refundCents, 0)).toBe(Math.min(r, paid));
        split.forEach((p) => {
          expect(Number.isInteger(p.refundCents)).toBe(true);
          expect(p.refundCents).toBeGreaterThanOrEqual(0);
          expect(p.refundCents).toBeLessThanOrEqual(p.cents);
        });
        expect(splitRefund(parts, r)).toEqual(split);
      }),
    );
  });
});

describe('reversing a gift card redemption up to a total', () => {
  it('gives the value back once: a retried reversal to the same total changes nothing', () => {
    const code = 'ABCDEFGHJKMNPQRS';
    const issued = giftCardDecider.evolve(giftCardDecider.initialState(), {
      type: 'GiftCardIssued',
      data: { code, amountCents: 2500 },
    } as never) as GiftCardState;
    const redeem = { type: 'RedeemGiftCard' as const, code, redemptionId: 'b1', amountCents: 2000, userId: null };
    let state = giftCardDecider.decide(redeem, issued).reduce(giftCardDecider.evolve, issued);
    const reverse = {
      type: 'ReverseGiftCardRedemption' as const,
      code,
      redemptionId: 'b1',
      reason: 'Booking cancelled',
      reversedTotalCents: 1000,
    };
    state = giftCardDecider.decide(reverse, state).reduce(giftCardDecider.evolve, state);
    expect(state.status === 'active' && state.balanceCents).toBe(1500);
    expect(giftCardDecider.decide(reverse, state)).toEqual([]);
  });
});
