import type {
  AdminWaitlistAnswer,
  JoinWaitlistRequest,
  MyWaitlistAnswer,
  WaitlistEntryView,
  WaitlistOfferAnswer,
} from '@contracts/waitlist/waitlist';
import useSWR from 'swr';
import { api, fetcher } from '@/lib/api-client';

export type { AdminWaitlistAnswer, WaitlistEntryView, WaitlistOfferAnswer };

export const MY_WAITLIST_KEY = '/api/waitlist';
export const offerKey = (offerId: string) => `/api/waitlist/offers/${encodeURIComponent(offerId)}`;
export const adminWaitlistKey = (date: string | null) =>
  date ? `/api/admin/waitlist?date=${encodeURIComponent(date)}` : '/api/admin/waitlist';

/** The signed-in customer's entries, today and later. */
export function useMyWaitlist(enabled = true) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? MY_WAITLIST_KEY : null, fetcher<MyWaitlistAnswer>);
  return { entries: data?.entries ?? [], loaded: Boolean(data), error, isLoading, mutate };
}

export function joinWaitlist(body: JoinWaitlistRequest): Promise<{ entry: WaitlistEntryView | null }> {
  return api.post<{ entry: WaitlistEntryView | null }>(MY_WAITLIST_KEY, body);
}

export function leaveWaitlist(entryId: string): Promise<void> {
  return api.delete<void>(`${MY_WAITLIST_KEY}/${encodeURIComponent(entryId)}`);
}

export function useWaitlistOffer(offerId: string, enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? offerKey(offerId) : null, fetcher<WaitlistOfferAnswer>, {
    refreshInterval: 30_000,
  });
  return { offer: data ?? null, error, isLoading, mutate };
}

export function declineOffer(offerId: string): Promise<WaitlistOfferAnswer> {
  return api.post<WaitlistOfferAnswer>(`${offerKey(offerId)}/decline`);
}

export type AdminWaitlist = AdminWaitlistAnswer & { dates: Array<{ date: string; waiting: number }> };

export function useAdminWaitlist(date: string | null) {
  const { data, error, isLoading, mutate } = useSWR(adminWaitlistKey(date), fetcher<AdminWaitlist>);
  return { data: data ?? null, error, isLoading, mutate };
}

export function removeWaitlistEntry(entryId: string): Promise<void> {
  return api.delete<void>(`/api/admin/waitlist/${encodeURIComponent(entryId)}`);
}

/** "10:00 AM" or "10:00 AM-12:00 PM": the start times an entry accepts. */
export function rangeLabel(
  entry: Pick<WaitlistEntryView, 'earliestStart' | 'latestStart'>,
  format: (t: string) => string,
) {
  const from = format(entry.earliestStart.slice(0, 5));
  return entry.earliestStart === entry.latestStart ? from : `${from}-${format(entry.latestStart.slice(0, 5))}`;
}
