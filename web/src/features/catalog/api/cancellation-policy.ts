import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface CancellationTier {
  minHoursBefore: number;
  refundPercentage: number;
}
export interface CancellationPolicy {
  tiers: CancellationTier[];
}

/** The policy is read from the public path and saved through the admin one. */
export const CANCELLATION_POLICY_KEY = '/api/cancellation-policy';

/** The refund tiers (hours before the start -> refund %). */
export function useCancellationPolicy() {
  return useSWR(CANCELLATION_POLICY_KEY, (k: string) => api.get<CancellationPolicy>(k));
}

/** PUT /api/admin/cancellation-policy; answers the policy as saved (the page's settings form toasts). */
export function saveCancellationPolicy(input: CancellationPolicy): Promise<CancellationPolicy> {
  return api.put<CancellationPolicy>('/api/admin/cancellation-policy', input);
}
