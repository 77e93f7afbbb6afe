import type { Page } from '@contracts/lists';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { CreditChange as CreditChangeInput } from '@/components/credits/adjust-credits-dialog';
import { grantCredits } from './credits';

export interface FoundCustomer {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
}

/** The first 8 accounts matching a search of 2 characters or more (nothing while `enabled` is false). */
export function useCustomerSearch(term: string, enabled: boolean) {
  return useSWR(
    term.length >= 2 && enabled ? `/api/admin/users?search=${encodeURIComponent(term)}&limit=8` : null,
    (k: string) => api.get<Page<FoundCustomer>>(k),
  ).data;
}

/** Grants credits to one customer: toasts their new balance, then `onGranted`; a refusal is thrown for the dialog. */
export function useGrantCredits(onGranted: () => void) {
  return useAction(
    '/api/admin/credits#grant',
    ({
      customer,
      change,
    }: {
      customer: Pick<FoundCustomer, 'id' | 'firstName' | 'lastName'>;
      change: CreditChangeInput;
    }) => grantCredits({ userId: customer.id, ...change }),
    {
      success: ({ balances }, { customer }) => ({
        title: 'Credits Granted',
        description: `${customer.firstName} ${customer.lastName} now has ${balances.total} credits.`,
      }),
      failure: null,
      rethrow: true,
      onSuccess: () => onGranted(),
    },
  );
}
