import { useState } from 'react';
import { downloadFile, toCsv } from '@/components/admin/csv';
import { venueTimezone } from '@/config/venue';
import { addDays, dayOfWeek, venueNow } from '@/lib/dates';
import { useTimesheets } from '../api/workforce';
import { WeekPicker } from './week-picker';
import { dayLabel, type Timesheets } from './workforce-utils';

export function TimesheetsCard() {
  const today = venueNow(venueTimezone()).date;
  const [weekStart, setWeekStart] = useState(() => addDays(today, -dayOfWeek(today)));
  const data = useTimesheets(weekStart);
  const exportCsv = () => {
    if (!data) return;
    const columns = [
      { header: 'Employee', value: (r: Timesheets['employees'][number]) => r.name },
      ...data.days.map((d, i) => ({ header: d, value: (r: Timesheets['employees'][number]) => r.hours[i] })),
      { header: 'Total', value: (r: Timesheets['employees'][number]) => r.total },
    ];
    downloadFile(`timesheets-${weekStart}.csv`, toCsv(columns, data.employees));
  };
  return (
    <section className="card stack" aria-labelledby="timesheets-title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="timesheets-title" style={{ margin: 0 }}>
          Timesheets
        </h2>
        <button type="button" className="btn btn-secondary btn-sm" disabled={!data} onClick={exportCsv}>
          Export CSV
        </button>
      </div>
      <WeekPicker weekStart={weekStart} onChange={setWeekStart} />
      <div className="table-scroll">
        <table className="table table-compact">
          <caption className="visually-hidden">Hours per employee and day</caption>
          <thead>
            <tr>
              <th scope="col">Employee</th>
              {(data?.days ?? []).map((d) => (
                <th key={d} scope="col">
                  {dayLabel(d)}
                </th>
              ))}
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {(data?.employees ?? []).map((e) => (
              <tr key={e.userId}>
                <th scope="row" data-label="Employee">
                  {e.name}
                  {e.corrected ? <span className="small muted"> ({e.corrected} corrected)</span> : null}
                </th>
                {e.hours.map((h, i) => (
                  <td key={i} data-label={dayLabel(data!.days[i])}>
                    {h === '0.00' ? '–' : h}
                  </td>
                ))}
                <td data-label="Total">
                  <strong>{e.total}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
