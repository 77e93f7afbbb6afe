import { formatPlainDate } from '@/lib/venue-time';

export interface Employee {
  id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  isAdmin: boolean;
  isEmployee: boolean;
}
export interface Timesheets {
  weekStart: string;
  days: string[];
  employees: Array<{ userId: string; name: string; hours: string[]; total: string; corrected: number }>;
}

export const dayLabel = (date: string) => formatPlainDate(date, { weekday: 'short', month: 'numeric', day: 'numeric' });
