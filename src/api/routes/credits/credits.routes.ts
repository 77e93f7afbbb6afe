import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { adjustCredits } from '../../../commands/credits/credits.commands';
import { adjustCreditsBody } from '../../../contracts/credits/credits';
import { creditHistory, creditSummary } from '../../../projections/credits/credits.queries';
import { actorOf, requireAdmin, requireSelfOrAdmin } from '../../auth';
import { validated } from '../../route-input';

export const restrictionSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid date (YYYY-MM-DD).'),
  time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Please choose a valid start time (HH:MM).'),
});

export function creditsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/user-credits/:userId', requireSelfOrAdmin('userId'), async (req, res) => {
    const userId = String(req.params.userId);
    const summary = await creditSummary(ctx.knex, userId);
    res.json({ ...summary, loyaltyCredits: summary.loyalty, history: await creditHistory(ctx.knex, userId, 50) });
  });

  router.post(
    '/admin/users/:userId/credits',
    requireAdmin,
    validated({ body: adjustCreditsBody }, async (req, res, { body }) => {
      const userId = String(req.params.userId);
      const result = await adjustCredits(ctx, { userId, ...body }, { actor: actorOf(req) });
      await ctx.projections.waitFor(result.position, ['credits']);
      res.status(201).json(await creditSummary(ctx.knex, userId));
    }),
  );

  router.post(
    '/memberships/check-credit-restrictions',
    validated({ body: restrictionSchema }, async (req, res, { body: { date, time } }) => {
      res.json(await ctx.policies.creditRestriction(ctx, req.user?.id ?? null, date, time));
    }),
  );

  return router;
}
