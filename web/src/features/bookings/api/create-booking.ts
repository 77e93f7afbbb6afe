import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';

export interface CreateBookingInput {
  bayId: string;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  creditsUsed: number;
  userId: string;
  status: 'confirmed';
  paymentStatus: 'paid';
  totalAmount: string;
  appliedGiftCard?: { code: string; currentBalance: string; amountToUse: string };
  appliedCoupon?: { id: string; code: string; discountAmount: string };
  couponId?: string;
}

/** POST /api/bookings answers the booking itself (spec: with remainingCredits). */
export interface CreatedBooking {
  id: string;
  remainingCredits?: number;
}

export const CREATE_BOOKING_KEY = '/api/bookings';

/** Credits-only or zero-total booking (spec: sent as confirmed/paid/0.00; the server re-prices it). */
export function createBooking(input: CreateBookingInput): Promise<CreatedBooking> {
  return api.post<CreatedBooking>(CREATE_BOOKING_KEY, input);
}

/** The same as a mutation hook: `trigger(input)` books, `isMutating` while it runs. */
export function useCreateBooking() {
  return useSWRMutation(CREATE_BOOKING_KEY, (_key: string, { arg }: { arg: CreateBookingInput }) => createBooking(arg));
}
