import { useCallback } from 'react';
import type { Page } from '@contracts/lists';
import useSWR from 'swr';
import { toast } from '@/components/ui/toast-store';
import { api } from '@/lib/api-client';
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

/** Grants credits to one customer: toasts their new balance, then `onGranted`. */
export function useGrantCredits(onGranted: () => void) {
  return useCallback(
    async (customer: { id: string; firstName: string; lastName: string }, change: CreditChangeInput) => {
      const { balances } = await grantCredits({ userId: customer.id, ...change });
      toast({
        title: 'Credits Granted',
        description: `${customer.firstName} ${customer.lastName} now has ${balances.total} credits.`,
      });
      onGranted();
    },
    [onGranted],
  );
}
