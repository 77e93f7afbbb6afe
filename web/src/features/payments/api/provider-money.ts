import useSWR from 'swr';
import type { DisputeAnswer, PayoutList } from '@contracts/payments/provider-money';
import { api } from '@/lib/api-client';

export type { DisputeAnswer, PayoutList };

export const disputesKey = (filter: { status: 'open' | 'all'; userId?: string }) =>
  `/api/admin/disputes?${new URLSearchParams({ status: filter.status, ...(filter.userId ? { userId: filter.userId } : {}) })}`;

/** Card disputes (open, or all; one customer's when asked), with the evidence the venue holds. */
export function useDisputes(filter: { status: 'open' | 'all'; userId?: string }) {
  return useSWR(disputesKey(filter), (key: string) => api.get<{ disputes: DisputeAnswer[] }>(key));
}

/** Lets the disputing customer pay by card again. */
export function clearDispute(disputeId: string, note: string) {
  return api.post<{ cleared: true }>(`/api/admin/disputes/${encodeURIComponent(disputeId)}/clear`, {
    note: note || undefined,
  });
}

/** The providers' payouts arriving in [from, to], with the total paid. */
export function usePayouts(range: { from: string; to: string }) {
  return useSWR(`/api/admin/payouts?${new URLSearchParams(range)}`, (key: string) => api.get<PayoutList>(key));
}
