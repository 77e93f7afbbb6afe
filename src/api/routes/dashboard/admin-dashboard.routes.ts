import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { isCalendarDate, venueToday } from '../../../domain/catalog';
import { adminDashboard } from '../../../projections/dashboard/dashboard.queries';
import { requireAdmin } from '../../auth';
import { validated } from '../../route-input';

const DATE_MESSAGE = 'Dates look like 2026-11-29';
export const dashboardQuery = z.object({
  date: z.string({ error: DATE_MESSAGE }).refine(isCalendarDate, DATE_MESSAGE).optional(),
});

/** GET /api/admin/dashboard?date=YYYY-MM-DD (default: today, venue time). */
export function adminDashboardRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/admin/dashboard',
    requireAdmin,
    validated({ query: dashboardQuery }, async (req, res, { query: { date } }) => {
      const now = ctx.now();
      res.json(await adminDashboard(ctx, date ?? venueToday(now, ctx.config.VENUE_TIMEZONE), now));
    }),
  );
  return router;
}
