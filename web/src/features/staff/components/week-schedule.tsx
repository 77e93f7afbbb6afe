import { addDays, formatLongDate, formatTime12 } from '@/lib/dates';
import type { Shift } from '../api/staff';
import { formatPlainDate } from '@/lib/venue-time';

const dayLabel = (date: string) => formatPlainDate(date, { weekday: 'short', month: 'short', day: 'numeric' });

/** A week of shifts, a day a row: position, 12-hour time range, colour and notes. */
export function WeekSchedule({ weekStart, shifts, today }: { weekStart: string; shifts: Shift[]; today: string }) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  return (
    <ul className="week-schedule" aria-label={`Shifts for the week of ${formatLongDate(weekStart)}`}>
      {days.map((d) => {
        const mine = shifts.filter((s) => s.date === d && s.status !== 'cancelled');
        return (
          <li key={d} className={`week-day${d === today ? ' is-today' : ''}`}>
            <span className="week-day-name">{dayLabel(d)}</span>
            {mine.length === 0 ? (
              <span className="muted small">Off</span>
            ) : (
              <span className="stack" style={{ gap: 6 }}>
                {mine.map((s) => (
                  <span key={s.id} className="shift-chip" style={{ borderLeftColor: s.color }}>
                    <strong>{s.title}</strong>
                    {s.position ? <span className="muted"> · {s.position}</span> : null}
                    <span className="small">
                      {' '}
                      {formatTime12(s.startTime)} – {formatTime12(s.endTime)}
                    </span>
                    {s.notes ? <span className="small muted shift-notes">{s.notes}</span> : null}
                  </span>
                ))}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
