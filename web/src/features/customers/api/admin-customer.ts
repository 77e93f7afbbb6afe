import useSWR, { useSWRConfig } from 'swr';
import type { CreditBalances, CustomerProfileView, RelinkOutcome } from '@contracts/customers/admin-customers';
import { api } from '@/lib/api-client';

export const customerKey = (userId: string) => `/api/admin/users/${userId}`;

/** One customer as the admin's customer page shows them. */
export function useAdminCustomer(userId: string) {
  return useSWR<CustomerProfileView>(customerKey(userId), (k: string) => api.get<CustomerProfileView>(k));
}

/** Re-reads every list under a path prefix (the DataTables key their pages by the full URL). */
export function useRevalidatePrefix() {
  const { mutate } = useSWRConfig();
  return (...prefixes: string[]) =>
    mutate((k) => typeof k === 'string' && prefixes.some((p) => k.startsWith(p)), undefined, { revalidate: true });
}

export const blockCustomer = (userId: string, reason: string) =>
  api.post<CustomerProfileView>(`${customerKey(userId)}/block`, { reason });

export const unblockCustomer = (userId: string) => api.post<CustomerProfileView>(`${customerKey(userId)}/unblock`);

export const setCustomerRoles = (userId: string, roles: { isAdmin?: boolean; isEmployee?: boolean }) =>
  api.put(`${customerKey(userId)}/roles`, roles);

export const adjustCustomerCredits = (userId: string, body: { amount: string; bucket: string; reason: string }) =>
  api.post<CreditBalances>(`${customerKey(userId)}/credits`, body);

export const grantCredits = (body: { userId: string; amount: string; bucket: string; reason: string }) =>
  api.post<{ userId: string; balances: CreditBalances }>('/api/admin/credits/grants', body);

export const relinkSquareCustomer = (userId: string) =>
  api.post<RelinkOutcome>(`/api/admin/debug/square-customer-mapping/${userId}/relink`);
