import useSWR from 'swr';
import type { AnalyticsReport, AnalyticsSummary, Granularity } from '@contracts/analytics/analytics';
import { api } from '@/lib/api-client';

export type { AnalyticsReport, AnalyticsSummary, Granularity };
export interface DateRange {
  from: string;
  to: string;
}

export const analyticsKey = (range: DateRange, granularity: Granularity) =>
  `/api/admin/analytics?from=${range.from}&to=${range.to}&granularity=${granularity}`;
export const analyticsSummaryKey = (range: DateRange) =>
  `/api/admin/analytics/summary?from=${range.from}&to=${range.to}`;

const get = <T>(key: string) => api.get<T>(key);

/** The analytics page's figures for a range (null range: nothing asked yet, e.g. an invalid custom range). */
export function useAnalytics(range: DateRange | null, granularity: Granularity) {
  return useSWR(range ? analyticsKey(range, granularity) : null, get<AnalyticsReport>, { keepPreviousData: true });
}

export function useAnalyticsSummary(range: DateRange | null) {
  return useSWR(range ? analyticsSummaryKey(range) : null, get<AnalyticsSummary>, { keepPreviousData: true });
}
