import { useState } from 'react';
import { venueTimezone } from '@/config/venue';
import { useMyShifts } from '@/features/staff/api/staff';
import { addDays, dayOfWeek, formatLongDate, venueNow } from '@/lib/dates';
import { WeekSchedule } from './week-schedule';

/** The caller's shifts, a week at a time (Sunday first), with Previous/Next Week. */
export function MyWeekCard() {
  const today = venueNow(venueTimezone()).date;
  const [weekStart, setWeekStart] = useState(() => addDays(today, -dayOfWeek(today)));
  const { shifts } = useMyShifts(weekStart);
  return (
    <section className="card stack" aria-labelledby="schedule-title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="schedule-title" style={{ margin: 0 }}>
          Week of {formatLongDate(weekStart)}
        </h2>
        <div className="row">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setWeekStart(addDays(weekStart, -7))}
          >
            Previous Week
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => setWeekStart(addDays(weekStart, 7))}
          >
            Next Week
          </button>
        </div>
      </div>
      <WeekSchedule weekStart={weekStart} shifts={shifts} today={today} />
    </section>
  );
}
