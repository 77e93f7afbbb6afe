import useSWR from 'swr';
import type { MyVenuesAnswer, VenuesAnswer } from '@contracts/venues/venues';
import { api } from '@/lib/api-client';
import { setVenueTimezone } from '@/config/venue';

export const VENUES_KEY = '/api/venues';
export const MY_VENUES_KEY = '/api/venues/mine';

/** The deployment's venues and the one this browser is at (null until it answers). */
export function useVenues(): VenuesAnswer | null {
  const { data } = useSWR(VENUES_KEY, async (k: string) => {
    const answer = await api.get<VenuesAnswer>(k);
    // The chosen venue's zone is the app's "today" from now on (availability answers confirm it).
    setVenueTimezone(answer.venues.find((v) => v.id === answer.current)?.timeZone);
    return answer;
  });
  return data ?? null;
}

/** The venues the signed-in user is an admin of (asked only where there are several venues). */
export function useMyAdminVenues(enabled: boolean) {
  const { data } = useSWR(enabled ? MY_VENUES_KEY : null, (k: string) => api.get<MyVenuesAnswer>(k));
  return data?.adminOf ?? null;
}

/**
 * Chooses a venue for this browser: the picker's cookie (every later request carries it, so the
 * server answers with that venue's bays, hours and prices), then a reload, so nothing of the previous
 * venue stays in the page's caches.
 */
export function chooseVenue(answer: Pick<VenuesAnswer, 'cookie'>, venueId: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${answer.cookie}=${encodeURIComponent(venueId)}; path=/; max-age=31536000; samesite=lax${secure}`;
  window.location.reload();
}
