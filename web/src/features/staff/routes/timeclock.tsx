import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { venueTimezone } from '@/config/venue';
import { usePhoneUser } from '@/lib/session/phone-user';
import { clockIn, clockOut, useMyShifts, useRecentEntries, useTimeclock } from '@/features/staff/api/staff';
import { WeekSchedule } from '@/features/staff/components/week-schedule';
import { ApiError } from '@/lib/api-client';
import { addDays, dayOfWeek, formatDateTime, formatLongDate, venueNow } from '@/lib/dates';

const serverMessage = (e: unknown, fallback: string) => (e instanceof ApiError && e.message ? e.message : fallback);

/** /timeclock: an employee clocks in and out, sees this week's shifts (Sunday first) and the latest entries. */
export function TimeclockRoute() {
  const { user, isLoading: userLoading } = usePhoneUser();
  const staff = Boolean(user && (user.isEmployee || user.isAdmin));
  const { status, error, refresh } = useTimeclock(staff);
  const recent = useRecentEntries(staff);
  const today = venueNow(venueTimezone()).date;
  const [weekStart, setWeekStart] = useState(() => addDays(today, -dayOfWeek(today)));
  const { shifts } = useMyShifts(weekStart);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  if (userLoading)
    return (
      <div className="container narrow-page center">
        <Spinner />
      </div>
    );
  if (!user)
    return (
      <div className="container narrow-page">
        <section className="card center" aria-labelledby="auth-required">
          <h1 id="auth-required">Authentication Required</h1>
          <p className="muted">Please log in with your phone number to use the timeclock.</p>
          <Link to="/phone-login" className="btn btn-primary">
            Log In
          </Link>
        </section>
      </div>
    );
  if (!staff)
    return (
      <div className="container narrow-page">
        <section className="card center" aria-labelledby="staff-only">
          <h1 id="staff-only">Staff Only</h1>
          <p className="muted">The timeclock is for the venue's employees. Ask a manager if you should have access.</p>
          <Link to="/" className="btn btn-secondary">
            Back to Home
          </Link>
        </section>
      </div>
    );

  const punch = async () => {
    setBusy(true);
    const out = Boolean(status?.isClockedIn);
    try {
      if (out) {
        const res = await clockOut(notes);
        toast({ title: 'Clocked Out', description: `You worked ${res.hoursWorked} hours` });
      } else {
        await clockIn(notes);
        toast({ title: 'Clocked In Successfully', description: 'Have a great shift!' });
      }
      setNotes('');
      await Promise.all([refresh(), recent.refresh()]);
    } catch (e) {
      toast({
        title: out ? 'Clock Out Failed' : 'Clock In Failed',
        description: serverMessage(
          e,
          out ? 'Unable to clock out. Please try again.' : 'Unable to clock in. Please try again.',
        ),
        variant: 'destructive',
      });
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container page stack">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <h1 style={{ margin: 0 }}>Timeclock</h1>
      <section className="card stack" aria-labelledby="clock-title">
        <h2 id="clock-title" style={{ margin: 0 }}>
          {user.firstName ? `Hi ${user.firstName}` : 'Your status'}
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
      <section className="card stack" aria-labelledby="recent-title">
        <h2 id="recent-title" style={{ margin: 0 }}>
          Recent Entries
        </h2>
        {recent.entries.length === 0 ? (
          <p className="muted">No timeclock entries yet.</p>
        ) : (
          <ul className="booking-list" data-testid="recent-entries">
            {recent.entries.map((e) => (
              <li key={e.id} className="booking-item">
                <div className="booking-when">
                  <strong>{formatDateTime(e.clockInTime)}</strong>
                  <div className="muted small">
                    {e.clockOutTime ? `to ${formatDateTime(e.clockOutTime)}` : 'Active'}
                    {e.notes ? ` · ${e.notes}` : ''}
                    {e.corrected ? ' · corrected by a manager' : ''}
                  </div>
                </div>
                <span className={e.isActive ? 'badge' : 'badge badge-muted'}>
                  {e.isActive ? 'Active' : `${e.hoursWorked} h`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
