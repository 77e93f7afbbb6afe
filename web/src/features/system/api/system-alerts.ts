import useSWR from 'swr';
import { api, fetcher } from '@/lib/api-client';

/** A read model stopped at an event it cannot apply (GET /api/admin/alerts). */
export interface SystemAlert {
  kind: 'projection_stalled';
  projection: string;
  eventId: string;
  eventType: string;
  streamId: string;
  error: string;
  since: string;
  message: string;
}

export const SYSTEM_ALERTS_KEY = '/api/admin/alerts';
export const SYSTEM_ALERTS_POLL_MS = 30_000;

/** The admins' system alerts, checked every 30 s while an admin page is open. */
export function useSystemAlerts() {
  const { data, mutate } = useSWR(SYSTEM_ALERTS_KEY, fetcher<{ alerts: SystemAlert[] }>, {
    refreshInterval: SYSTEM_ALERTS_POLL_MS,
  });
  return { alerts: data?.alerts ?? [], refresh: mutate };
}

export function resumeProjection(name: string): Promise<{ resumed: boolean; message: string }> {
  return api.post(`/api/admin/projections/${encodeURIComponent(name)}/resume`);
}
