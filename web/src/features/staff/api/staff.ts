import useSWR from 'swr';
import { api, ApiError, fetcher } from '@/lib/api-client';

export interface TimeclockEntry {
  id: string;
  userId: string;
  employeeName?: string;
  clockInTime: string;
  clockOutTime: string | null;
  /** Two decimals ("7.50"); null while the entry is open. */
  hoursWorked: string | null;
  notes: string | null;
  isActive: boolean;
  corrected: boolean;
  /** Open for more than 16 hours. */
  flagged: boolean;
}

export interface TimeclockStatus {
  isClockedIn: boolean;
  currentEntry: TimeclockEntry | null;
  hoursSoFar: string | null;
  recentEntries: TimeclockEntry[];
}

export interface Shift {
  id: string;
  userId: string;
  employeeName?: string;
  title: string;
  description: string | null;
  position: string | null;
  color: string;
  date: string;
  startTime: string;
  endTime: string;
  status: 'scheduled' | 'confirmed' | 'cancelled';
  notes: string | null;
}

export const TIMECLOCK_KEY = '/api/timeclock/current';
/** The spec's call: an employee's own latest entries (an admin's: everyone's), as a list. */
export const RECENT_ENTRIES_KEY = '/api/admin/timeclock-entries';

/** Spec: the timeclock status refreshes every 60 s and is stale after 30 s. */
export function useTimeclock(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR(enabled ? TIMECLOCK_KEY : null, fetcher<TimeclockStatus>, {
    refreshInterval: 60_000,
    dedupingInterval: 30_000,
    shouldRetryOnError: false,
  });
  return { status: data ?? null, error, isLoading, refresh: mutate };
}

/** The 5 latest entries (the spec's GET /api/admin/timeclock-entries, an employee's own). */
export function useRecentEntries(enabled: boolean) {
  const { data, mutate } = useSWR(enabled ? RECENT_ENTRIES_KEY : null, fetcher<TimeclockEntry[]>);
  return { entries: data?.slice(0, 5) ?? [], refresh: mutate };
}

/** The caller's shifts for the 7 days from weekStart; a 401 (or a customer's 403) gives an empty list. */
export function useMyShifts(weekStart: string) {
  const { data, error } = useSWR(`/api/employee/shifts/${weekStart}`, async (key: string) => {
    try {
      return await api.get<Shift[]>(key);
    } catch (e) {
      if (e instanceof ApiError && (e.status === 401 || e.status === 403)) return [];
      throw e;
    }
  });
  return { shifts: data ?? [], error, isLoading: !data && !error };
}

export const clockIn = (notes: string) =>
  api.post<{ success: boolean; message: string; entry: TimeclockEntry }>('/api/timeclock/clock-in', {
    notes: notes.trim() || null,
  });
export const clockOut = (notes: string) =>
  api.post<{ success: boolean; hoursWorked: string; message: string; entry: TimeclockEntry }>(
    '/api/timeclock/clock-out',
    { notes: notes.trim() || null },
  );
