import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { purchasePromotionalOffer } from '../../commands/offers/offer.commands';
import { listCreditOffers, listPromotionalOffers } from '../../projections/offers/offers.projection';
import { actorOf, requireAuth } from '../auth';
import { parse } from '../validation';

const purchaseSchema = z.object({
  sourceId: z.string({ error: 'Payment information is required' }).trim().min(1, 'Payment information is required'),
});

export function offersRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/credit-offers', async (_req, res) => {
    res.json(await listCreditOffers(ctx.knex));
  });
  router.get('/promotional-offers', async (_req, res) => {
    res.json(await listPromotionalOffers(ctx.knex));
  });
  router.post('/promotional-offers/:id/purchase', requireAuth, async (req, res) => {
    const { sourceId } = parse(purchaseSchema, req.body);
    const idempotencyKey =
      typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const result = await purchasePromotionalOffer(
      ctx,
      { offerId: String(req.params.id), userId: req.user!.id, sourceId, idempotencyKey },
      actorOf(req),
    );
    await ctx.projections.waitFor(result.position, ['offers', 'credits']);
    res
      .status(result.replayed ? 200 : 201)
      .json({ success: true, purchaseId: result.purchaseId, creditsGranted: result.creditsGranted });
  });
  return router;
}
