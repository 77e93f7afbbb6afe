import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { PAYMENT_STATUS_KEY, USER_MEMBERSHIPS_KEY } from '@/lib/memberships';

/** Reactivate a membership set to end at the period's end (POST /api/memberships/reactivate). */
export function useReactivateMembership() {
  return useAction('/api/memberships/reactivate', () => api.post('/api/memberships/reactivate'), {
    success: () => ({ title: 'Membership Reactivated', description: 'Your membership will renew as usual.' }),
    failure: 'Reactivation Failed',
    revalidate: [USER_MEMBERSHIPS_KEY, PAYMENT_STATUS_KEY],
  });
}
