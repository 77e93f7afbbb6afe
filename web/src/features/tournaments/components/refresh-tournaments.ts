import type { useSWRConfig } from 'swr';

export const refreshAll = (mutate: ReturnType<typeof useSWRConfig>['mutate']) =>
  mutate(
    (k) =>
      typeof k === 'string' &&
      (k.startsWith('/api/admin/tournaments') || k.startsWith('/api/tournaments') || k.startsWith('/api/leagues')),
  );
