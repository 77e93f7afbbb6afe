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

/** A customer's data on request: the export (downloaded as a file) and the erasure. */
export const customerExportUrl = (userId: string, format: 'json' | 'csv') =>
  `/api/admin/customers/${userId}/export${format === 'csv' ? '.csv' : ''}`;

export const eraseCustomer = (userId: string, confirm: string) =>
  api.post<CustomerProfileView>(`/api/admin/customers/${userId}/erase`, { confirm });

export const unblockCustomer = (userId: string) => api.post<CustomerProfileView>(`${customerKey(userId)}/unblock`);

export const setCustomerRoles = (userId: string, roles: { isAdmin?: boolean; isEmployee?: boolean }) =>
  api.put(`${customerKey(userId)}/roles`, roles);

export const adjustCustomerCredits = (userId: string, body: { amount: string; bucket: string; reason: string }) =>
  api.post<CreditBalances>(`${customerKey(userId)}/credits`, body);
