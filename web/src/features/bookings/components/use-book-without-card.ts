import { CARD_ON_FILE_REQUIRED } from '@contracts/no-show/codes';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';
import type { PhoneUser } from '@/lib/session/phone-user';
import { useCreateBooking } from '../api/create-booking';
import { useBookingDone } from '@/lib/booking/use-booking-done';
import { bookingErrorText } from '../lib/booking-errors';
import type { BookingSelection } from './use-booking-selection';

/**
 * A booking with nothing left to pay: the spec's POST /api/bookings (the server re-prices it). A booking
 * that needs a card on file first (no-show protection) asks for one through `onCardRequired`.
 */
export function useBookWithoutCard(
  date: string,
  s: BookingSelection,
  onBooked: () => void,
  onCardRequired?: (message: string) => void,
) {
  const { trigger, isMutating: booking } = useCreateBooking();
  const done = useBookingDone();
  const bookWithoutCard = async (who: PhoneUser) => {
    const { time, duration, bayId, quote, giftCard, coupon } = s;
    const endTime = s.facts.endTime;
    if (!time || !duration || !bayId || !endTime) return;
    try {
      const res = await trigger({
        bayId,
        date,
        startTime: `${time}:00`,
        endTime: `${endTime}:00`,
        duration,
        creditsUsed: quote?.creditsUsed ?? 0,
        userId: who.id,
        status: 'confirmed',
        paymentStatus: 'paid',
        totalAmount: '0.00',
        ...(giftCard
          ? { appliedGiftCard: { code: giftCard.code, currentBalance: giftCard.currentBalance, amountToUse: '0.00' } }
          : {}),
        ...(coupon
          ? {
              appliedCoupon: { id: coupon.id, code: coupon.code, discountAmount: coupon.discountAmount },
              couponId: coupon.id,
            }
          : {}),
      });
      toast({ title: 'Booking confirmed', description: `Your bay is booked for ${formatLongDate(date)}.` });
      onBooked();
      await done(res.id);
    } catch (e) {
      const api = e instanceof ApiError ? e : null;
      if (api?.code === CARD_ON_FILE_REQUIRED && onCardRequired) return onCardRequired(api.message);
      const unavailable = api !== null && (api.status === 409 || /advance/i.test(api.message));
      toast({
        title: unavailable ? 'Booking Not Available' : 'Booking Error',
        description: bookingErrorText(api?.message, api?.status),
        variant: 'destructive',
      });
    }
  };

  return { bookWithoutCard, booking };
}
