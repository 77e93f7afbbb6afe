import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { changeLoyaltySettings } from '../../../commands/loyalty/loyalty.commands';
import { loyaltySettings, loyaltyStatus } from '../../../projections/loyalty/loyalty.queries';
import { actorOf, currentUser, requireAdmin, requireAuth, requireSelfOrAdmin } from '../../auth';
import { validated } from '../../route-input';

export const settingsSchema = z.object({
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  hoursPerCredit: z
    .number({ error: 'Hours per credit must be a whole number from 1 to 1000' })
    .int({ error: 'Hours per credit must be a whole number from 1 to 1000' })
    .min(1, { error: 'Hours per credit must be a whole number from 1 to 1000' })
    .max(1000, { error: 'Hours per credit must be a whole number from 1 to 1000' }),
});

/** The loyalty program: its settings (public), a customer's progress (self or admin), the admin's edits. */
export function loyaltyRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/loyalty/settings', async (_req, res) => {
    res.json(await loyaltySettings(ctx.knex));
  });

  router.get('/loyalty/status', requireAuth, async (req, res) => {
    res.json(await loyaltyStatus(ctx.knex, currentUser(req)!.id));
  });

  router.get('/loyalty/status/:userId', requireSelfOrAdmin(), async (req, res) => {
    res.json(await loyaltyStatus(ctx.knex, String(req.params.userId)));
  });

  router.get('/admin/loyalty/settings', requireAdmin, async (_req, res) => {
    res.json(await loyaltySettings(ctx.knex));
  });

  router.put(
    '/admin/loyalty/settings',
    requireAdmin,
    validated({ body: settingsSchema }, async (req, res, { body }) => {
      await changeLoyaltySettings(ctx, body, { actor: actorOf(req) });
      res.json(await loyaltySettings(ctx.knex));
    }),
  );

  return router;
}
