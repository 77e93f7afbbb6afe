import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface NotificationChannel {
  kind: string;
  sms: boolean;
  email: boolean;
}
export interface Notifications {
  channels: NotificationChannel[];
}

export const NOTIFICATIONS_KEY = '/api/admin/notifications';

/** Which events text and/or email every admin. */
export function useNotifications() {
  return useSWR(NOTIFICATIONS_KEY, (k: string) => api.get<Notifications>(k));
}

/** PUT /api/admin/notifications; answers the settings as saved (the page's settings form toasts). */
export function saveNotifications(input: Notifications): Promise<Notifications> {
  return api.put<Notifications>(NOTIFICATIONS_KEY, input);
}
