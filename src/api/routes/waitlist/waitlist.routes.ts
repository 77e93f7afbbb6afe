import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { joinWaitlist } from '../../../commands/waitlist/waitlist.commands';
import { declineOffer, leaveWaitlist } from '../../../commands/waitlist/waitlist-offers';
import { joinWaitlistRequest } from '../../../contracts/waitlist/waitlist';
import { OFFER_NOT_FOUND } from '../../../domain/waitlist/waitlist.decider';
import { NotFoundError } from '../../../lib/errors';
import { WAITLIST_PROJECTION } from '../../../projections/waitlist/waitlist.projection';
import {
  datesWithWaitlist,
  entriesOfUser,
  offerOfUser,
  waitlistOfDay,
} from '../../../projections/waitlist/waitlist.queries';
import { actorOf, currentUser, requireAdmin, requireAuth } from '../../auth';
import { validated } from '../../route-input';

export const adminWaitlistQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a valid date (YYYY-MM-DD).')
    .optional(),
});

/** The waitlist: customers join and leave, answer offers; admins see each day's line and remove entries. */
export function waitlistRoutes(ctx: AppContext): Router {
  const router = Router();
  const caughtUp = async (position: string | null) => {
    if (position) await ctx.projections.waitFor(position, [WAITLIST_PROJECTION]);
  };

  router.get('/waitlist', requireAuth, async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ entries: await entriesOfUser(ctx, currentUser(req)!.id) });
  });

  router.post(
    '/waitlist',
    requireAuth,
    validated({ body: joinWaitlistRequest }, async (req, res, { body }) => {
      const userId = currentUser(req)!.id;
      const { entryId, position } = await joinWaitlist(ctx, userId, body, actorOf(req));
      await caughtUp(position);
      const entry = (await entriesOfUser(ctx, userId)).find((e) => e.entryId === entryId) ?? null;
      res.status(201).json({ entry });
    }),
  );

  router.delete('/waitlist/:entryId', requireAuth, async (req, res) => {
    const { position } = await leaveWaitlist(ctx, String(req.params.entryId), currentUser(req)!.id, actorOf(req));
    await caughtUp(position);
    res.status(204).end();
  });

  router.get('/waitlist/offers/:offerId', requireAuth, async (req, res) => {
    const offer = await offerOfUser(ctx, String(req.params.offerId), currentUser(req)!.id);
    if (!offer) throw new NotFoundError(OFFER_NOT_FOUND, 'WAITLIST.NOT_FOUND');
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(offer);
  });

  router.post('/waitlist/offers/:offerId/decline', requireAuth, async (req, res) => {
    const offerId = String(req.params.offerId);
    const userId = currentUser(req)!.id;
    const { position } = await declineOffer(ctx, offerId, userId, actorOf(req));
    await caughtUp(position);
    res.json(await offerOfUser(ctx, offerId, userId));
  });

  router.get(
    '/admin/waitlist',
    requireAdmin,
    validated({ query: adminWaitlistQuery }, async (req, res, { query: { date } }) => {
      const dates = await datesWithWaitlist(ctx);
      const day = date ?? dates[0]?.date ?? null;
      res.json({ dates, ...(day ? await waitlistOfDay(ctx, day) : { date: null, entries: [] }) });
    }),
  );

  router.delete('/admin/waitlist/:entryId', requireAdmin, async (req, res) => {
    const { position } = await leaveWaitlist(ctx, String(req.params.entryId), null, actorOf(req));
    await caughtUp(position);
    res.status(204).end();
  });
  return router;
}
