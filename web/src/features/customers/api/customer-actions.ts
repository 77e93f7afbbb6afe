import type { CustomerProfileView } from '@contracts/customers/admin-customers';
import { useAction } from '@/lib/use-action';
import {
  adjustCustomerCredits,
  blockCustomer,
  customerKey,
  eraseCustomer,
  setCustomerRoles,
  unblockCustomer,
  useRevalidatePrefix,
} from './admin-customer';

/*
 * The customer page's writes for its confirm and credit dialogs: each toasts what it did and throws
 * a refusal for the dialog to show (the dialog stays open; no error toast).
 */

export const ROLE_NAMES = { isAdmin: 'Admin', isEmployee: 'Employee' } as const;
export type CustomerRole = keyof typeof ROLE_NAMES;

/** Grant or revoke a role, block from booking with a reason, or unblock. */
export function useCustomerStanding(customer: Pick<CustomerProfileView, 'id' | 'firstName' | 'lastName'>) {
  const name = `${customer.firstName} ${customer.lastName}`;
  const key = customerKey(customer.id);
  const setRole = useAction(
    `${key}#roles`,
    ({ role, grant }: { role: CustomerRole; grant: boolean }) => setCustomerRoles(customer.id, { [role]: grant }),
    {
      success: (_r, { role, grant }) => ({
        title: grant ? 'Role Granted' : 'Role Revoked',
        description: `${ROLE_NAMES[role]}: ${name}`,
      }),
      failure: null,
      rethrow: true,
    },
  );
  const block = useAction(`${key}#block`, (reason: string) => blockCustomer(customer.id, reason), {
    success: () => ({ title: 'Customer Blocked', description: `${name} cannot make new bookings.` }),
    failure: null,
    rethrow: true,
  });
  const unblock = useAction(`${key}#unblock`, () => unblockCustomer(customer.id), {
    success: () => ({ title: 'Customer Unblocked', description: `${name} can book again.` }),
    failure: null,
    rethrow: true,
  });
  return { setRole: setRole.trigger, block: block.trigger, unblock: unblock.trigger };
}

export interface CreditChangeInput {
  amount: string;
  bucket: string;
  reason: string;
}

/** Adjusts a customer's credits: toasts the new balance, `onChanged`, then re-reads their ledger. */
export function useAdjustCredits(userId: string, onChanged: () => void) {
  const revalidate = useRevalidatePrefix();
  return useAction(
    `${customerKey(userId)}#credits`,
    (change: CreditChangeInput) => adjustCustomerCredits(userId, change),
    {
      success: (balances) => ({ title: 'Credits Adjusted', description: `Balance now ${balances.total} credits.` }),
      failure: null,
      rethrow: true,
      onSuccess: async () => {
        onChanged();
        await revalidate(`${customerKey(userId)}/credits/ledger`);
      },
    },
  );
}

/** Erases a customer on request (confirmed with their phone number or ERASE); refusals stay in the dialog. */
export function useEraseCustomer(userId: string) {
  return useAction(`${customerKey(userId)}#erase`, (confirm: string) => eraseCustomer(userId, confirm), {
    success: () => ({
      title: 'Customer Erased',
      description: 'Their personal data is gone; the books keep amounts and dates.',
    }),
    failure: null,
    rethrow: true,
  });
}
