import type { BookingFeeDto } from '@contracts/no-show/no-show';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** GET /api/users/:id/booking-fees: a customer's no-show and late cancellation fees. */
export function useBookingFees(userId: string) {
  return useSWR(`/api/users/${encodeURIComponent(userId)}/booking-fees`, (k: string) =>
    api.get<{ fees: BookingFeeDto[] }>(k),
  );
}
