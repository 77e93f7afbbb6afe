import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export const SUBSCRIPTIONS_KEY = '/api/admin/subscriptions';

/** An admin cancels a membership at its period's end; a failure shows in the confirm dialog (it rejects). */
export function useCancelSubscription() {
  return useAction(
    '/api/admin/users/membership/cancel',
    (userId: string) => api.post<{ message: string }>(`/api/admin/users/${userId}/membership/cancel`),
    {
      success: (result) => ({ title: 'Membership Cancelled', description: result.message }),
      failure: null,
      rethrow: true,
      revalidate: [SUBSCRIPTIONS_KEY],
    },
  );
}
