import { useState } from 'react';
import useSWR from 'swr';
import type { BookingDoorCodeAnswer } from '@contracts/door-access/door-access';
import { optionalFetcher } from '@/lib/api-client';

export type { BookingDoorCodeAnswer };

/** How long a fresh booking's page keeps asking for its code (it is issued just after confirmation). */
const WAIT_FOR_CODE_MS = 30_000;

export const doorCodeKey = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/door-code`;

/** The booking's door code for its owner (null when it has none, or door codes are off). */
export function useBookingDoorCode(bookingId: string | null) {
  const [since] = useState(() => Date.now());
  const { data } = useSWR(bookingId ? doorCodeKey(bookingId) : null, optionalFetcher<BookingDoorCodeAnswer>, {
    refreshInterval: (latest) => (latest || Date.now() - since > WAIT_FOR_CODE_MS ? 0 : 3000),
  });
  return data ?? null;
}
