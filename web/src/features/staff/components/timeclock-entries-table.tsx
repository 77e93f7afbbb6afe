import { useDeferredValue, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { Field } from '@/components/ui/field';
import type { TimeclockEntry } from '@/features/staff/api/staff';
import { formatDateTime } from '@/lib/dates';
import { EntryDialog } from './timeclock-entry-dialog';
import type { Employee } from './workforce-utils';

export function EntriesCard({ employees }: { employees: Employee[] }) {
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [flagged, setFlagged] = useState(false);
  const [open, setOpen] = useState<TimeclockEntry | null>(null);
  const filters = useDeferredValue({ paged: 'true', userId, from, to, flagged: flagged ? 'true' : '' });
  return (
    <section className="card stack" aria-labelledby="entries-title">
      <h2 id="entries-title" style={{ margin: 0 }}>
        Timeclock Entries
      </h2>
      <div className="form-grid-2">
        <label className="field">
          <span className="label">Employee</span>
          <select className="input" value={userId} onChange={(e) => setUserId(e.target.value)}>
            <option value="">Everyone</option>
            {employees.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name || e.phoneNumber}
              </option>
            ))}
          </select>
        </label>
        <label className="checkbox" style={{ alignSelf: 'end' }}>
          <input type="checkbox" checked={flagged} onChange={(e) => setFlagged(e.target.checked)} />
          Only entries open over 16 hours
        </label>
        <Field label="From" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <Field label="To" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </div>
      <DataTable<TimeclockEntry>
        endpoint="/api/admin/timeclock-entries"
        filters={filters}
        caption="Timeclock entries"
        empty="No timeclock entries match."
        rowKey={(e) => e.id}
        csvName="timeclock-entries.csv"
        columns={[
          { header: 'Employee', render: (e) => e.employeeName ?? '', csv: (e) => e.employeeName },
          {
            header: 'Clock in',
            sort: 'clockIn',
            render: (e) => formatDateTime(e.clockInTime),
            csv: (e) => e.clockInTime,
          },
          {
            header: 'Clock out',
            render: (e) =>
              e.clockOutTime ? (
                formatDateTime(e.clockOutTime)
              ) : (
                <span className={e.flagged ? 'badge badge-danger' : 'badge'}>
                  {e.flagged ? 'Open over 16 h' : 'Active'}
                </span>
              ),
            csv: (e) => e.clockOutTime,
          },
          { header: 'Hours', render: (e) => e.hoursWorked ?? '—', csv: (e) => e.hoursWorked },
          {
            header: 'Notes',
            render: (e) => (
              <>
                {e.notes ?? ''}
                {e.corrected ? <span className="small muted"> (corrected)</span> : null}
              </>
            ),
            csv: (e) => e.notes,
          },
          {
            header: '',
            render: (e) => (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(e)}>
                History / Correct
              </button>
            ),
          },
        ]}
      />
      {open ? <EntryDialog entry={open} onClose={() => setOpen(null)} /> : null}
    </section>
  );
}
