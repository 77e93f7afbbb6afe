import useSWR from 'swr';
import type { AdminDashboard } from '@contracts/dashboard/admin-dashboard';
import { fetcher } from '@/lib/api-client';

export type {
  AdminDashboard,
  DashboardArrival,
  DashboardBay,
  OperationalAlert,
} from '@contracts/dashboard/admin-dashboard';

export const DASHBOARD_REFRESH_MS = 60_000;

/** GET /api/admin/dashboard for a venue date, or today (the server's venue today) when none. */
export const dashboardKey = (date: string | null) => `/api/admin/dashboard${date ? `?date=${date}` : ''}`;

/** One venue day at a glance, refreshed every minute while the dashboard is open. */
export function useAdminDashboard(date: string | null) {
  const { data, error, isLoading } = useSWR(dashboardKey(date), fetcher<AdminDashboard>, {
    refreshInterval: DASHBOARD_REFRESH_MS,
    keepPreviousData: true,
  });
  return { dashboard: data, error, isLoading };
}
