import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { SUBSCRIPTIONS_KEY } from './cancel-subscription';

/** An admin retries a past-due renewal now; the list is read again whatever the outcome. */
export function useRetryRenewal() {
  const { mutate } = useSWRConfig();
  return useAction(
    '/api/admin/users/membership/retry',
    (userId: string) => api.post<{ outcome: string; message: string }>(`/api/admin/users/${userId}/membership/retry`),
    {
      success: (result) => ({
        title: result.outcome === 'renewed' ? 'Payment Collected' : 'Payment Failed Again',
        description: result.message,
        variant: result.outcome === 'renewed' ? undefined : 'destructive',
      }),
      failure: 'Retry Failed',
      revalidate: [SUBSCRIPTIONS_KEY],
      onError: () => void mutate((key) => typeof key === 'string' && key.startsWith(SUBSCRIPTIONS_KEY)),
    },
  );
}
