import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { PHONE_USER_KEY } from '@/lib/session/phone-user';

/** After a successful booking or payment: refresh what it changed, then show the receipt. */
export function useReceipt() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return async (bookingId: string | undefined) => {
    await mutate(
      (key) =>
        typeof key === 'string' &&
        (key.startsWith('/api/bookings') ||
          key.startsWith('/api/availability') ||
          key.startsWith('/api/loyalty/status') ||
          key.startsWith('/api/user-') ||
          key === PHONE_USER_KEY),
    );
    if (bookingId) navigate(`/payment-success?booking_id=${encodeURIComponent(bookingId)}`);
  };
}
