import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { payOrder } from '../../../commands/checkout';
import { buyerOf } from '../../buyer';
import { listCreditOffers, listPromotionalOffers } from '../../../projections/offers/offers.projection';
import { requireAuth } from '../../auth';
import { validated } from '../../route-input';

export const purchaseSchema = z.object({
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
  router.post(
    '/promotional-offers/:id/purchase',
    requireAuth,
    validated({ body: purchaseSchema }, async (req, res, { body: { sourceId } }) => {
      const idempotencyKey =
        typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
      const offerId = String(req.params.id);
      const outcome = await payOrder(
        ctx,
        { lines: [{ type: 'promotional-offer', offerId }], sourceId, idempotencyKey: idempotencyKey ?? sourceId },
        buyerOf(req),
      );
      const line = outcome.plan.lines[0].data as { creditsGranted: number };
      res
        .status(outcome.replayed ? 200 : 201)
        .json({ success: true, purchaseId: outcome.orderId, creditsGranted: line.creditsGranted });
    }),
  );
  return router;
}
