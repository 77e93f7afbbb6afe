import { useState } from 'react';
import { HistoryPanel } from '@/components/admin/history-panel';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { venueTimezone } from '@/config/venue';
import type { TimeclockEntry } from '@/features/staff/api/staff';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, isoToVenueLocal, venueLocalToIso } from '@/lib/dates';
import { useCorrectTimeclockEntry } from '../api/correct-timeclock-entry';
import { useTimeclockEntryHistory } from '../api/workforce';

export function EntryDialog({ entry, onClose }: { entry: TimeclockEntry; onClose: () => void }) {
  const zone = venueTimezone();
  const data = useTimeclockEntryHistory(entry.id);
  const current = data?.entry ?? entry;
  const [clockIn, setClockIn] = useState(isoToVenueLocal(entry.clockInTime, zone));
  const [clockOut, setClockOut] = useState(entry.clockOutTime ? isoToVenueLocal(entry.clockOutTime, zone) : '');
  const [notes, setNotes] = useState(entry.notes ?? '');
  const [reason, setReason] = useState('');
  const correct = useCorrectTimeclockEntry(() => setReason(''));
  const busy = correct.busy;
  const error = correct.error ? errorMessage(correct.error) : null;
  const save = () =>
    correct.trigger({
      entryId: entry.id,
      clockInTime: venueLocalToIso(clockIn, zone),
      clockOutTime: clockOut ? venueLocalToIso(clockOut, zone) : null,
      notes: notes || null,
      reason,
    });
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
      <HistoryPanel key={data?.history.length} kind="timeclock-entry" id={entry.id} title="Audit trail" lazy />
    </Dialog>
  );
}
