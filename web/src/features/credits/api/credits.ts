import type { CreditBalances } from '@contracts/customers/admin-customers';
import { api } from '@/lib/api-client';

export const grantCredits = (body: { userId: string; amount: string; bucket: string; reason: string }) =>
  api.post<{ userId: string; balances: CreditBalances }>('/api/admin/credits/grants', body);
