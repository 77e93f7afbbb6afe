import type { AppContext } from '../../app-context';
import {
  couponDecider,
  evaluateCoupon,
  type CouponCommand,
  type CouponEvaluation,
  type CouponState,
} from '../../domain/coupons/coupon.decider';
import {
  CouponCodeClaimed,
  couponCodeStream,
  couponTerms,
  couponStream,
  normalizeCouponCode,
  type CouponTerms,
} from '../../domain/coupons/coupon.events';
import { WrongExpectedVersionError, type Actor } from '../../eventstore/types';
import { dayOutsideWindow } from '../../domain/catalog';
import { ConflictError, ValidationError } from '../../lib/errors';
import { appCommandContext, currentState, handleCommand } from '../handle-command';

type Meta = { actor?: Actor; correlationId?: string };

/** A coupon's expiry: at most 5 years ahead (an expiry in the past only makes it unusable). */
function assertExpiry(ctx: AppContext, expiresAt: string | null | undefined) {
  if (!expiresAt) return;
  const window = { label: 'A coupon expiry', back: 10, ahead: 5 };
  const message = dayOutsideWindow(expiresAt, ctx.now(), ctx.config.VENUE_TIMEZONE, window);
  if (message) throw new ValidationError(message, 'VALIDATION', [{ path: 'expiresAt', message }]);
}

function run(ctx: AppContext, command: CouponCommand, meta: Meta = {}) {
  return handleCommand(
    appCommandContext(ctx, meta),
    couponStream(ctx.config.VENUE_ID, command.couponId),
    couponDecider,
    command,
  );
}

/** Claims the code first (one coupon per code), then creates the coupon. */
export async function createCoupon(
  ctx: AppContext,
  args: { couponId: string; code: string } & CouponTerms,
  meta: Meta = {},
) {
  const code = normalizeCouponCode(args.code);
  assertExpiry(ctx, args.expiresAt);
  // Checked before the code is claimed, so terms that cannot be stored leave no claimed code behind.
  couponTerms.parse(args);
  try {
    await ctx.store.append(
      couponCodeStream(ctx.config.VENUE_ID, code),
      [CouponCodeClaimed.create({ code, couponId: args.couponId }, { actor: meta.actor ?? 'system' })],
      {
        expected: 'no_stream',
      },
    );
  } catch (error) {
    if (error instanceof WrongExpectedVersionError)
      throw new ConflictError('A coupon with this code already exists', 'COUPON.CODE_TAKEN');
    throw error;
  }
  return run(ctx, { type: 'CreateCoupon', ...args, code }, meta);
}

export function updateCoupon(ctx: AppContext, args: { couponId: string } & CouponTerms, meta?: Meta) {
  assertExpiry(ctx, args.expiresAt);
  return run(ctx, { type: 'UpdateCoupon', ...args }, meta);
}

export function setCouponActive(ctx: AppContext, couponId: string, active: boolean, meta?: Meta) {
  return run(ctx, { type: 'SetCouponActive', couponId, active }, meta);
}

export async function couponIdForCode(ctx: AppContext, rawCode: string): Promise<string | null> {
  for await (const event of ctx.store.read(couponCodeStream(ctx.config.VENUE_ID, normalizeCouponCode(rawCode)))) {
    return (event.data as { couponId: string }).couponId;
  }
  return null;
}

export async function loadCoupon(ctx: AppContext, couponId: string): Promise<CouponState> {
  return currentState(ctx.store, couponStream(ctx.config.VENUE_ID, couponId), couponDecider);
}

/** Checks a code against the spec's rules without redeeming it. */
export async function validateCouponCode(
  ctx: AppContext,
  input: { code: string; userId: string; orderCents: number; context: string },
): Promise<{ state: CouponState; result: CouponEvaluation }> {
  const couponId = await couponIdForCode(ctx, input.code);
  const state: CouponState = couponId ? await loadCoupon(ctx, couponId) : { status: 'none' };
  return { state, result: evaluateCoupon(state, { ...input, now: ctx.now() }) };
}

/** Idempotent by redemptionId (the booking id): a retried checkout redeems once. */
export function redeemCoupon(
  ctx: AppContext,
  args: { couponId: string; redemptionId: string; userId: string; orderCents: number; context?: string },
  meta?: Meta,
) {
  return run(ctx, { type: 'RedeemCoupon', context: 'booking', ...args, now: ctx.now() }, meta);
}

export function reverseCouponRedemption(
  ctx: AppContext,
  args: { couponId: string; redemptionId: string; reason: string },
  meta?: Meta,
) {
  return run(ctx, { type: 'ReverseCouponRedemption', ...args }, meta);
}
