import useSWR from 'swr';
import type { Page } from '@contracts/lists';
import { fetcher } from '@/lib/api-client';
import type { Employee, Timesheets } from '../components/workforce-utils';
import type { Shift, TimeclockEntry } from './staff';

/** GET /api/admin/employees: the accounts with the employee or admin role. */
export function useEmployees() {
  const { data } = useSWR('/api/admin/employees', fetcher<Employee[]>);
  return data ?? [];
}

export interface ShiftsWeekView {
  shifts: Shift[];
  publication: { publishedAt: string; employees: number } | null;
}

/** GET /api/admin/shifts?weekStart=: the week's shifts and when it was last published. */
export function useShiftsWeek(weekStart: string) {
  return useSWR(`/api/admin/shifts?weekStart=${weekStart}`, fetcher<ShiftsWeekView>).data;
}

/** GET /api/admin/timesheets?weekStart=: hours per employee and day. */
export function useTimesheets(weekStart: string) {
  return useSWR(`/api/admin/timesheets?weekStart=${weekStart}`, fetcher<Timesheets>).data;
}

export interface HistoryItem {
  kind: 'clock-in' | 'clock-out' | 'correction';
  detail: {
    at?: string;
    notes?: string | null;
    before?: { clockInTime: string; clockOutTime: string | null; notes: string | null };
    after?: { clockInTime: string; clockOutTime: string | null; notes: string | null };
  };
  reason: string | null;
  actorName: string | null;
  at: string;
}

/** GET /api/admin/timeclock-entries/:id/history: the entry now and its clock-ins, clock-outs and corrections. */
export function useTimeclockEntryHistory(entryId: string) {
  return useSWR(
    `/api/admin/timeclock-entries/${entryId}/history`,
    fetcher<{ entry: TimeclockEntry; history: HistoryItem[] }>,
  ).data;
}

export interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  isEmployee: boolean;
}

/** The first 5 accounts matching a search of 2 characters or more (none before). */
export function useUserSearch(term: string) {
  return useSWR(
    term.length >= 2 ? `/api/admin/users?search=${encodeURIComponent(term)}&limit=5` : null,
    fetcher<Page<UserRow>>,
  ).data;
}
