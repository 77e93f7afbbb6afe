import { Router } from 'express';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import type { AnalyticsReport, AnalyticsSummary } from '../../../contracts/analytics/analytics';
import { catalogSnapshot } from '../../../projections/catalog';
import { analyticsSummary } from '../../../projections/analytics/analytics-summary.queries';
import {
  customersSeries,
  occupancyHeatMap,
  revenueSeries,
  topCustomers,
} from '../../../projections/analytics/analytics.queries';
import { requireAdmin } from '../../auth';
import { validated } from '../../route-input';

const day = z
  .string({ error: 'Please choose a start and an end date.' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && DateTime.fromISO(v).isValid, 'Dates look like 2026-01-31.');

export const analyticsRangeSchema = z
  .object({ from: day, to: day, granularity: z.enum(['day', 'week', 'month']).default('day') })
  .refine((r) => r.from <= r.to, { message: 'The start date must be on or before the end date.', path: ['to'] })
  .refine((r) => DateTime.fromISO(r.to) <= DateTime.fromISO(r.from).plus({ years: 3 }), {
    message: 'Please choose a range of at most 3 years.',
    path: ['to'],
  });

/** The analytics pages' figures, from the analytics read models. */
export function adminAnalyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get(
    '/admin/analytics',
    requireAdmin,
    validated({ query: analyticsRangeSchema }, async (req, res, { query: { granularity, ...range } }) => {
      const catalog = await catalogSnapshot(ctx);
      const [revenue, occupancy, customers, top] = await Promise.all([
        revenueSeries(ctx.knex, range, granularity),
        occupancyHeatMap(ctx.knex, catalog, range),
        customersSeries(ctx.knex, range, granularity),
        topCustomers(ctx.knex, range),
      ]);
      const report: AnalyticsReport = {
        range: { ...range, granularity },
        revenue: { series: revenue.series, totals: revenue.totals, total: revenue.total },
        occupancy,
        customers,
        topCustomers: top,
      };
      res.json(report);
    }),
  );
  router.get(
    '/admin/analytics/summary',
    requireAdmin,
    validated({ query: analyticsRangeSchema }, async (req, res, { query: { from, to } }) => {
      const summary: AnalyticsSummary = await analyticsSummary(
        ctx.knex,
        await catalogSnapshot(ctx),
        ctx.config.VENUE_TIMEZONE,
        {
          from,
          to,
        },
      );
      res.json(summary);
    }),
  );
  return router;
}
