import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface EmailSettings {
  from: string;
  transport: string;
}

export const EMAIL_SETTINGS_KEY = '/api/admin/email-settings';

/** Who the venue's email comes from and where it goes out (set by the deployment). */
export function useEmailSettings() {
  return useSWR(EMAIL_SETTINGS_KEY, (k: string) => api.get<EmailSettings>(k));
}
