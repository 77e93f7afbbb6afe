import { EmployeesCard } from '@/features/staff/components/employees-card';
import { ShiftsWeek } from '@/features/staff/components/shifts-week';
import { EntriesCard } from '@/features/staff/components/timeclock-entries-table';
import { TimesheetsCard } from '@/features/staff/components/timesheets-table';
import { useEmployees } from '../../api/workforce';

/** /admin/workforce: employees, the week's shifts (edit, publish), timesheets, and entries with corrections. */
export function WorkforcePage() {
  const employees = useEmployees();
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
