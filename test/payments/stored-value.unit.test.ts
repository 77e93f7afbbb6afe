import { evaluateCoupon, couponDecider, type CouponState } from '../../src/domain/coupons/coupon.decider';
import { creditsDecider, type CreditsCommand, type CreditsState } from '../../src/domain/credits/credits.decider';
import type { CreditsEventLike } from '../../src/domain/credits/credits.events';
import { giftCardDecider } from '../../src/domain/gift-cards/gift-card.decider';

const userId = 'u1';

function given(events: CreditsEventLike[]): CreditsState {
  return events.reduce(creditsDecider.evolve, creditsDecider.initialState());
}
const grant = (
  bucket: 'loyalty' | 'membership' | 'general',
  amount: number,
  operationId = `g-${bucket}-${amount}`,
): CreditsEventLike =>
  ({ type: 'CreditsGranted', data: { userId, bucket, amount, reason: 'test', operationId } }) as CreditsEventLike;
const when = (state: CreditsState, command: CreditsCommand) => creditsDecider.decide(command, state);

describe('the credits ledger', () => {
  it('spends loyalty first, then membership, then general', () => {
    const state = given([grant('general', 2), grant('membership', 1), grant('loyalty', 0.5)]);
    const [event] = when(state, { type: 'SpendCredits', userId, amount: 2.5, reason: 'booking', operationId: 'b1' });
    expect(event).toMatchObject({
      type: 'CreditsSpent',
      data: { amount: 2.5, from: { loyalty: 0.5, membership: 1, general: 1 } },
    });
  });

  it('never lets a bucket go below zero', () => {
    const state = given([grant('general', 1)]);
    expect(() =>
      when(state, { type: 'SpendCredits', userId, amount: 1.5, reason: 'booking', operationId: 'b1' }),
    ).toThrow("You don't have enough credits");
    expect(() =>
      when(state, { type: 'RevokeCredits', userId, bucket: 'loyalty', amount: 1, reason: 'x', operationId: 'r1' }),
    ).toThrow('Only 0 loyalty credits');
  });

  it('refuses amounts that are not half-hour steps', () => {
    expect(() =>
      when(given([grant('general', 5)]), { type: 'SpendCredits', userId, amount: 0.3, reason: 'x', operationId: 'b1' }),
    ).toThrow('half-hour steps');
  });

  it('refunds a spend to the buckets it came from, once', () => {
    let state = given([grant('loyalty', 1), grant('general', 2)]);
    state = when(state, { type: 'SpendCredits', userId, amount: 2, reason: 'b', operationId: 'b1' }).reduce(
      creditsDecider.evolve,
      state,
    );
    const refund = when(state, { type: 'RefundCredits', userId, operationId: 'b1', refundId: 'r1', reason: 'cancel' });
    expect(refund[0]).toMatchObject({
      type: 'CreditsRefunded',
      data: { amount: 2, to: { loyalty: 1, general: 1, membership: 0 } },
    });
    state = refund.reduce(creditsDecider.evolve, state);
    expect(state.balances).toEqual({ loyalty: 1, membership: 0, general: 2 });
    expect(when(state, { type: 'RefundCredits', userId, operationId: 'b1', refundId: 'r1', reason: 'cancel' })).toEqual(
      [],
    );
    expect(when(state, { type: 'RefundCredits', userId, operationId: 'b1', refundId: 'r2', reason: 'again' })).toEqual(
      [],
    );
  });

  it('gives a partial refund back to general before loyalty', () => {
    let state = given([grant('loyalty', 1), grant('general', 2)]);
    state = when(state, { type: 'SpendCredits', userId, amount: 3, reason: 'b', operationId: 'b1' }).reduce(
      creditsDecider.evolve,
      state,
    );
    const [event] = when(state, {
      type: 'RefundCredits',
      userId,
      operationId: 'b1',
      refundId: 'r1',
      reason: 'half',
      amount: 1.5,
    });
    expect(event.data).toMatchObject({ amount: 1.5, to: { general: 1.5, loyalty: 0 } });
  });

  it('is idempotent by operation id for spends and grants', () => {
    let state = given([grant('general', 3, 'g1')]);
    expect(
      when(state, { type: 'GrantCredits', userId, bucket: 'general', amount: 3, reason: 'again', operationId: 'g1' }),
    ).toEqual([]);
    state = when(state, { type: 'SpendCredits', userId, amount: 1, reason: 'b', operationId: 'b1' }).reduce(
      creditsDecider.evolve,
      state,
    );
    expect(when(state, { type: 'SpendCredits', userId, amount: 1, reason: 'b', operationId: 'b1' })).toEqual([]);
  });
});

describe('coupon rules', () => {
  const base = couponDecider.evolve(couponDecider.initialState(), {
    type: 'CouponCreated',
    data: {
      couponId: 'c1',
      code: 'SAVE',
      name: 'Save',
      description: null,
      discountType: 'percentage',
      discountValue: 15,
      creditsGranted: 0,
      expiresAt: '2030-01-01T00:00:00Z',
      maxUses: 2,
      maxUsesPerUser: 1,
      minimumOrderCents: 2000,
      context: 'booking',
    },
  });
  const now = new Date('2029-06-01T00:00:00Z');
  const redeem = (state: CouponState, user: string, id: string) =>
    couponDecider
      .decide(
        {
          type: 'RedeemCoupon',
          couponId: 'c1',
          redemptionId: id,
          userId: user,
          orderCents: 5000,
          context: 'booking',
          now,
        },
        state,
      )
      .reduce(couponDecider.evolve, state);

  it('rounds a percentage discount to the cent', () => {
    expect(evaluateCoupon(base, { userId: 'a', orderCents: 3333, context: 'booking', now })).toEqual({
      valid: true,
      discountCents: 500,
      creditsGranted: 0,
    });
  });

  it('counts uses per user and in total, and a reversed redemption frees its use', () => {
    let state = redeem(base, 'a', 'r1');
    expect(evaluateCoupon(state, { userId: 'a', orderCents: 5000, context: 'booking', now })).toMatchObject({
      valid: false,
    });
    state = redeem(state, 'b', 'r2');
    expect(evaluateCoupon(state, { userId: 'c', orderCents: 5000, context: 'booking', now })).toEqual({
      valid: false,
      error: 'This coupon has reached its usage limit',
    });
    state = couponDecider
      .decide({ type: 'ReverseCouponRedemption', couponId: 'c1', redemptionId: 'r2', reason: 'declined' }, state)
      .reduce(couponDecider.evolve, state);
    expect(evaluateCoupon(state, { userId: 'c', orderCents: 5000, context: 'booking', now })).toMatchObject({
      valid: true,
    });
  });

  it('expires at its expiry instant', () => {
    expect(
      evaluateCoupon(base, {
        userId: 'a',
        orderCents: 5000,
        context: 'booking',
        now: new Date('2030-01-01T00:00:00Z'),
      }),
    ).toEqual({ valid: false, error: 'This coupon has expired' });
  });
});

describe('gift card balance', () => {
  const issued = giftCardDecider.evolve(giftCardDecider.initialState(), {
    type: 'GiftCardIssued',
    data: {
      code: 'ABCDEFGHJKMNPQRS',
      amountCents: 2500,
      purchaseId: 'p',
      paymentId: null,
      processor: null,
      purchaserUserId: null,
      recipientName: 'Sam',
      recipientEmail: null,
      recipientPhone: null,
      senderName: 'Pat',
      senderEmail: null,
      personalMessage: null,
      deliveryMethod: 'pickup',
      deliveryDate: null,
      reason: null,
    },
  });

  it('adjusts with a reason but never below zero, and a voided card can be neither used nor adjusted', () => {
    expect(
      giftCardDecider.decide(
        { type: 'AdjustGiftCard', code: 'ABCDEFGHJKMNPQRS', amountCents: -500, reason: 'r' },
        issued,
      ),
    ).toMatchObject([{ type: 'GiftCardAdjusted', data: { amountCents: -500, reason: 'r' } }]);
    expect(() =>
      giftCardDecider.decide(
        { type: 'AdjustGiftCard', code: 'ABCDEFGHJKMNPQRS', amountCents: -2501, reason: 'r' },
        issued,
      ),
    ).toThrow('The adjustment would take the balance below $0.00.');
    const [voided] = giftCardDecider.decide({ type: 'VoidGiftCard', code: 'ABCDEFGHJKMNPQRS', reason: 'lost' }, issued);
    expect(voided.data).toMatchObject({ balanceCents: 2500, reason: 'lost' });
    const after = giftCardDecider.evolve(issued, voided);
    expect(after).toMatchObject({ balanceCents: 0, voided: true });
    expect(() =>
      giftCardDecider.decide(
        { type: 'RedeemGiftCard', code: 'ABCDEFGHJKMNPQRS', redemptionId: 'b9', amountCents: 100, userId: null },
        after,
      ),
    ).toThrow('This gift card is no longer valid.');
    expect(giftCardDecider.decide({ type: 'VoidGiftCard', code: 'ABCDEFGHJKMNPQRS', reason: 'again' }, after)).toEqual(
      [],
    );
  });

  it('never goes below zero and restores a redemption at most once', () => {
    expect(() =>
      giftCardDecider.decide(
        { type: 'RedeemGiftCard', code: 'ABCDEFGHJKMNPQRS', redemptionId: 'b1', amountCents: 2501, userId: null },
        issued,
      ),
    ).toThrow('balance');
    let state = giftCardDecider
      .decide(
        { type: 'RedeemGiftCard', code: 'ABCDEFGHJKMNPQRS', redemptionId: 'b1', amountCents: 2000, userId: null },
        issued,
      )
      .reduce(giftCardDecider.evolve, issued);
    expect(state.status === 'active' && state.balanceCents).toBe(500);
    const reverse = {
      type: 'ReverseGiftCardRedemption' as const,
      code: 'ABCDEFGHJKMNPQRS',
      redemptionId: 'b1',
      reason: 'x',
    };
    state = giftCardDecider.decide(reverse, state).reduce(giftCardDecider.evolve, state);
    expect(state.status === 'active' && state.balanceCents).toBe(2500);
    expect(giftCardDecider.decide(reverse, state)).toEqual([]);
  });
});
