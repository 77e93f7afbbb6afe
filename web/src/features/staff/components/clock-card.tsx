import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { TimeclockStatus } from '@/features/staff/api/staff';
import { formatDateTime } from '@/lib/dates';
import { useClockPunch } from '../api/clock-punch';

interface Props {
  firstName?: string | null;
  status: TimeclockStatus | null;
  error: unknown;
  /** Re-reads the status (after a punch, and after a refused one). */
  refresh: () => Promise<unknown>;
  /** Re-reads the latest entries after a punch. */
  refreshRecent: () => Promise<unknown>;
}

/** The employee's status with the Clock In / Clock Out button and its notes. */
export function ClockCard({ firstName, status, error, refresh, refreshRecent }: Props) {
  const [notes, setNotes] = useState('');
  const punchClock = useClockPunch(async () => {
    setNotes('');
    await Promise.all([refresh(), refreshRecent()]);
  }, refresh);
  const busy = punchClock.busy;
  const punch = () => punchClock.trigger({ out: Boolean(status?.isClockedIn), notes });
  return (
    <section className="card stack" aria-labelledby="clock-title">
      <h2 id="clock-title" style={{ margin: 0 }}>
        {firstName ? `Hi ${firstName}` : 'Your status'}
      </h2>
      {error ? (
        <p className="alert alert-error" role="alert">
          Unable to load your timeclock status. Please try again.
        </p>
      ) : !status ? (
        <Spinner label="Loading your status" />
      ) : (
        <>
          <p className="clock-status" data-testid="clock-status" style={{ margin: 0 }}>
            {status.isClockedIn ? 'Clocked In' : 'Not Clocked In'}
          </p>
          {status.currentEntry ? (
            <p className="muted" style={{ margin: 0 }}>
              Since {formatDateTime(status.currentEntry.clockInTime)} · {status.hoursSoFar} hours so far
              {status.currentEntry.flagged ? ' · open over 16 hours: please clock out and tell a manager' : ''}
            </p>
          ) : null}
          <form
            className="stack"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void punch();
            }}
          >
            <label className="field">
              <span className="label">Notes (optional)</span>
              <textarea
                className="input"
                rows={2}
                maxLength={500}
                value={notes}
                placeholder={status.isClockedIn ? 'Anything to hand over?' : 'Anything to note?'}
                onChange={(e) => setNotes(e.target.value)}
              />
            </label>
            <div>
              <button
                type="submit"
                className={status.isClockedIn ? 'btn btn-danger btn-lg' : 'btn btn-primary btn-lg'}
                disabled={busy}
              >
                {busy ? 'Saving…' : status.isClockedIn ? 'Clock Out' : 'Clock In'}
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
