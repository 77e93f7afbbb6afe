import { Router, type Request } from 'express';
import type { AppContext } from '../../../app-context';
import { makeDefaultCardOnFile, removeCardOnFile } from '../../../commands/payments/cards-on-file.commands';
import type { SavedCard } from '../../../contracts/payments/cards';
import { ForbiddenError } from '../../../lib/errors';
import { cardOnFile, paymentMethods } from '../../../projections/payments/stored-cards.queries';
import { actorOf, requireSelfOrAdmin } from '../../auth';

/** The account's own cards: only their owner lists, removes or chooses them (the guard lets admins by; this does not). */
function ownerOf(req: Request): string {
  const userId = String(req.params.userId);
  if (req.user!.id !== userId) throw new ForbiddenError('You can only manage your own payment methods.');
  return userId;
}

/** A customer's cards on file, as the customer (or an admin at the desk, for the default card) sees them. */
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

  router.get('/users/:userId/payment-methods', requireSelfOrAdmin('userId'), async (req, res) => {
    const methods = await paymentMethods(ctx.knex, ownerOf(req));
    res.json({
      paymentMethods: methods.map((m): SavedCard => ({
        id: m.cardId,
        brand: m.brand,
        last4: m.last4,
        expMonth: m.expMonth,
        expYear: m.expYear,
        isDefault: m.isDefault,
      })),
    });
  });

  router.delete('/users/:userId/payment-methods/:cardId', requireSelfOrAdmin('userId'), async (req, res) => {
    await removeCardOnFile(ctx, ownerOf(req), actorOf(req), String(req.params.cardId));
    res.json({ success: true, message: 'Your card was removed.' });
  });

  router.post('/users/:userId/payment-methods/:cardId/default', requireSelfOrAdmin('userId'), async (req, res) => {
    await makeDefaultCardOnFile(ctx, ownerOf(req), String(req.params.cardId), actorOf(req));
    res.json({ success: true, message: 'Your default card was changed.' });
  });
  return router;
}
