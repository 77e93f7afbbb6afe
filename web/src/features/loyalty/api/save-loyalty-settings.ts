import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { LOYALTY_SETTINGS_KEY, type LoyaltyAdminSettings } from './loyalty-settings';

/** PUT /api/admin/loyalty/settings (each save is an event); answers the settings as saved. */
export function saveLoyaltySettings(input: LoyaltyAdminSettings): Promise<LoyaltyAdminSettings> {
  return api.put<LoyaltyAdminSettings>(LOYALTY_SETTINGS_KEY, input);
}

/** Saves them, toasts what they mean, and puts the answer in the settings' cache. */
export function useSaveLoyaltySettings() {
  const { mutate } = useSWRConfig();
  return useAction(`${LOYALTY_SETTINGS_KEY}#save`, saveLoyaltySettings, {
    success: (_saved, { isActive, hoursPerCredit }) => ({
      title: 'Loyalty Settings Saved',
      description: isActive ? `A credit every ${hoursPerCredit} hours played.` : 'The program is off.',
    }),
    failure: 'Save Failed',
    onSuccess: (saved) => void mutate(LOYALTY_SETTINGS_KEY, saved, false),
  });
}
