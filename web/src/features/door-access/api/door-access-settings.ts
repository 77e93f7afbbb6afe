import useSWR from 'swr';
import type { DoorAccessSettingsAnswer, DoorAccessSettingsBody } from '@contracts/door-access/door-access';
import { api } from '@/lib/api-client';

export type { DoorAccessSettingsAnswer, DoorAccessSettingsBody };

export const DOOR_ACCESS_KEY = '/api/admin/door-access';

/** Whether bookings get door codes, and where they are sent. */
export function useDoorAccessSettings() {
  return useSWR(DOOR_ACCESS_KEY, (k: string) => api.get<DoorAccessSettingsAnswer>(k));
}

/** PUT /api/admin/door-access; answers the settings as saved (the page's settings form toasts). */
export function saveDoorAccessSettings(input: DoorAccessSettingsBody): Promise<DoorAccessSettingsAnswer> {
  return api.put<DoorAccessSettingsAnswer>(DOOR_ACCESS_KEY, input);
}
