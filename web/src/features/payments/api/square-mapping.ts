import type { RelinkOutcome } from '@contracts/customers/admin-customers';
import { api } from '@/lib/api-client';

export const relinkSquareCustomer = (userId: string) =>
  api.post<RelinkOutcome>(`/api/admin/debug/square-customer-mapping/${userId}/relink`);
