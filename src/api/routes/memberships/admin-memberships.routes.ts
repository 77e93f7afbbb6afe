import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../../../app-context';
import { loadMembership, runMembership } from '../../../commands/memberships/membership.commands';
import { renewMembership } from '../../../commands/memberships/renew-memberships.command';
import { definePlan, loadPlan } from '../../../commands/memberships/plan.commands';
import { describeMembershipEvent } from '../../../domain/memberships/membership-history';
import { membershipStream, type MembershipEvent } from '../../../domain/memberships/membership.events';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { MEMBERSHIPS_PROJECTION } from '../../../projections/memberships/memberships.projection';
import { listPlans, listSubscriptions, planById, planJson } from '../../../projections/memberships/memberships.queries';
import { actorOf, requireAdmin } from '../../auth';
import { planSchema, slug, subscriptionsQuery, venueDay } from './memberships.schemas';
import { validated } from '../../route-input';

/** Admins: the plans editor, every subscription, retry now, cancel, and each membership's history. */
export function adminMembershipsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/membership-plans', requireAdmin, async (_req, res) => {
    res.json((await listPlans(ctx.knex, { activeOnly: false })).map(planJson));
  });

  const savePlan = (create: boolean) =>
    validated({ body: planSchema }, async (req: Request, res: Response, { body }) => {
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
    });
  router.post('/admin/membership-plans', requireAdmin, savePlan(true));
  router.put('/admin/membership-plans/:id', requireAdmin, savePlan(false));

  router.get(
    '/admin/subscriptions',
    requireAdmin,
    validated({ query: subscriptionsQuery }, async (req, res, valid) => {
      res.json(await listSubscriptions(ctx.knex, valid.query));
    }),
  );

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
    for await (const e of ctx.store.read(membershipStream(ctx.config.VENUE_ID, userId))) {
      // Holds are an order's guard while it pays, not a change to the membership.
      if (e.type === 'MembershipHeld' || e.type === 'MembershipHoldReleased') continue;
      items.push({
        eventId: e.eventId,
        type: e.type,
        at: e.metadata.occurredAt ?? e.createdAt.toISOString(),
        actor: e.metadata.actor,
        summary: describeMembershipEvent(e as unknown as MembershipEvent, (iso) => venueDay(ctx, iso)),
      });
    }
    res.json({ userId, items });
  });

  /** Admins: one account's membership as its stream has it (the authority, not the read model). */
  router.get('/admin/users/:userId/membership', requireAdmin, async (req, res) => {
    res.json(await loadMembership(ctx, String(req.params.userId)));
  });

  return router;
}
