import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { fetcher } from '@/lib/api-client';
import { setVenueTimezone } from '@/config/venue';
import { availabilityKey, type Availability } from './day-availability';

const FRESH_MS = 30_000;
const fetchedAt = new Map<string, number>();

/**
 * Puts a day's availability (1 hour) into the SWR cache ahead of the click, so the modal opens with
 * slots at once; the modal still revalidates on mount, so what it shows is never older than a moment.
 */
export function usePrefetchAvailability() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (date: string, onZoneChange?: () => void) => {
      const key = availabilityKey(date, 1);
      const last = fetchedAt.get(key) ?? 0;
      if (Date.now() - last < FRESH_MS) return;
      fetchedAt.set(key, Date.now());
      const request = fetcher<Availability>(key).then((data) => {
        if (setVenueTimezone(data?.timezone)) onZoneChange?.();
        return data;
      });
      mutate(key, request, { revalidate: false, populateCache: true }).catch(() => fetchedAt.delete(key));
    },
    [mutate],
  );
}
