import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { PAYMENT_STATUS_KEY, USER_MEMBERSHIPS_KEY } from '@/lib/memberships';

/**
 * The customer cancels at the period's end (POST /api/memberships/cancel). `trigger` rejects on a
 * failure, so the confirm dialog stays open and shows it.
 */
export function useCancelMembership(benefitsUntil: string) {
  return useAction('/api/memberships/cancel', () => api.post('/api/memberships/cancel'), {
    success: () => ({
      title: 'Membership Cancelled',
      description: `Your benefits last until ${benefitsUntil}. You can reactivate before then.`,
    }),
    failure: () => ({
      title: 'Cancellation Failed',
      description: "We couldn't cancel your membership. Please try again or contact support.",
      variant: 'destructive',
    }),
    rethrow: true,
    revalidate: [USER_MEMBERSHIPS_KEY, PAYMENT_STATUS_KEY],
  });
}
