import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface SystemSettings {
  venueName: string;
  supportPhone: string | null;
  defaultAdvanceBookingDays: number;
  timeZone: string;
}
export type SystemSettingsInput = Omit<SystemSettings, 'timeZone'>;

export const SYSTEM_SETTINGS_KEY = '/api/admin/system-settings';

/** Venue name, support phone, the non-member booking window and the (read-only) time zone. */
export function useSystemSettings() {
  return useSWR(SYSTEM_SETTINGS_KEY, (k: string) => api.get<SystemSettings>(k));
}

/** PUT /api/admin/system-settings; answers the settings as saved (the page's settings form toasts). */
export function saveSystemSettings(input: SystemSettingsInput): Promise<SystemSettings> {
  return api.put<SystemSettings>(SYSTEM_SETTINGS_KEY, input);
}
