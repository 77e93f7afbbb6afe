import { useDeferredValue, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Page } from '@contracts/lists';
import { DataTable } from '@/components/admin/data-table';
import { downloadFile, toCsv } from '@/components/admin/csv';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { venueTimezone } from '@/config/venue';
import type { Shift, TimeclockEntry } from '@/features/staff/api/staff';
import { api, errorMessage, fetcher } from '@/lib/api-client';
import {
  addDays,
  dayOfWeek,
  formatDateTime,
  formatLongDate,
  formatTime12,
  isoToVenueLocal,
  venueLocalToIso,
  venueNow,
} from '@/lib/dates';

interface Employee {
  id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  isAdmin: boolean;
  isEmployee: boolean;
}
interface Timesheets {
  weekStart: string;
  days: string[];
  employees: Array<{ userId: string; name: string; hours: string[]; total: string; corrected: number }>;
}
interface HistoryItem {
  kind: 'clock-in' | 'clock-out' | 'correction';
  detail: {
    at?: string;
    notes?: string | null;
    before?: { clockInTime: string; clockOutTime: string | null; notes: string | null };
    after?: { clockInTime: string; clockOutTime: string | null; notes: string | null };
  };
  reason: string | null;
  actorName: string | null;
  at: string;
}

const DAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'numeric', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => DAY.format(new Date(`${date}T12:00:00Z`));
const refreshStaff = (mutate: ReturnType<typeof useSWRConfig>['mutate']) =>
  mutate(
    (k) =>
      typeof k === 'string' &&
      (k.startsWith('/api/admin/shifts') ||
        k.startsWith('/api/admin/timesheets') ||
        k.startsWith('/api/admin/timeclock-entries') ||
        k.startsWith('/api/admin/employees')),
  );

function WeekPicker({ weekStart, onChange }: { weekStart: string; onChange: (w: string) => void }) {
  return (
    <div className="row">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(addDays(weekStart, -7))}>
        Previous Week
      </button>
      <strong>Week of {formatLongDate(weekStart)}</strong>
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(addDays(weekStart, 7))}>
        Next Week
      </button>
    </div>
  );
}

interface ShiftForm {
  userId: string;
  title: string;
  position: string;
  date: string;
  startTime: string;
  endTime: string;
  color: string;
  status: Shift['status'];
  notes: string;
}

function ShiftDialog({
  shift,
  employees,
  date,
  userId,
  onClose,
}: {
  shift: Shift | null;
  employees: Employee[];
  date: string;
  userId?: string;
  onClose: () => void;
}) {
  const [form, setForm] = useState<ShiftForm>({
    userId: shift?.userId ?? userId ?? employees[0]?.id ?? '',
    title: shift?.title ?? 'Shift',
    position: shift?.position ?? '',
    date: shift?.date ?? date,
    startTime: shift?.startTime ?? '09:00',
    endTime: shift?.endTime ?? '17:00',
    color: shift?.color ?? '#3b82f6',
    status: shift?.status ?? 'scheduled',
    notes: shift?.notes ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const bind = (key: keyof ShiftForm) => ({
    value: form[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setForm({ ...form, [key]: e.target.value }),
  });
  const run = async (action: 'save' | 'delete') => {
    setBusy(true);
    setError(null);
    try {
      const body = { ...form, position: form.position || null, notes: form.notes || null };
      if (action === 'delete' && shift) await api.delete(`/api/admin/shifts/${shift.id}`);
      else if (shift) await api.put(`/api/admin/shifts/${shift.id}`, body);
      else await api.post('/api/admin/shifts', body);
      toast({
        title: action === 'delete' ? 'Shift Removed' : 'Shift Saved',
        description: `${form.title}, ${form.date}`,
      });
      await refreshStaff(mutate);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={shift ? 'Edit Shift' : 'Add Shift'}
      description="Shifts of one employee may not overlap. Publish the week to text everyone their shifts."
      onClose={onClose}
      testId="shift-dialog"
      footer={
        <div className="row">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void run('save')}>
            Save Shift
          </button>
          {shift ? (
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void run('delete')}>
              Remove
            </button>
          ) : null}
        </div>
      }
    >
      <div className="stack">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <label className="field">
          <span className="label">Employee</span>
          <select className="input" {...bind('userId')}>
            {employees.map((e) => (
              <option key={e.id} value={e.id}>
                {e.name || e.phoneNumber}
              </option>
            ))}
          </select>
        </label>
        <div className="form-grid-2">
          <Field label="Title" {...bind('title')} />
          <Field label="Position" placeholder="Front Desk" {...bind('position')} />
          <Field label="Date" type="date" {...bind('date')} />
          <label className="field">
            <span className="label">Status</span>
            <select className="input" {...bind('status')}>
              <option value="scheduled">Scheduled</option>
              <option value="confirmed">Confirmed</option>
              <option value="cancelled">Cancelled</option>
            </select>
          </label>
          <Field label="Start" type="time" {...bind('startTime')} />
          <Field label="End" type="time" {...bind('endTime')} />
          <Field label="Colour" type="color" {...bind('color')} />
        </div>
        <label className="field">
          <span className="label">Notes</span>
          <textarea className="input" rows={2} {...bind('notes')} />
        </label>
      </div>
    </Dialog>
  );
}

function ShiftsWeek({ employees }: { employees: Employee[] }) {
  const today = venueNow(venueTimezone()).date;
  const [weekStart, setWeekStart] = useState(() => addDays(today, -dayOfWeek(today)));
  const key = `/api/admin/shifts?weekStart=${weekStart}`;
  const { data } = useSWR(
    key,
    fetcher<{ shifts: Shift[]; publication: { publishedAt: string; employees: number } | null }>,
  );
  const [editing, setEditing] = useState<{ shift: Shift | null; date: string; userId?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const publish = async () => {
    setBusy(true);
    try {
      const res = await api.post<{ published: boolean; employees: number }>('/api/admin/shifts/publish', { weekStart });
      toast({
        title: res.published ? 'Week Published' : 'Nothing New to Publish',
        description: res.published
          ? `${res.employees} employee${res.employees === 1 ? '' : 's'} will get their shifts by text.`
          : 'The week is unchanged since it was last published; nobody is texted again.',
      });
      await refreshStaff(mutate);
    } catch (e) {
      toast({ title: 'Publish Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
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

function TimesheetsCard() {
  const today = venueNow(venueTimezone()).date;
  const [weekStart, setWeekStart] = useState(() => addDays(today, -dayOfWeek(today)));
  const { data } = useSWR(`/api/admin/timesheets?weekStart=${weekStart}`, fetcher<Timesheets>);
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

function EntryDialog({ entry, onClose }: { entry: TimeclockEntry; onClose: () => void }) {
  const zone = venueTimezone();
  const key = `/api/admin/timeclock-entries/${entry.id}/history`;
  const { data, mutate: reload } = useSWR(key, fetcher<{ entry: TimeclockEntry; history: HistoryItem[] }>);
  const current = data?.entry ?? entry;
  const [clockIn, setClockIn] = useState(isoToVenueLocal(entry.clockInTime, zone));
  const [clockOut, setClockOut] = useState(entry.clockOutTime ? isoToVenueLocal(entry.clockOutTime, zone) : '');
  const [notes, setNotes] = useState(entry.notes ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(`/api/admin/timeclock-entries/${entry.id}/correct`, {
        clockInTime: venueLocalToIso(clockIn, zone),
        clockOutTime: clockOut ? venueLocalToIso(clockOut, zone) : null,
        notes: notes || null,
        reason,
      });
      toast({ title: 'Entry Corrected', description: 'The original stays in the history.' });
      setReason('');
      await reload();
      await refreshStaff(mutate);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const times = (t?: { clockInTime: string; clockOutTime: string | null }) =>
    t ? `${formatDateTime(t.clockInTime)} – ${t.clockOutTime ? formatDateTime(t.clockOutTime) : 'open'}` : '';
  return (
    <Dialog
      title={`Entry of ${current.employeeName ?? 'employee'}`}
      description={`${times(current)}${current.hoursWorked ? ` · ${current.hoursWorked} hours` : ''}`}
      onClose={onClose}
      size="lg"
      testId="entry-dialog"
    >
      <div className="stack">
        <h3 style={{ margin: 0 }}>History</h3>
        <ul className="plain-list stack" data-testid="entry-history">
          {(data?.history ?? []).map((h, i) => (
            <li key={i} className="small">
              <strong>{formatDateTime(h.at)}</strong> ·{' '}
              {h.kind === 'correction'
                ? `Corrected by ${h.actorName ?? 'an admin'}: ${times(h.detail.before)} → ${times(h.detail.after)}. Reason: ${h.reason}`
                : `${h.kind === 'clock-in' ? 'Clocked in' : 'Clocked out'} by ${h.actorName ?? 'the employee'}${h.detail.notes ? ` (“${h.detail.notes}”)` : ''}`}
            </li>
          ))}
        </ul>
        <h3 style={{ margin: 0 }}>Correct this entry</h3>
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="form-grid-2">
          <Field label="Clock in" type="datetime-local" value={clockIn} onChange={(e) => setClockIn(e.target.value)} />
          <Field
            label="Clock out (empty: still open)"
            type="datetime-local"
            value={clockOut}
            onChange={(e) => setClockOut(e.target.value)}
          />
        </div>
        <Field label="Notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
        <Field label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        <div>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
            Save Correction
          </button>
        </div>
      </div>
    </Dialog>
  );
}

function EntriesCard({ employees }: { employees: Employee[] }) {
  const [userId, setUserId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [flagged, setFlagged] = useState(false);
  const [open, setOpen] = useState<TimeclockEntry | null>(null);
  const filters = useDeferredValue({ userId, from, to, flagged: flagged ? 'true' : '' });
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

interface UserRow {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  isEmployee: boolean;
}

function EmployeesCard({ employees }: { employees: Employee[] }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const { data: found } = useSWR(
    deferred.length >= 2 ? `/api/admin/users?search=${encodeURIComponent(deferred)}&limit=5` : null,
    fetcher<Page<UserRow>>,
  );
  const { mutate } = useSWRConfig();
  const setRole = async (userId: string, isEmployee: boolean, name: string) => {
    try {
      await api.put(`/api/admin/users/${userId}/roles`, { isEmployee });
      toast({ title: isEmployee ? 'Employee Added' : 'Employee Removed', description: name });
      await refreshStaff(mutate);
      setSearch('');
    } catch (e) {
      toast({ title: 'Role Change Failed', description: errorMessage(e), variant: 'destructive' });
    }
  };
  return (
    <section className="card stack" aria-labelledby="employees-title">
      <h2 id="employees-title" style={{ margin: 0 }}>
        Employees
      </h2>
      <ul className="booking-list">
        {employees.map((e) => (
          <li key={e.id} className="booking-item">
            <div className="booking-when">
              <strong>{e.name || 'Unnamed'}</strong>
              <div className="muted small">
                {e.phoneNumber}
                {e.isAdmin ? ' · admin' : ''}
              </div>
            </div>
            {e.isEmployee ? (
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => void setRole(e.id, false, e.name)}
              >
                Remove Employee Role
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <Field
        label="Add an employee"
        placeholder="Search accounts by name or phone"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        hint="They sign in with their own phone number; the role counts from their next request."
      />
      {found?.items.length ? (
        <ul className="plain-list stack">
          {found.items
            .filter((u) => !u.isEmployee)
            .map((u) => (
              <li key={u.id} className="row" style={{ justifyContent: 'space-between' }}>
                <span>
                  {u.firstName} {u.lastName} <span className="muted small">{u.phoneNumber}</span>
                </span>
                <button
                  type="button"
                  className="btn btn-primary btn-sm"
                  onClick={() => void setRole(u.id, true, `${u.firstName} ${u.lastName}`)}
                >
                  Make Employee
                </button>
              </li>
            ))}
        </ul>
      ) : null}
    </section>
  );
}

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
