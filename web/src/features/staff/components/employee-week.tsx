import { Link } from 'react-router-dom';
import { venueTimezone } from '@/config/venue';
import { useMyShifts } from '@/features/staff/api/staff';
import { WeekSchedule } from '@/features/staff/components/week-schedule';
import { addDays, dayOfWeek, venueNow } from '@/lib/dates';

/** The Employee tab: this week's shifts, Monday first, and a way to the timeclock. */
export function EmployeeWeek() {
  const today = venueNow(venueTimezone()).date;
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7));
  const { shifts, error } = useMyShifts(monday);
  return (
    <div className="stack">
      {error ? <p className="alert alert-error">Failed to fetch employee shifts</p> : null}
      <WeekSchedule weekStart={monday} shifts={shifts} today={today} />
      <div>
        <Link to="/timeclock" className="btn btn-secondary">
          Open Timeclock
        </Link>
      </div>
    </div>
  );
}
