import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { payOrder } from '../../commands/checkout/run-order.command';
import { saveCardOnFile } from '../../commands/payments/cards-on-file.commands';
import { renewMembership } from '../../commands/memberships/renew-memberships.command';
import { listParams } from '../../contracts/lists';
import { loadMembership, runMembership, termsOf } from '../../commands/memberships/membership.commands';
import { definePlan, loadPlan } from '../../commands/memberships/plan.commands';
import { DAY_NAMES, membershipStream, type MembershipEvent } from '../../domain/memberships/membership.events';
import { describeMembershipEvent } from '../../domain/memberships/membership-history';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { toDecimalString } from '../../lib/money';
import {
  listPlans,
  listSubscriptions,
  membershipOf,
  planById,
  planJson,
  userMembershipsJson,
} from '../../projections/memberships/memberships.queries';
import { MEMBERSHIPS_PROJECTION } from '../../projections/memberships/memberships.projection';
import { actorOf, currentUser, requireAdmin, requireAuth } from '../auth';
import { buyerOf } from '../buyer';
import { dollarsSchema, parse } from '../validation';

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Times are like 17:00')
  .transform((t) => t.slice(0, 5));

const planSchema = z
  .object({
    name: z.string().trim().min(1, 'Plan name is required').max(80),
    description: z.string().trim().max(2000).nullish(),
    monthlyFee: dollarsSchema,
    discountAmount: dollarsSchema.default(0),
    freeCreditsPerMonth: z.coerce
      .number()
      .min(0)
      .max(1000)
      .refine((n) => Number.isInteger(n * 2), 'Credits come in half steps')
      .default(0),
    advanceBookingDays: z.coerce.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days').default(7),
    creditRestrictedDays: z
      .array(z.enum(DAY_NAMES, { error: 'Days are Sunday to Saturday' }))
      .max(7)
      .default([]),
    creditRestrictedStartTime: clock.nullish(),
    creditRestrictedEndTime: clock.nullish(),
    isActive: z.boolean().default(true),
    sortOrder: z.coerce.number().int().min(-1_000_000).max(1_000_000).default(0),
  })
  .refine((p) => !p.creditRestrictedStartTime === !p.creditRestrictedEndTime, {
    message: 'Give both a start and an end time for the credit restriction, or neither',
    path: ['creditRestrictedEndTime'],
  })
  .refine((p) => !p.creditRestrictedStartTime || p.creditRestrictedStartTime < (p.creditRestrictedEndTime ?? ''), {
    message: 'The restriction must end after it starts',
    path: ['creditRestrictedEndTime'],
  });

const subscribeSchema = z.object({
  planId: z.string({ error: 'Plan selection is required' }).trim().min(1, 'Plan selection is required').max(64),
  sourceId: z.string().trim().min(1).max(500).nullish(),
});
const upgradeSchema = z.object({
  paymentMethodId: z.string().trim().min(1).max(500).nullish(),
  processor: z.enum(['square', 'stripe']).nullish(),
});
const subscriptionsQuery = listParams.extend({
  status: z.enum(['active', 'past_due', 'ended']).optional(),
  search: z.string().trim().max(100).optional(),
});
const updateCardSchema = z.object({
  processor: z.enum(['square', 'stripe']).nullish(),
  paymentMethodId: z
    .string({ error: 'Payment information is required' })
    .trim()
    .min(1, 'Payment information is required')
    .max(500),
});
const signupSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  email: z.string({ error: 'Valid email is required' }).trim().max(254).pipe(z.email('Valid email is required')),
  phoneNumber: z.string({ error: 'Phone number is required' }).trim().min(10, 'Phone number is required').max(30),
  planId: z.string({ error: 'Plan selection is required' }).trim().min(1, 'Plan selection is required').max(64),
  sourceId: z.string().trim().min(1).max(500).nullish(),
});

/** A typed phone as E.164 (US numbers without the +1 too); the raw text when it is not a number. */
function normalisedPhone(text: string): string {
  const parsed = parsePhoneNumberFromString(text, 'US');
  return parsed?.isValid() ? parsed.number : text;
}

/** "December 1, 2026" in the venue's calendar. */
const venueDay = (ctx: AppContext, iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: ctx.config.VENUE_TIMEZONE,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'plan';

/** Plans (public list, admin editor) and the account's membership (status, cancel, reactivate). */
export function membershipsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/membership-plans', async (_req, res) => {
    res.json((await listPlans(ctx.knex, { activeOnly: true })).map(planJson));
  });

  router.get('/admin/membership-plans', requireAdmin, async (_req, res) => {
    res.json((await listPlans(ctx.knex, { activeOnly: false })).map(planJson));
  });

  const savePlan = (create: boolean) => async (req: Request, res: Response) => {
    const body = parse(planSchema, req.body);
    let planId = String(req.params.id ?? '');
    if (create) {
      planId = slug(body.name);
      for (let n = 2; await loadPlan(ctx, planId); n++) planId = `${slug(body.name)}-${n}`;
    } else if (!(await loadPlan(ctx, planId))) throw new NotFoundError('Plan not found', 'MEMBERSHIP.PLAN_NOT_FOUND');
    const { position } = await definePlan(
      ctx,
      {
        planId,
        name: body.name,
        description: body.description ?? null,
        monthlyFeeCents: body.monthlyFee,
        discountPerHourCents: body.discountAmount,
        freeCreditsPerMonth: body.freeCreditsPerMonth,
        advanceBookingDays: body.advanceBookingDays,
        creditRestrictedDays: body.creditRestrictedDays,
        creditRestrictedStartTime: body.creditRestrictedStartTime ?? null,
        creditRestrictedEndTime: body.creditRestrictedEndTime ?? null,
        isActive: body.isActive,
        sortOrder: body.sortOrder,
      },
      actorOf(req),
    );
    await ctx.projections.waitFor(position, [MEMBERSHIPS_PROJECTION]);
    const saved = await planById(ctx.knex, planId);
    res.status(create ? 201 : 200).json(saved ? planJson(saved) : { id: planId });
  };
  router.post('/admin/membership-plans', requireAdmin, savePlan(true));
  router.put('/admin/membership-plans/:id', requireAdmin, savePlan(false));

  router.get('/user-memberships', requireAuth, async (req, res) => {
    res.json(await userMembershipsJson(ctx.knex, currentUser(req)!.id));
  });

  router.get('/user-payment-status', requireAuth, async (req, res) => {
    const m = await membershipOf(ctx.knex, currentUser(req)!.id);
    const isPastDue = m?.status === 'past_due';
    res.json({
      isPastDue,
      paymentStatusMessage: isPastDue
        ? `Your ${m.plan_name} membership payment of $${toDecimalString(m.fee_cents)} failed` +
          (m.last_failure ? ` (${m.last_failure})` : '') +
          '. You pay guest rates until it is paid. Please update your payment method.'
        : null,
      nextRetryAt: isPastDue ? (m.next_retry_at?.toISOString() ?? null) : null,
    });
  });

  router.post('/memberships/cancel', requireAuth, async (req, res) => {
    const user = currentUser(req)!;
    const result = await runMembership(
      ctx,
      user.id,
      { type: 'CancelMembership', now: ctx.now() },
      { actor: actorOf(req) },
    );
    await ctx.projections.waitFor(result.position, [MEMBERSHIPS_PROJECTION]);
    res.json({
      success: true,
      message: `Your membership stays active until ${venueDay(ctx, result.state.periodEnd!)} and will not renew.`,
      membership: (await userMembershipsJson(ctx.knex, user.id))[0] ?? null,
    });
  });

  router.post('/memberships/reactivate', requireAuth, async (req, res) => {
    const user = currentUser(req)!;
    const result = await runMembership(
      ctx,
      user.id,
      { type: 'ReactivateMembership', now: ctx.now() },
      { actor: actorOf(req) },
    );
    await ctx.projections.waitFor(result.position, [MEMBERSHIPS_PROJECTION]);
    res.json({
      success: true,
      message: 'Your membership will renew as usual.',
      membership: (await userMembershipsJson(ctx.knex, user.id))[0] ?? null,
    });
  });

  /**
   * Starts (or switches to) a plan. A free plan starts at once; a paid one is a paid order for the
   * first month that keeps the card on file for the renewals. A declined card starts nothing.
   */
  async function subscribe(req: Request, res: Response, planId: string, sourceId: string | null) {
    const user = currentUser(req)!;
    const plan = await loadPlan(ctx, planId);
    if (!plan) throw new NotFoundError('Membership plan not found', 'MEMBERSHIP.PLAN_NOT_FOUND');
    if (!plan.isActive)
      throw new ConflictError('This membership plan is no longer offered.', 'MEMBERSHIP.PLAN_INACTIVE');
    let processor: string | null = null;
    if (plan.monthlyFeeCents === 0) {
      const result = await runMembership(
        ctx,
        user.id,
        {
          type: 'StartMembership',
          userId: user.id,
          plan: termsOf(plan),
          orderId: randomUUID(),
          paymentId: null,
          zone: ctx.config.VENUE_TIMEZONE,
          now: ctx.now(),
        },
        { actor: actorOf(req) },
      );
      await ctx.projections.waitFor(result.position, [MEMBERSHIPS_PROJECTION]);
    } else {
      if (!sourceId) throw new AppError('PAYMENT.REQUIRED', 'Payment information is required', 400);
      const header = req.headers['idempotency-key'];
      const outcome = await payOrder(
        ctx,
        {
          lines: [{ type: 'membership', planId }],
          sourceId,
          storeCard: true,
          idempotencyKey: `membership-${typeof header === 'string' ? header : sourceId}`,
        },
        buyerOf(req),
      );
      processor = outcome.plan.processor;
    }
    res.status(201).json({
      success: true,
      processor,
      clientSecret: null,
      requiresPaymentMethod: false,
      checkoutUrl: null,
      message: `Membership Started! Welcome to ${plan.name}. Your membership is now active.`,
      membership: (await userMembershipsJson(ctx.knex, user.id))[0] ?? null,
    });
  }

  router.post('/create-membership-subscription', requireAuth, async (req, res) => {
    const body = parse(subscribeSchema, req.body);
    await subscribe(req, res, body.planId, body.sourceId ?? null);
  });

  router.post('/memberships/upgrade/:planId', requireAuth, async (req, res) => {
    const body = parse(upgradeSchema, req.body);
    await subscribe(req, res, String(req.params.planId), body.paymentMethodId ?? null);
  });

  /**
   * The memberships page's sign-up form. The phone must be the signed-in account's: its SMS code is
   * how the venue knows the number is the customer's (nobody starts a membership on someone else's).
   */
  router.post('/memberships/signup', async (req, res) => {
    const body = parse(signupSchema, req.body);
    const user = currentUser(req);
    if (!user)
      throw new AppError('MEMBERSHIP.SIGN_IN', 'Please sign in with your phone number to start a membership.', 401);
    if (normalisedPhone(body.phoneNumber) !== user.phoneNumber)
      throw new ForbiddenError(
        'Please use the phone number you signed in with. To use another number, sign in with it first.',
        'MEMBERSHIP.PHONE_MISMATCH',
      );
    await subscribe(req, res, body.planId, body.sourceId ?? null);
  });

  /**
   * A new card for the membership. Past due: the new card pays the overdue month now (and is kept for
   * the next renewals), so the member is paid up at once. Paid up: the card is kept on file without a
   * payment and the next renewal charges it.
   */
  router.post('/memberships/update-payment-method', requireAuth, async (req, res) => {
    const user = currentUser(req)!;
    const { paymentMethodId, processor } = parse(updateCardSchema, req.body);
    const state = await loadMembership(ctx, user.id);
    if (state.status !== 'active' && state.status !== 'past_due')
      throw new AppError('MEMBERSHIP.NONE', 'You do not have an active membership.', 404);
    if (state.status === 'active') {
      const card = await saveCardOnFile(ctx, user.id, { sourceToken: paymentMethodId, processor }, actorOf(req));
      return res.json({
        success: true,
        message: 'Payment Method Updated',
        description: card.last4
          ? `Your ${card.brand ?? 'card'} ending ${card.last4} will be used for your renewals.`
          : 'Your new card will be used for your renewals.',
        card,
        membership: (await userMembershipsJson(ctx.knex, user.id))[0] ?? null,
      });
    }
    await payOrder(
      ctx,
      {
        lines: [{ type: 'membership-renewal', periodEnd: state.periodEnd } as { type: string }],
        sourceId: paymentMethodId,
        storeCard: true,
        idempotencyKey: `renewal-card-${user.id}-${state.periodEnd}-${paymentMethodId}`,
      },
      buyerOf(req),
    );
    res.json({
      success: true,
      message: 'Payment Method Updated',
      description: 'Your new card paid the overdue month and will be used for your renewals.',
      membership: (await userMembershipsJson(ctx.knex, user.id))[0] ?? null,
    });
  });

  router.get('/admin/subscriptions', requireAdmin, async (req, res) => {
    res.json(await listSubscriptions(ctx.knex, parse(subscriptionsQuery, req.query)));
  });

  /** Admins: charge a past-due membership now instead of at its next retry. */
  router.post('/admin/users/:userId/membership/retry', requireAdmin, async (req, res) => {
    const userId = String(req.params.userId);
    const state = await loadMembership(ctx, userId);
    if (state.status !== 'past_due')
      throw new ConflictError('This membership is not past due.', 'MEMBERSHIP.NOT_PAST_DUE');
    const outcome = await renewMembership(ctx, userId, { retryNow: true });
    await ctx.projections.waitFor(await ctx.store.head(), [MEMBERSHIPS_PROJECTION]);
    const after = await loadMembership(ctx, userId);
    res.json({
      outcome,
      message:
        outcome === 'renewed'
          ? 'Payment collected; the membership is active again.'
          : `The charge failed again: ${after.lastFailure ?? 'declined'}.`,
    });
  });

  /** Admins: cancel a customer's membership at its period end (their benefits last until then). */
  router.post('/admin/users/:userId/membership/cancel', requireAdmin, async (req, res) => {
    const userId = String(req.params.userId);
    const result = await runMembership(
      ctx,
      userId,
      { type: 'CancelMembership', now: ctx.now() },
      { actor: actorOf(req) },
    );
    await ctx.projections.waitFor(result.position, [MEMBERSHIPS_PROJECTION]);
    res.json({ success: true, message: `Cancelled; it ends on ${venueDay(ctx, result.state.periodEnd!)}.` });
  });

  /** Admins: every step of one account's membership, in order, in plain words, with who did it. */
  router.get('/admin/users/:userId/membership/history', requireAdmin, async (req, res) => {
    const userId = String(req.params.userId);
    const items = [];
    for await (const e of ctx.store.read(membershipStream(ctx.config.VENUE_ID, userId)))
      items.push({
        eventId: e.eventId,
        type: e.type,
        at: e.metadata.occurredAt ?? e.createdAt.toISOString(),
        actor: e.metadata.actor,
        summary: describeMembershipEvent(e as unknown as MembershipEvent, (iso) => venueDay(ctx, iso)),
      });
    res.json({ userId, items });
  });

  /** Admins: one account's membership as its stream has it (the authority, not the read model). */
  router.get('/admin/users/:userId/membership', requireAdmin, async (req, res) => {
    res.json(await loadMembership(ctx, String(req.params.userId)));
  });

  return router;
}
