import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface DayHours {
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
  bookingIntervalMinutes: number;
  peakStartTime: string | null;
  peakEndTime: string | null;
  baseHourlyRate: string | null;
  peakHourlyRate: string | null;
}
export type DayHoursInput = Omit<DayHours, 'dayOfWeek'>;

export const BUSINESS_HOURS_KEY = '/api/global-business-hours';

/** The hours of each weekday that has them. */
export function useBusinessHours() {
  return useSWR(BUSINESS_HOURS_KEY, (k: string) => api.get<DayHours[]>(k));
}

/** PUT /api/admin/global-business-hours/:day (the page's settings form toasts, then reads the week again). */
export function saveDayHours({ day, hours }: { day: number; hours: DayHoursInput }): Promise<unknown> {
  return api.put(`/api/admin/global-business-hours/${day}`, hours);
}
