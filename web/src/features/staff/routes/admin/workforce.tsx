import useSWR from 'swr';
import { EmployeesCard } from '@/features/staff/components/employees-card';
import { ShiftsWeek } from '@/features/staff/components/shifts-week';
import { EntriesCard } from '@/features/staff/components/timeclock-entries-table';
import { TimesheetsCard } from '@/features/staff/components/timesheets-table';
import type { Employee } from '@/features/staff/components/workforce-utils';
import { fetcher } from '@/lib/api-client';

/** /admin/workforce: employees, the week's shifts (edit, publish), timesheets, and entries with corrections. */
export function WorkforcePage() {
  const { data } = useSWR('/api/admin/employees', fetcher<Employee[]>);
  const employees = data ?? [];
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>Workforce</h1>
      <ShiftsWeek employees={employees} />
      <TimesheetsCard />
      <EntriesCard employees={employees} />
      <EmployeesCard employees={employees} />
    </div>
  );
}
