import useSWR, { useSWRConfig } from 'swr';
import type {
  AdminBookingDetail,
  AdminCancelRequest,
  AdminCancellationPreview,
  DeskBookingRequest,
  MoveBookingRequest,
  TeeSheet,
} from '@contracts/bookings/admin-bookings';
import { api } from '@/lib/api-client';

export type {
  AdminBookingDetail,
  AdminBookingRow,
  AdminCancellationPreview,
  BookingHistoryEntry,
  DeskBookingRequest,
  TeeSheet,
} from '@contracts/bookings/admin-bookings';

export const teeSheetKey = (date: string) => `/api/admin/tee-sheet?date=${date}`;
export const bookingKey = (id: string) => `/api/admin/bookings/${id}`;

export function useTeeSheet(date: string) {
  return useSWR(teeSheetKey(date), (k: string) => api.get<TeeSheet>(k), { keepPreviousData: true });
}

export function useAdminBooking(id: string | null) {
  return useSWR(id ? bookingKey(id) : null, (k: string) => api.get<AdminBookingDetail>(k));
}

export function useCancellationPreview(id: string | null) {
  return useSWR(id ? `${bookingKey(id)}/cancellation-preview` : null, (k: string) =>
    api.get<AdminCancellationPreview>(k),
  );
}

/** Every admin bookings list, tee sheet and booking history the page may show, refreshed after a change. */
export function useRefreshBookings() {
  const { mutate } = useSWRConfig();
  const shown = ['/api/admin/bookings', '/api/admin/tee-sheet', '/api/admin/audit/booking/'];
  return () => mutate((key) => typeof key === 'string' && shown.some((prefix) => key.startsWith(prefix)));
}

export const adminBookings = {
  create: (body: DeskBookingRequest) => api.post<AdminBookingDetail>('/api/admin/bookings', body),
  cancel: (id: string, body: AdminCancelRequest) => api.post<AdminBookingDetail>(`${bookingKey(id)}/cancel`, body),
  noShow: (id: string) => api.post<AdminBookingDetail>(`${bookingKey(id)}/no-show`),
  move: (id: string, body: MoveBookingRequest) => api.post<AdminBookingDetail>(`${bookingKey(id)}/move`, body),
};

export const STATUS_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  released: 'Released',
  no_show: 'No-show',
};

export const PAYMENT_LABELS: Record<string, string> = {
  pending: 'Pending',
  paid: 'Paid',
  paid_at_venue: 'Paid at venue',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  refund_failed: 'Refund failed',
  disputed: 'Disputed',
  charged_back: 'Charged back',
};

export const statusLabel = (s: string) => STATUS_LABELS[s] ?? s;
export const paymentLabel = (s: string) => PAYMENT_LABELS[s] ?? s.replace(/_/g, ' ');
