import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';

/** What the order sold and how it was paid, as the server computed it (the SMS receipt says the same). */
export interface BookingReceipt {
  lines: { type: string; label: string; amount: string }[];
  adjustments: { kind: string; label: string; amount: string }[];
  charged: string;
  paidWith: string[];
}

export interface BookingDetails {
  id: string;
  /** The short reference the receipt text quotes. */
  reference?: string;
  receipt?: BookingReceipt | null;
  date: string;
  startTime: string;
  endTime: string;
  duration?: number | string;
  totalAmount?: string;
  status?: string;
  paymentStatus?: string;
  usedCredits?: number;
  creditsUsed?: number;
  bay?: { name?: string } | null;
  userId?: string | null;
  /** The tournament this booking is an entry's bay for. */
  tournamentId?: string | null;
  bayName?: string;
  user?: { firstName?: string; lastName?: string } | null;
  firstName?: string;
  lastName?: string;
}

export function useBookingDetails(id: string | null) {
  const { data, error, isLoading } = useSWR(
    id ? `/api/bookings/details/${encodeURIComponent(id)}` : null,
    fetcher<unknown>,
    { shouldRetryOnError: false },
  );
  const body =
    data && typeof data === 'object' && 'booking' in (data as object)
      ? (data as { booking: BookingDetails }).booking
      : (data as BookingDetails | null | undefined);
  return { booking: body ?? null, error, isLoading };
}
