import { Router } from 'express';
import type { AppContext } from '../../../app-context';
import { accountSummary } from '../../../projections/account/account.queries';
import { NotFoundError } from '../../../lib/errors';
import { currentUser, requireAuth, requireSelfOrAdmin } from '../../auth';

/** The account page's one call: header, tiles, upcoming and recent bookings, summary (read models only). */
export function accountRoutes(ctx: AppContext): Router {
  const router = Router();
  const answer = async (userId: string) => {
    const summary = await accountSummary(ctx, userId, ctx.now());
    if (!summary) throw new NotFoundError('Account not found', 'ACCOUNT.NOT_FOUND');
    return summary;
  };
  router.get('/account/summary', requireAuth, async (req, res) => {
    res.json(await answer(currentUser(req)!.id));
  });
  router.get('/account/summary/:userId', requireSelfOrAdmin(), async (req, res) => {
    res.json(await answer(String(req.params.userId)));
  });
  return router;
}
