import useSWR from 'swr';
import type {
  ReminderSettingsAnswer,
  ReminderSettingsInput,
  UpcomingReminderItem,
} from '@contracts/reminders/reminders';
import { api } from '@/lib/api-client';

export const REMINDER_SETTINGS_KEY = '/api/admin/reminders/settings';
export const UPCOMING_REMINDERS_KEY = '/api/admin/reminders/upcoming';

/** When booking reminders are texted and what they say. */
export function useReminderSettings() {
  return useSWR(REMINDER_SETTINGS_KEY, (k: string) => api.get<ReminderSettingsAnswer>(k));
}

/** The reminders due next. */
export function useUpcomingReminders() {
  return useSWR(UPCOMING_REMINDERS_KEY, (k: string) => api.get<{ items: UpcomingReminderItem[] }>(k));
}

/** PUT /api/admin/reminders/settings; answers the settings as saved (the page's settings form toasts). */
export function saveReminderSettings(input: ReminderSettingsInput): Promise<ReminderSettingsAnswer> {
  return api.put<ReminderSettingsAnswer>(REMINDER_SETTINGS_KEY, input);
}
