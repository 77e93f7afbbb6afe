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

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
export const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));
