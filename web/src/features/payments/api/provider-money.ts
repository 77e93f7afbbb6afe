import useSWR from 'swr';
import type { DisputeAnswer, PayoutList } from '@contracts/payments/provider-money';
import { api } from '@/lib/api-client';

export type { DisputeAnswer, PayoutList };
export type DisputeFilter = { status: 'open' | 'all'; userId?: string };

export const disputesKey = (filter: DisputeFilter) =>
  `/api/admin/disputes?${new URLSearchParams({ status: filter.status, ...(filter.userId ? { userId: filter.userId } : {}) })}`;

/** Card disputes (open, or all; one customer's when asked), newest first, with the evidence the venue holds. */
export function useDisputes(filter: DisputeFilter) {
  return useSWR(disputesKey(filter), (key: string) => api.get<{ disputes: DisputeAnswer[] }>(key));
}

/** POST /api/admin/disputes/:disputeId/clear: lets the disputing customer pay by card again. */
export function clearDispute(disputeId: string, note: string) {
  return api.post<{ cleared: true }>(`/api/admin/disputes/${encodeURIComponent(disputeId)}/clear`, {
    note: note.trim() || undefined,
  });
}

/** Every bay's name by its id, inactive bays too (a disputed booking may be on a bay since retired). */
export function useBayNames(): Map<string, string> {
  const { data } = useSWR('/api/admin/bays', (key: string) => api.get<Array<{ id: string; name: string }>>(key));
  return new Map((data ?? []).map((b) => [b.id, b.name]));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The providers' payouts arriving in [from, to] (venue days, YYYY-MM-DD), with the total paid; nothing asked until both are dates. */
export function usePayouts(range: { from: string; to: string }) {
  const key =
    DAY.test(range.from) && DAY.test(range.to) && range.from <= range.to
      ? `/api/admin/payouts?${new URLSearchParams(range)}`
      : null;
  return useSWR(key, (k: string) => api.get<PayoutList>(k));
}
