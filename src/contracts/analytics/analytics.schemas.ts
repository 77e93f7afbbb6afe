import { z } from 'zod';
import { ANALYTICS_PRODUCTS, type AnalyticsReport, type AnalyticsSummary } from './analytics';

/**
 * The admin analytics answers as zod contracts, for the OpenAPI document, each checked against its type
 * in analytics.ts (kept apart: the web imports analytics.ts and bundles nothing of zod from it).
 */
const money = z.string().describe('Money as "35.00"');
const product = z.enum(ANALYTICS_PRODUCTS);
const dateRange = z.object({ from: z.string(), to: z.string() });
export const analyticsReport = z.object({
  range: dateRange.extend({ granularity: z.enum(['day', 'week', 'month']) }),
  revenue: z.object({
    series: z.array(z.object({ period: z.string(), total: money, byProduct: z.record(product, money) })),
    totals: z.array(z.object({ product, amount: money, units: z.number().int() })),
    total: money,
  }),
  occupancy: z.object({
    cells: z.array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        hour: z.number().int().min(0).max(23),
        bookedMinutes: z.number(),
        capacityMinutes: z.number(),
        percent: z.number().nullable(),
      }),
    ),
    percent: z.number().nullable(),
    bookedMinutes: z.number(),
    capacityMinutes: z.number(),
  }),
  customers: z.array(z.object({ period: z.string(), new: z.number().int(), returning: z.number().int() })),
  topCustomers: z.array(
    z.object({
      userId: z.string(),
      name: z.string().nullable(),
      email: z.string().nullable(),
      bookings: z.number().int(),
      hours: z.number(),
      spend: money,
    }),
  ),
}) satisfies z.ZodType<AnalyticsReport>;
export const analyticsSummary = z.object({
  range: dateRange,
  previousRange: dateRange,
  metrics: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      format: z.enum(['money', 'count', 'hours', 'percent']),
      current: z.union([z.string(), z.number()]).nullable(),
      previous: z.union([z.string(), z.number()]).nullable(),
      changePercent: z.number().nullable(),
    }),
  ),
}) satisfies z.ZodType<AnalyticsSummary>;
