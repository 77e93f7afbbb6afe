import type { BookingFeeDto } from '@contracts/no-show/no-show';
import type { Page } from '@contracts/lists';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface FoundCustomer {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

/** The first 8 accounts matching a search of 2 characters or more (nothing while `enabled` is false). */
export function useCustomerSearch(term: string, enabled: boolean) {
  return useSWR(
    term.length >= 2 && enabled ? `/api/admin/users?search=${encodeURIComponent(term)}&limit=8` : null,
    (k: string) => api.get<Page<FoundCustomer>>(k),
  ).data;
}

/** GET /api/users/:id/booking-fees: a customer's no-show and late cancellation fees. */
export function useBookingFees(userId: string) {
  return useSWR(`/api/users/${encodeURIComponent(userId)}/booking-fees`, (k: string) =>
    api.get<{ fees: BookingFeeDto[] }>(k),
  );
}
