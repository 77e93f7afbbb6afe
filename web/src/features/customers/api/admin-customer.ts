import useSWR from 'swr';
import type { CreditBalances, CustomerProfileView } from '@contracts/customers/admin-customers';
import { api } from '@/lib/api-client';

export { useRevalidatePrefix } from '@/lib/revalidate-prefix';

export const customerKey = (userId: string) => `/api/admin/users/${userId}`;

/** One customer as the admin's customer page shows them. */
export function useAdminCustomer(userId: string) {
  return useSWR<CustomerProfileView>(customerKey(userId), (k: string) => api.get<CustomerProfileView>(k));
}

export const blockCustomer = (userId: string, reason: string) =>
  api.post<CustomerProfileView>(`${customerKey(userId)}/block`, { reason });

export const unblockCustomer = (userId: string) => api.post<CustomerProfileView>(`${customerKey(userId)}/unblock`);

export const setCustomerRoles = (userId: string, roles: { isAdmin?: boolean; isEmployee?: boolean }) =>
  api.put(`${customerKey(userId)}/roles`, roles);

export const adjustCustomerCredits = (userId: string, body: { amount: string; bucket: string; reason: string }) =>
  api.post<CreditBalances>(`${customerKey(userId)}/credits`, body);
