import { Router } from 'express';
import type { AppContext } from '../../../app-context';
import { saveCardOnFile } from '../../../commands/payments';
import { noShowPolicyDto, setNoShowPolicy } from '../../../commands/no-show/no-show-policy.commands';
import { noShowPolicyRequest, saveCardRequest } from '../../../contracts/no-show/no-show';
import { feesOfUser } from '../../../projections/no-show/no-show.queries';
import { actorOf, requireAdmin, requireSelfOrAdmin } from '../../auth';
import { validated } from '../../route-input';

/** No-show protection: the admin settings, saving a card on file, and a customer's fees. */
export function noShowRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/no-show-policy', requireAdmin, async (_req, res) => {
    res.json(await noShowPolicyDto(ctx));
  });

  router.put(
    '/admin/no-show-policy',
    requireAdmin,
    validated({ body: noShowPolicyRequest }, async (req, res, valid) => {
      await setNoShowPolicy(ctx, valid.body, actorOf(req));
      res.json(await noShowPolicyDto(ctx));
    }),
  );

  /** Keeps a card from the card form on file without charging it (the booking modal's "save a card" step). */
  router.post(
    '/users/:userId/card-on-file',
    requireSelfOrAdmin('userId'),
    validated({ body: saveCardRequest }, async (req, res, { body }) => {
      const card = await saveCardOnFile(
        ctx,
        String(req.params.userId),
        { sourceToken: body.sourceId, processor: body.processor ?? null },
        actorOf(req),
      );
      res.status(201).json({ card, message: 'Your card is saved.' });
    }),
  );

  router.get('/users/:userId/booking-fees', requireSelfOrAdmin('userId'), async (req, res) => {
    res.json({ fees: await feesOfUser(ctx.knex, String(req.params.userId)) });
  });

  return router;
}
