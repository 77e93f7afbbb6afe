import useSWR, { useSWRConfig } from 'swr';
import type { ProjectionStatus, RebuildProgress } from '@contracts/system/projections';
import { api, fetcher } from '@/lib/api-client';

export const PROJECTIONS_KEY = '/api/admin/projections';
export const REBUILD_POLL_MS = 500;

const rebuildKey = (name: string) => `/api/admin/projections/${encodeURIComponent(name)}/rebuild`;

/** Every projection with its checkpoint, lag, rate and state (refreshed every 5 s). */
export function useProjections() {
  const { data, error, mutate } = useSWR(PROJECTIONS_KEY, fetcher<{ projections: ProjectionStatus[] }>, {
    refreshInterval: 5000,
  });
  return { projections: data?.projections, error, refresh: mutate };
}

/** A rebuild's progress, polled every 500 ms while it runs. */
export function useRebuildProgress(name: string) {
  const { data, error } = useSWR(rebuildKey(name), fetcher<RebuildProgress>, {
    refreshInterval: (latest) => (latest && latest.state !== 'running' ? 0 : REBUILD_POLL_MS),
  });
  return { progress: data ?? null, error };
}

/** Starts a rebuild, then reads its progress afresh (an earlier rebuild's 'swapped' stops polling). */
export function useStartRebuild() {
  const { mutate } = useSWRConfig();
  return async (name: string) => {
    const started = await api.post<{ rebuildId: string; name: string }>(rebuildKey(name));
    await mutate(rebuildKey(name));
    return started;
  };
}
