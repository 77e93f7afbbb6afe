import { randomUUID } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../../app-context';
import { payOrder } from '../../../commands/checkout';
import { saveCardOnFile } from '../../../commands/payments';
import {
  loadMembership,
  runMembership,
  startMembership,
  switchPlan,
  termsOf,
} from '../../../commands/memberships/membership.commands';
import { stableId } from '../../../commands/payments';
import { switchesAtNextCycle } from '../../../domain/memberships/membership.decider';
import type { MembershipPlan } from '../../../domain/memberships/membership.events';
import { renewalLineFor } from '../../../commands/memberships/renew-memberships.command';
import { openMembershipSession, sessionFor } from '../../../commands/memberships/membership-payment-sessions';
import { settleMembershipSession } from '../../../commands/memberships/membership-session-settlement';
import { loadPlan } from '../../../commands/memberships/plan.commands';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../../lib/errors';
import { formatMoney, toDecimalString } from '../../../lib/money';
import { listPlans, planJson, userMembershipsJson } from '../../../projections/memberships/memberships.queries';
import { MEMBERSHIPS_PROJECTION } from '../../../projections/memberships/memberships.projection';
import { actorOf, currentUser, requireAuth } from '../../auth';
import { buyerOf } from '../../buyer';
import {
  normalisedPhone,
  signupSchema,
  subscribeSchema,
  updateCardSchema,
  upgradeSchema,
  venueDay,
} from './memberships.schemas';
import { validated } from '../../route-input';
import { membershipPaymentStatus } from './membership-payment-status';

/** The plans on offer and the customer's own membership: join, switch, cancel, reactivate, card. */
export function membershipsRoutes(ctx: AppContext): Router {
  const router = Router();

  /** This site's address (PUBLIC_URL, else as the browser reached it): where providers send buyers back. */
  const originOf = (req: Request): string =>
    ctx.config.PUBLIC_URL ? new URL(ctx.config.PUBLIC_URL).origin : `${req.protocol}://${req.get('host')}`;

  router.get('/membership-plans', async (_req, res) => {
    res.json((await listPlans(ctx.knex, { activeOnly: true })).map(planJson));
  });

  router.get('/user-memberships', requireAuth, async (req, res) => {
    res.json(await userMembershipsJson(ctx.knex, currentUser(req)!.id));
  });

  router.get('/user-payment-status', requireAuth, async (req, res) => {
    res.json(await membershipPaymentStatus(ctx, currentUser(req)!.id));
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
   * A member of a paid plan switches at once (spec): no charge today, no new period; the new plan's
   * price is billed from the end of the current period by the renewal. No card is needed.
   */
  async function switchNow(req: Request, res: Response, plan: MembershipPlan) {
    const user = currentUser(req)!;
    const header = req.headers['idempotency-key'];
    const orderId = typeof header === 'string' ? stableId('membership-switch', user.id, header) : randomUUID();
    const before = await loadMembership(ctx, user.id);
    const position = await switchPlan(ctx, user.id, termsOf(plan), orderId, { actor: actorOf(req) });
    await ctx.projections.waitFor(position, [MEMBERSHIPS_PROJECTION]);
    const nextCharge = toDecimalString(plan.monthlyFeeCents);
    const billedFrom = before.periodEnd!;
    res.json({
      success: true,
      processor: null,
      clientSecret: null,
      requiresPaymentMethod: false,
      checkoutUrl: null,
      switched: { fromPlan: before.planName ?? '', toPlan: plan.name, nextCharge, billedFrom },
      message: `You're now on ${plan.name}. Nothing is charged today; ${formatMoney(plan.monthlyFeeCents)} a month is billed from ${venueDay(ctx, billedFrom)}.`,
      membership: (await userMembershipsJson(ctx.knex, user.id))[0] ?? null,
    });
  }

  /**
   * Starts (or switches to) a plan. A member of a paid plan switches at once, billed from the next
   * cycle. Otherwise a free plan starts at once; a paid one is a paid order for the first month that
   * keeps the card on file for the renewals. A declined card starts nothing.
   */
  async function subscribe(req: Request, res: Response, planId: string, sourceId: string | null) {
    const user = currentUser(req)!;
    const plan = await loadPlan(ctx, planId);
    if (!plan) throw new NotFoundError('Membership plan not found', 'MEMBERSHIP.PLAN_NOT_FOUND');
    if (!plan.isActive)
      throw new ConflictError('This membership plan is no longer offered.', 'MEMBERSHIP.PLAN_INACTIVE');
    if (switchesAtNextCycle(await loadMembership(ctx, user.id))) return switchNow(req, res, plan);
    let processor: string | null = null;
    if (plan.monthlyFeeCents > 0 && !sourceId) {
      // No card token: the card is set up in the page (Stripe) or paid on a hosted page (Square).
      const session = await openMembershipSession(ctx, { plan, buyer: buyerOf(req), origin: originOf(req) });
      return res.json({
        success: true,
        processor: session.processor,
        clientSecret: session.clientSecret,
        requiresPaymentMethod: session.kind === 'setup',
        checkoutUrl: session.checkoutUrl,
        sessionId: session.sessionId,
        returnUrl: session.returnUrl,
        amount: toDecimalString(session.amountCents),
        message:
          session.kind === 'setup'
            ? `Add your card to start your ${plan.name} membership.`
            : `Complete your payment in the checkout window to start your ${plan.name} membership.`,
        membership: (await userMembershipsJson(ctx.knex, user.id))[0] ?? null,
      });
    }
    if (plan.monthlyFeeCents === 0) {
      const position = await startMembership(
        ctx,
        user.id,
        termsOf(plan),
        { orderId: randomUUID(), paymentId: null },
        { actor: actorOf(req) },
      );
      await ctx.projections.waitFor(position, [MEMBERSHIPS_PROJECTION, 'credits']);
    } else {
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

  router.post(
    '/create-membership-subscription',
    requireAuth,
    validated({ body: subscribeSchema }, async (req, res, { body }) => {
      await subscribe(req, res, body.planId, body.sourceId ?? null);
    }),
  );

  router.post(
    '/memberships/upgrade/:planId',
    requireAuth,
    validated({ body: upgradeSchema }, async (req, res, { body }) => {
      await subscribe(req, res, String(req.params.planId), body.paymentMethodId ?? null);
    }),
  );

  /**
   * Back from the card setup or the hosted page (or the popup closed): asks the provider and, once it
   * confirms, starts the membership. Any number of calls start it once.
   */
  router.post('/memberships/payment-sessions/:id/complete', requireAuth, async (req, res) => {
    const user = currentUser(req)!;
    const row = await sessionFor(ctx, String(req.params.id), user);
    const settled = await settleMembershipSession(ctx, row, { actor: actorOf(req) });
    if (settled.status === 'failed' || settled.status === 'expired')
      throw new AppError('MEMBERSHIP.SETUP_FAILED', settled.message, 402, { status: settled.status });
    const membership = (await userMembershipsJson(ctx.knex, row.user_id))[0] ?? null;
    const completed = settled.status === 'completed';
    res.status(completed ? 200 : 202).json({
      success: completed,
      ...settled,
      message:
        completed && membership?.plan
          ? `Membership Started! Welcome to ${membership.plan.name}. Your membership is now active.`
          : settled.message,
      membership,
    });
  });

  /**
   * The memberships page's sign-up form. The phone must be the signed-in account's: its SMS code is
   * how the venue knows the number is the customer's (nobody starts a membership on someone else's).
   */
  router.post(
    '/memberships/signup',
    validated({ body: signupSchema }, async (req, res, { body }) => {
      const user = currentUser(req);
      if (!user)
        throw new AppError('MEMBERSHIP.SIGN_IN', 'Please sign in with your phone number to start a membership.', 401);
      if (normalisedPhone(body.phoneNumber) !== user.phoneNumber)
        throw new ForbiddenError(
          'Please use the phone number you signed in with. To use another number, sign in with it first.',
          'MEMBERSHIP.PHONE_MISMATCH',
        );
      await subscribe(req, res, body.planId, body.sourceId ?? null);
    }),
  );

  /**
   * A new card for the membership. Past due: the new card pays the overdue month now (and is kept for
   * the next renewals), so the member is paid up at once. Paid up: the card is kept on file without a
   * payment and the next renewal charges it.
   */
  router.post(
    '/memberships/update-payment-method',
    requireAuth,
    validated({ body: updateCardSchema }, async (req, res, { body: { paymentMethodId, processor } }) => {
      const user = currentUser(req)!;
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
          lines: [renewalLineFor(state.periodEnd!)],
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
    }),
  );

  return router;
}
