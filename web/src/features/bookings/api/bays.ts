import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface BayOption {
  id: string;
  name: string;
  isActive?: boolean;
}

/** The venue's bookable bays, for the move and desk-booking forms. */
export function useActiveBays(known?: BayOption[]) {
  const { data } = useSWR(known ? null : '/api/bays', (k: string) => api.get<BayOption[]>(k));
  return (known ?? data ?? []).filter((b) => b.isActive !== false);
}
