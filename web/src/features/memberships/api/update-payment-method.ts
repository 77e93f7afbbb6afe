import { api, errorMessage } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { PAYMENT_STATUS_KEY, USER_MEMBERSHIPS_KEY } from '@/lib/memberships';

export interface NewCard {
  paymentMethodId: string;
  processor: string;
}

/** The membership's card (POST /api/memberships/update-payment-method); a past-due month is paid with it. */
export function useUpdatePaymentMethod(onUpdated: () => void) {
  return useAction(
    '/api/memberships/update-payment-method',
    (card: NewCard) => api.post<{ description?: string }>('/api/memberships/update-payment-method', card),
    {
      success: (result) => ({
        title: 'Payment Method Updated',
        description: result.description ?? 'Your new card is on file.',
      }),
      failure: (e) => ({
        title: 'Update Failed',
        description: `We couldn't update your payment method. ${errorMessage(e, 'Please try again.')}`,
        variant: 'destructive',
      }),
      revalidate: [USER_MEMBERSHIPS_KEY, PAYMENT_STATUS_KEY],
      onSuccess: onUpdated,
    },
  );
}
