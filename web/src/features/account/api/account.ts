import type {
  AccountBooking,
  AccountSummary,
  CancellationPreview,
  ExtensionCheck,
} from '@contracts/account/account-summary';
import useSWR from 'swr';
import { api, fetcher } from '@/lib/api-client';

export type { AccountBooking, AccountSummary, CancellationPreview, ExtensionCheck };

export const ACCOUNT_SUMMARY_KEY = '/api/account/summary';

/** Everything the account page shows, in one call. */
export function useAccountSummary() {
  const { data, error, isLoading, mutate } = useSWR(ACCOUNT_SUMMARY_KEY, fetcher<AccountSummary>);
  return { summary: data ?? null, error, isLoading, refresh: mutate };
}

export function checkExtension(bookingId: string, additionalHours: number): Promise<ExtensionCheck> {
  return api.post<ExtensionCheck>(`/api/bookings/${encodeURIComponent(bookingId)}/check-extension`, {
    additionalHours,
  });
}

export function cancellationPreview(bookingId: string): Promise<CancellationPreview> {
  return api.get<CancellationPreview>(`/api/bookings/${encodeURIComponent(bookingId)}/cancellation-preview`);
}

export function cancelBooking(bookingId: string): Promise<CancellationPreview & { message: string }> {
  return api.delete(`/api/bookings/${encodeURIComponent(bookingId)}`);
}
