import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import type { Decider } from '../decider';
import {
  CouponActivated,
  CouponCreated,
  CouponDeactivated,
  CouponRedeemed,
  CouponRedemptionReversed,
  CouponUpdated,
  couponTerms,
  type CouponEventLike,
  type CouponTerms,
} from './coupon.events';

interface Redemption {
  userId: string;
  discountCents: number;
  reversed: boolean;
}

export type CouponState =
  | { status: 'none' }
  | ({
      status: 'active' | 'inactive';
      couponId: string;
      code: string;
      redemptions: Record<string, Redemption>;
    } & CouponTerms);

export type CouponCommand =
  | ({ type: 'CreateCoupon'; couponId: string; code: string } & CouponTerms)
  | ({ type: 'UpdateCoupon'; couponId: string } & CouponTerms)
  | { type: 'SetCouponActive'; couponId: string; active: boolean }
  | {
      type: 'RedeemCoupon';
      couponId: string;
      redemptionId: string;
      userId: string;
      orderCents: number;
      context: string;
      now: Date;
    }
  | { type: 'ReverseCouponRedemption'; couponId: string; redemptionId: string; reason: string };

export type CouponEvaluation =
  { valid: true; discountCents: number; creditsGranted: number } | { valid: false; error: string };

const liveUses = (s: Extract<CouponState, { redemptions: unknown }>, userId?: string) =>
  Object.values(s.redemptions).filter((r) => !r.reversed && (userId === undefined || r.userId === userId)).length;

/** The spec's coupon rules; the discount never exceeds the order (the total never goes below 0). */
export function evaluateCoupon(
  state: CouponState,
  input: { userId: string; orderCents: number; context: string; now: Date },
): CouponEvaluation {
  if (state.status === 'none') return { valid: false, error: 'Invalid coupon code' };
  if (state.status === 'inactive') return { valid: false, error: 'This coupon is no longer active' };
  if (state.expiresAt && new Date(state.expiresAt).getTime() <= input.now.getTime())
    return { valid: false, error: 'This coupon has expired' };
  if (state.context !== 'any' && state.context !== input.context)
    return { valid: false, error: 'This coupon cannot be applied to your order.' };
  if (state.maxUses !== null && liveUses(state) >= state.maxUses)
    return { valid: false, error: 'This coupon has reached its usage limit' };
  if (state.maxUsesPerUser !== null && liveUses(state, input.userId) >= state.maxUsesPerUser) {
    return { valid: false, error: 'You have already used this coupon the maximum number of times' };
  }
  if (input.orderCents < state.minimumOrderCents) {
    return {
      valid: false,
      error: `This coupon requires a minimum order of ${formatMoney(state.minimumOrderCents)}`,
    };
  }
  const raw =
    state.discountType === 'percentage'
      ? Math.round((input.orderCents * state.discountValue) / 100)
      : state.discountValue;
  return {
    valid: true,
    discountCents: Math.max(0, Math.min(raw, input.orderCents)),
    creditsGranted: state.creditsGranted,
  };
}

const TERM_KEYS = Object.keys(couponTerms.shape) as (keyof CouponTerms)[];

/** Just the coupon's terms (the fields of `couponTerms`), copied off an event or command. */
function terms(c: CouponTerms): CouponTerms {
  return Object.fromEntries(TERM_KEYS.map((key) => [key, c[key]])) as CouponTerms;
}

export const couponDecider: Decider<CouponState, CouponCommand, CouponEventLike> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    if (event.type === 'CouponCreated') {
      return {
        status: 'active',
        couponId: event.data.couponId,
        code: event.data.code,
        redemptions: {},
        ...terms(event.data),
      };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'CouponUpdated':
        return { ...state, ...terms(event.data) };
      case 'CouponDeactivated':
        return { ...state, status: 'inactive' };
      case 'CouponActivated':
        return { ...state, status: 'active' };
      case 'CouponRedeemed':
        return {
          ...state,
          redemptions: {
            ...state.redemptions,
            [event.data.redemptionId]: {
              userId: event.data.userId,
              discountCents: event.data.discountCents,
              reversed: false,
            },
          },
        };
      case 'CouponRedemptionReversed': {
        const r = state.redemptions[event.data.redemptionId];
        return r
          ? { ...state, redemptions: { ...state.redemptions, [event.data.redemptionId]: { ...r, reversed: true } } }
          : state;
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
  decide(command, state) {
    if (command.type === 'CreateCoupon') {
      if (state.status !== 'none') throw new ConflictError('This coupon already exists', 'COUPON.EXISTS');
      const { type: _t, ...data } = command;
      return [CouponCreated.create(data)];
    }
    if (state.status === 'none') throw new NotFoundError('Coupon not found', 'COUPON.NOT_FOUND');
    switch (command.type) {
      case 'UpdateCoupon':
        return [CouponUpdated.create({ couponId: command.couponId, ...terms(command) })];
      case 'SetCouponActive':
        if ((state.status === 'active') === command.active) return [];
        return [
          command.active
            ? CouponActivated.create({ couponId: command.couponId })
            : CouponDeactivated.create({ couponId: command.couponId }),
        ];
      case 'RedeemCoupon': {
        if (state.redemptions[command.redemptionId]) return [];
        const result = evaluateCoupon(state, command);
        if (!result.valid) throw new AppError('COUPON.INVALID', result.error, 409);
        return [
          CouponRedeemed.create({
            couponId: command.couponId,
            redemptionId: command.redemptionId,
            userId: command.userId,
            orderCents: command.orderCents,
            discountCents: result.discountCents,
            creditsGranted: result.creditsGranted,
          }),
        ];
      }
      case 'ReverseCouponRedemption': {
        const r = state.redemptions[command.redemptionId];
        if (!r || r.reversed) return [];
        return [
          CouponRedemptionReversed.create({
            couponId: command.couponId,
            redemptionId: command.redemptionId,
            reason: command.reason,
          }),
        ];
      }
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
