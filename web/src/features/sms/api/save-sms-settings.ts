import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { SMS_SETTINGS_KEY, type SmsSettings } from './sms-settings';

export interface SmsSettingsInput {
  senderNumber: string | null;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
}

/** PUT /api/admin/sms-settings: answers the settings as saved. */
export function saveSmsSettings(input: SmsSettingsInput): Promise<SmsSettings> {
  return api.put<SmsSettings>(SMS_SETTINGS_KEY, input);
}

/** Saves them and puts the answer in the settings' cache (no read again). */
export function useSaveSmsSettings() {
  const { mutate } = useSWRConfig();
  return useAction(`${SMS_SETTINGS_KEY}#save`, saveSmsSettings, {
    success: 'SMS Settings Saved',
    failure: 'Save Failed',
    onSuccess: (saved) => void mutate(SMS_SETTINGS_KEY, saved, false),
  });
}
