import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { removeCardOnFile } from '../../commands/payments/cards-on-file.commands';
import { cardOnFile } from '../../projections/payments/stored-cards.queries';
import { actorOf, requireSelfOrAdmin } from '../auth';

/** A customer's card on file, as the customer (or an admin at the desk) sees and removes it. */
export function cardsOnFileRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/users/:userId/card-on-file', requireSelfOrAdmin('userId'), async (req, res) => {
    const card = await cardOnFile(ctx.knex, String(req.params.userId));
    res.json({
      card: card && { processor: card.processor, brand: card.brand, last4: card.last4, storedAt: card.storedAt },
    });
  });

  router.delete('/users/:userId/card-on-file', requireSelfOrAdmin('userId'), async (req, res) => {
    await removeCardOnFile(ctx, String(req.params.userId), actorOf(req));
    res.json({ success: true, message: 'Your card was removed.' });
  });
  return router;
}
