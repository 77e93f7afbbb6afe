import { z } from 'zod';

/** What the admin analytics routes answer (money as "35.00" strings, minutes and counts as numbers). */
export const ANALYTICS_PRODUCTS = [
  'bookings',
  'waitlist_bookings',
  'memberships',
  'gift_cards',
  'credit_offers',
  'promotional_offers',
  'tournament_entries',
  'food_and_drink',
  'other',
] as const;
export type AnalyticsProduct = (typeof ANALYTICS_PRODUCTS)[number];

export const PRODUCT_LABELS: Record<AnalyticsProduct, string> = {
  bookings: 'Bookings',
  waitlist_bookings: 'Waitlist bookings',
  memberships: 'Memberships',
  gift_cards: 'Gift cards',
  credit_offers: 'Credit offers',
  promotional_offers: 'Promotional offers',
  tournament_entries: 'Tournament entries',
  food_and_drink: 'Food & drink',
  other: 'Other',
};

export type Granularity = 'day' | 'week' | 'month';

export interface RevenuePoint {
  /** First day of the period (weeks start on Monday). */
  period: string;
  total: string;
  byProduct: Record<AnalyticsProduct, string>;
}

export interface HeatCell {
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  weekday: number;
  hour: number;
  bookedMinutes: number;
  capacityMinutes: number;
  /** null when the venue is closed in that hour. */
  percent: number | null;
}

export interface TopCustomer {
  userId: string;
  name: string | null;
  email: string | null;
  bookings: number;
  hours: number;
  spend: string;
}

export interface AnalyticsReport {
  range: { from: string; to: string; granularity: Granularity };
  revenue: {
    series: RevenuePoint[];
    totals: Array<{ product: AnalyticsProduct; amount: string; units: number }>;
    total: string;
  };
  occupancy: { cells: HeatCell[]; percent: number | null; bookedMinutes: number; capacityMinutes: number };
  customers: Array<{ period: string; new: number; returning: number }>;
  topCustomers: TopCustomer[];
}

export interface SummaryMetric {
  key: string;
  label: string;
  format: 'money' | 'count' | 'hours' | 'percent';
  current: string | number | null;
  previous: string | number | null;
  /** Change from the previous period in percent; null when the previous period had none. */
  changePercent: number | null;
}

export interface AnalyticsSummary {
  range: { from: string; to: string };
  previousRange: { from: string; to: string };
  metrics: SummaryMetric[];
}

/** The analytics answers as zod contracts (analytics.openapi.ts checks them against the types above). */
const product = z.enum(ANALYTICS_PRODUCTS);
export const analyticsReport = z.object({
  range: z.object({ from: z.string(), to: z.string(), granularity: z.enum(['day', 'week', 'month']) }),
  revenue: z.object({
    series: z.array(z.object({ period: z.string(), total: z.string(), byProduct: z.record(product, z.string()) })),
    totals: z.array(z.object({ product, amount: z.string(), units: z.number() })),
    total: z.string(),
  }),
  occupancy: z.object({
    cells: z.array(
      z.object({
        weekday: z.number().int(),
        hour: z.number().int(),
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
      spend: z.string(),
    }),
  ),
});
export const analyticsSummary = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  previousRange: z.object({ from: z.string(), to: z.string() }),
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
});
