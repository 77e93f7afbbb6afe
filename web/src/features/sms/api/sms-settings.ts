import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';

export interface SmsSettings {
  senderNumber: string | null;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  defaultSender: string | null;
}

export const SMS_SETTINGS_KEY = '/api/admin/sms-settings';

/** The sender number and quiet hours. */
export function useSmsSettings() {
  return useSWR(SMS_SETTINGS_KEY, fetcher<SmsSettings>);
}
