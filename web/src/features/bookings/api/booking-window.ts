import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';

import type { BookingWindow } from '@contracts/bookings/bookings';

export type { BookingWindow };

/** GET /api/booking-window: how far ahead this caller may book (it changes when they sign in or join a plan). */
export function useBookingWindow(userId: string | null) {
  const { data } = useSWR(['/api/booking-window', userId ?? 'visitor'], ([path]) => fetcher<BookingWindow>(path), {
    revalidateOnFocus: false,
  });
  return data ?? null;
}
