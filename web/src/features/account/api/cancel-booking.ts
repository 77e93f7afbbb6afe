import useSWR from 'swr';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useAction } from '@/lib/use-action';
import { cancelBooking, cancellationPreview } from './account';

/** The refund the policy gives for cancelling now (read once per dialog; a failure is worded for the dialog). */
export function useCancellationPreview(bookingId: string) {
  const { data, error } = useSWR(
    ['cancellation-preview', bookingId],
    ([, id]: [string, string]) => cancellationPreview(id),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  return {
    preview: data ?? null,
    failed: error ? errorMessage(error, "We couldn't load the cancellation details.") : null,
  };
}

/**
 * Cancels a booking: toasts "Booking Cancelled" with the refund (and any late fee), then `onCancelled`;
 * a refusal toasts "Cancellation Failed" with the server's reason.
 */
export function useCancelBooking(onCancelled: () => void) {
  return useAction('/api/bookings#cancel', cancelBooking, {
    success: (done) => ({
      title: 'Booking Cancelled',
      description:
        (Number(done.refundAmount) > 0
          ? `${formatMoney(done.refundAmount)} (${done.refundPercentage}%) will be refunded.`
          : 'Your booking has been cancelled.') +
        (done.lateFee ? ` A ${formatMoney(done.lateFee)} late cancellation fee is charged to your card on file.` : ''),
    }),
    failure: (e) => ({
      title: 'Cancellation Failed',
      description: errorMessage(e, "We couldn't cancel your booking. Please contact support."),
      variant: 'destructive',
    }),
    onSuccess: () => onCancelled(),
  });
}
