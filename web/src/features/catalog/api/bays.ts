import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface AdminBay {
  id: string;
  name: string;
  description: string | null;
  isActive: boolean;
  hourlyRate: string | null;
  peakHourlyRate: string | null;
  /** Cleaning time kept free after each booking. */
  bufferMinutes: number;
  upcomingBookings: number;
}

export const ADMIN_BAYS_KEY = '/api/admin/bays';

/** Every bay, inactive ones too. */
export function useAdminBays() {
  return useSWR(ADMIN_BAYS_KEY, (k: string) => api.get<AdminBay[]>(k));
}
