import { useState } from 'react';
import { venueTimezone } from '@/config/venue';
import type { Shift } from '@/features/staff/api/staff';
import { addDays, dayOfWeek, formatDateTime, formatTime12, venueNow } from '@/lib/dates';
import { ShiftDialog } from './shift-dialog';
import { WeekPicker } from './week-picker';
import { usePublishShifts } from '../api/publish-shifts';
import { useShiftsWeek } from '../api/workforce';
import { dayLabel, type Employee } from './workforce-utils';

export function ShiftsWeek({ employees }: { employees: Employee[] }) {
  const today = venueNow(venueTimezone()).date;
  const [weekStart, setWeekStart] = useState(() => addDays(today, -dayOfWeek(today)));
  const data = useShiftsWeek(weekStart);
  const [editing, setEditing] = useState<{ shift: Shift | null; date: string; userId?: string } | null>(null);
  const publishWeek = usePublishShifts();
  const busy = publishWeek.busy;
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const publish = () => publishWeek.trigger(weekStart);
  return (
    <section className="card stack" aria-labelledby="shifts-title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="shifts-title" style={{ margin: 0 }}>
          Shifts
        </h2>
        <div className="row">
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => setEditing({ shift: null, date: weekStart })}
          >
            Add Shift
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void publish()}>
            Publish Week
          </button>
        </div>
      </div>
      <WeekPicker weekStart={weekStart} onChange={setWeekStart} />
      <p className="muted small" style={{ margin: 0 }}>
        {data?.publication
          ? `Last published ${formatDateTime(data.publication.publishedAt)} to ${data.publication.employees} employee(s).`
          : 'Not published yet.'}
      </p>
      <div className="table-scroll">
        <table className="table table-compact">
          <caption className="visually-hidden">Shifts by employee and day</caption>
          <thead>
            <tr>
              <th scope="col">Employee</th>
              {days.map((d) => (
                <th key={d} scope="col">
                  {dayLabel(d)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {employees.map((e) => (
              <tr key={e.id}>
                <th scope="row" data-label="Employee">
                  {e.name || e.phoneNumber}
                </th>
                {days.map((d) => {
                  const mine = (data?.shifts ?? []).filter((s) => s.userId === e.id && s.date === d);
                  return (
                    <td key={d} data-label={dayLabel(d)}>
                      {mine.map((s) => (
                        <button
                          key={s.id}
                          type="button"
                          className={`shift-chip shift-button${s.status === 'cancelled' ? ' is-cancelled' : ''}`}
                          style={{ borderLeftColor: s.color }}
                          onClick={() => setEditing({ shift: s, date: d })}
                        >
                          <strong>{s.title}</strong>
                          <span className="small">
                            {' '}
                            {formatTime12(s.startTime)}–{formatTime12(s.endTime)}
                          </span>
                        </button>
                      ))}
                      <button
                        type="button"
                        className="btn btn-link btn-sm"
                        aria-label={`Add a shift for ${e.name} on ${dayLabel(d)}`}
                        onClick={() => setEditing({ shift: null, date: d, userId: e.id })}
                      >
                        +
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editing ? (
        <ShiftDialog
          shift={editing.shift}
          employees={employees}
          date={editing.date}
          userId={editing.userId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  );
}
