import { randomUUID } from 'node:crypto';
import { listParams } from '../../../contracts/lists';
import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import {
  createCoupon,
  loadCoupon,
  setCouponActive,
  updateCoupon,
  validateCouponCode,
} from '../../../commands/coupons/coupon.commands';
import { COUPON_CONTEXTS, type CouponTerms } from '../../../domain/coupons/coupon.events';
import { NotFoundError } from '../../../lib/errors';
import { couponById, listCouponRedemptions, listCoupons } from '../../../projections/coupons/coupons.queries';
import { formatMoney, parseDollars } from '../../../lib/money';
import { boundedDollars, creditAmount, discountValue, wholeNumber } from '../../admin-bounds';
import { actorOf, requireAdmin, requireAuth } from '../../auth';
import { addressKey } from '../../middleware/auth-rate-limits';
import { couponGuesses } from '../../../commands/coupons/coupon-guesses';
import { validated } from '../../route-input';

const dollars = z.union([z.number(), z.string()]).transform((v, c) => {
  try {
    const cents = parseDollars(v);
    if (cents < 0) throw new RangeError();
    return cents;
  } catch {
    c.addIssue({ code: 'custom', message: 'Amounts must be positive dollar amounts like 35.00' });
    return z.NEVER;
  }
});

export const validateSchema = z.object({
  code: z
    .string({ error: 'Please enter a valid coupon code.' })
    .trim()
    .min(1, 'Please enter a valid coupon code.')
    .max(50, 'Please enter a valid coupon code.'),
  orderAmount: dollars,
  context: z.enum(COUPON_CONTEXTS).default('booking'),
});

export const termsSchema = z
  .object({
    name: z.string().trim().min(1, 'Coupon name is required').max(100),
    description: z.string().trim().max(500).nullish(),
    discountType: z
      .enum(['percentage', 'fixed_amount', 'fixed'])
      .transform((t) => (t === 'fixed' ? 'fixed_amount' : t)),
    discountValue,
    creditsGranted: creditAmount('Credits granted', 0, 100).default(0),
    expiresAt: z.iso.datetime({ offset: true }).or(z.iso.date()).nullish(),
    maxUses: wholeNumber('Total uses', 1, 1_000_000).nullish(),
    maxUsesPerUser: wholeNumber('Uses per customer', 1, 1_000).nullish(),
    minimumOrderAmount: boundedDollars().nullish(),
    context: z.enum(COUPON_CONTEXTS).default('booking'),
  })
  .refine((t) => t.discountType !== 'percentage' || t.discountValue <= 100, {
    message: 'A percentage discount cannot exceed 100',
    path: ['discountValue'],
  })
  .refine((t) => t.discountType === 'percentage' || t.discountValue <= 1_000, {
    error: () => `A fixed discount is at most ${formatMoney(1_000_00)}`,
    path: ['discountValue'],
  });

export const createSchema = z.object({
  code: z
    .string()
    .trim()
    .min(3, 'Coupon code must be at least 3 characters')
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'Coupon codes use letters, digits, - and _'),
  /** false creates the coupon switched off. */
  isActive: z.boolean().optional(),
});

/** POST /api/admin/coupons: the code and the terms (one schema, which the OpenAPI document shows too). */
export const createCouponSchema = z.intersection(createSchema, termsSchema);

function toTerms(body: z.output<typeof termsSchema>): CouponTerms {
  return {
    name: body.name,
    description: body.description ?? null,
    discountType: body.discountType,
    discountValue: body.discountType === 'percentage' ? body.discountValue : Math.round(body.discountValue * 100),
    creditsGranted: body.creditsGranted,
    expiresAt: body.expiresAt ? new Date(body.expiresAt).toISOString() : null,
    maxUses: body.maxUses ?? null,
    maxUsesPerUser: body.maxUsesPerUser ?? null,
    minimumOrderCents: body.minimumOrderAmount ?? 0,
    context: body.context,
  };
}

export const couponsListQuery = listParams.extend({
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  search: z.string().trim().max(64).optional(),
});

export function couponsRoutes(ctx: AppContext): Router {
  const router = Router();
  const meta = (req: Request) => ({ actor: actorOf(req) });
  const answerOne = (id: string) => couponById(ctx.knex, id);

  // Guessing codes: wrong codes are counted per account and per address (the quotes and payments
  // count theirs under the same keys); a valid one costs nothing.
  router.post(
    '/coupons/validate',
    requireAuth,
    validated({ body: validateSchema }, async (req, res, { body }) => {
      const guesses = couponGuesses(ctx, { userId: req.user!.id, client: addressKey(req.ip) });
      await guesses.assertOpen();
      const { state, result } = await validateCouponCode(ctx, {
        code: body.code,
        userId: req.user!.id,
        orderCents: body.orderAmount,
        context: body.context,
      });
      if (state.status === 'none') await guesses.countWrong();
      if (!result.valid || state.status === 'none') {
        res.json({
          valid: false,
          coupon: null,
          discountAmount: 0,
          creditsGranted: 0,
          error: result.valid ? 'Invalid coupon code' : result.error,
        });
        return;
      }
      res.json({
        valid: true,
        coupon: { id: state.couponId, code: state.code, name: state.name, discountType: state.discountType },
        discountAmount: result.discountCents / 100,
        creditsGranted: result.creditsGranted,
        error: null,
      });
    }),
  );

  router.get(
    '/admin/coupons',
    requireAdmin,
    validated({ query: couponsListQuery }, async (req, res, valid) => {
      res.json(await listCoupons(ctx.knex, valid.query));
    }),
  );

  router.post(
    '/admin/coupons',
    requireAdmin,
    validated({ body: createCouponSchema }, async (req, res, { body }) => {
      const { code } = body;
      const terms = toTerms(body);
      const couponId = randomUUID();
      const result = await createCoupon(ctx, { couponId, code, ...terms }, meta(req));
      if (body.isActive === false) await setCouponActive(ctx, couponId, false, meta(req));
      await ctx.projections.waitFor(result.position, ['coupons']);
      res.status(201).json(await answerOne(couponId));
    }),
  );

  router.put(
    '/admin/coupons/:id',
    requireAdmin,
    validated({ body: termsSchema }, async (req, res, valid) => {
      const id = String(req.params.id);
      if ((await loadCoupon(ctx, id)).status === 'none') throw new NotFoundError('Coupon not found');
      const result = await updateCoupon(ctx, { couponId: id, ...toTerms(valid.body) }, meta(req));
      await ctx.projections.waitFor(result.position, ['coupons']);
      res.json(await answerOne(id));
    }),
  );

  const activation = (active: boolean) => async (req: Request, res: import('express').Response) => {
    const id = String(req.params.id);
    if ((await loadCoupon(ctx, id)).status === 'none') throw new NotFoundError('Coupon not found');
    const result = await setCouponActive(ctx, id, active, meta(req));
    await ctx.projections.waitFor(result.position, ['coupons']);
    res.json(await answerOne(id));
  };
  router.post('/admin/coupons/:id/deactivate', requireAdmin, activation(false));
  router.post('/admin/coupons/:id/activate', requireAdmin, activation(true));
  router.delete('/admin/coupons/:id', requireAdmin, activation(false));
  router.get(
    '/admin/coupons/:id/redemptions',
    requireAdmin,
    validated({ query: listParams }, async (req, res, valid) => {
      const id = String(req.params.id);
      if (!(await couponById(ctx.knex, id))) throw new NotFoundError('Coupon not found');
      res.json(await listCouponRedemptions(ctx.knex, id, valid.query));
    }),
  );
  return router;
}
