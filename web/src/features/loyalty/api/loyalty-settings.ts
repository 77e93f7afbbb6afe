import useSWR from 'swr';
import { api } from '@/lib/api-client';

/** The program's admin settings. */
export interface LoyaltyAdminSettings {
  isActive: boolean;
  hoursPerCredit: number;
}

export const LOYALTY_SETTINGS_KEY = '/api/admin/loyalty/settings';

export function useLoyaltySettings() {
  return useSWR(LOYALTY_SETTINGS_KEY, (k: string) => api.get<LoyaltyAdminSettings>(k));
}
