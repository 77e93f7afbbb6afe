import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import type { DayBooking } from './types';

export const dayBookingsKey = (date: string) => `/api/bookings?date=${date}`;

export function useDayBookings(date: string | null) {
  const { data, error, isLoading, mutate } = useSWR(date ? dayBookingsKey(date) : null, fetcher<unknown>, { revalidateOnFocus: true });
  const list = Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { bookings?: unknown }).bookings) ? (data as { bookings: DayBooking[] }).bookings : [];
  return { bookings: list as DayBooking[], error, isLoading, mutate };
}
