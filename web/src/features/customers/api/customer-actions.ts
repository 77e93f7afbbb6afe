import { useCallback } from 'react';
import type { CustomerProfileView } from '@contracts/customers/admin-customers';
import { toast } from '@/components/ui/toast-store';
import {
  adjustCustomerCredits,
  blockCustomer,
  customerKey,
  setCustomerRoles,
  unblockCustomer,
  useRevalidatePrefix,
} from './admin-customer';

/*
 * The customer page's writes for its confirm and credit dialogs: each toasts what it did and throws
 * a refusal for the dialog to show (the dialog stays open).
 */

export const ROLE_NAMES = { isAdmin: 'Admin', isEmployee: 'Employee' } as const;
export type CustomerRole = keyof typeof ROLE_NAMES;

/** Grant or revoke a role, block from booking with a reason, or unblock. */
export function useCustomerStanding(customer: Pick<CustomerProfileView, 'id' | 'firstName' | 'lastName'>) {
  const name = `${customer.firstName} ${customer.lastName}`;
  const { id } = customer;
  const setRole = useCallback(
    async (role: CustomerRole, grant: boolean) => {
      await setCustomerRoles(id, { [role]: grant });
      toast({ title: grant ? 'Role Granted' : 'Role Revoked', description: `${ROLE_NAMES[role]}: ${name}` });
    },
    [id, name],
  );
  const block = useCallback(
    async (reason: string) => {
      await blockCustomer(id, reason);
      toast({ title: 'Customer Blocked', description: `${name} cannot make new bookings.` });
    },
    [id, name],
  );
  const unblock = useCallback(async () => {
    await unblockCustomer(id);
    toast({ title: 'Customer Unblocked', description: `${name} can book again.` });
  }, [id, name]);
  return { setRole, block, unblock };
}

export interface CreditChangeInput {
  amount: string;
  bucket: string;
  reason: string;
}

/** Adjusts a customer's credits: toasts the new balance, `onChanged`, then re-reads their ledger. */
export function useAdjustCredits(userId: string, onChanged: () => void) {
  const revalidate = useRevalidatePrefix();
  return useCallback(
    async (change: CreditChangeInput) => {
      const balances = await adjustCustomerCredits(userId, change);
      toast({ title: 'Credits Adjusted', description: `Balance now ${balances.total} credits.` });
      onChanged();
      await revalidate(`${customerKey(userId)}/credits/ledger`);
    },
    [userId, onChanged, revalidate],
  );
}
