import { Router } from 'express';
import type { AppContext } from '../../../app-context';
import type { MyVenuesAnswer, VenuesAnswer } from '../../../contracts/venues/venues';
import { findUserIdentity } from '../../../projections/users';
import { singleVenue } from '../../../venues/venue-directory';
import { VENUE_COOKIE, VENUE_HEADER } from '../../../venues/venue-cookie';
import { requireAuth } from '../../auth';

/** The deployment's venues (the home page's picker) and the ones the caller runs (the admin switcher). */
export function venuesRoutes(ctx: AppContext): Router {
  const router = Router();
  const list = () => ctx.venues?.list() ?? singleVenue(ctx);

  router.get('/venues', (_req, res) => {
    const answer: VenuesAnswer = {
      venues: list(),
      current: ctx.config.VENUE_ID,
      cookie: VENUE_COOKIE,
      header: VENUE_HEADER,
    };
    res.json(answer);
  });

  // Roles are each venue's own: the caller is checked in every venue's accounts, by the session's user id.
  router.get('/venues/mine', requireAuth, async (req, res) => {
    const userId = req.user!.id;
    const adminOf = [];
    for (const venue of list()) {
      const venueCtx = ctx.venues?.context(venue.id) ?? ctx;
      const identity = venueCtx === ctx ? req.user : await findUserIdentity(venueCtx.knex, userId);
      if (identity?.isAdmin) adminOf.push(venue);
    }
    const answer: MyVenuesAnswer = { adminOf };
    res.set('Cache-Control', 'no-store').json(answer);
  });

  return router;
}
