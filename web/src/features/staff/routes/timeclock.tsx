import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { usePhoneUser } from '@/lib/session/phone-user';
import { useRecentEntries, useTimeclock } from '@/features/staff/api/staff';
import { ClockCard } from '@/features/staff/components/clock-card';
import { MyWeekCard } from '@/features/staff/components/my-week-card';
import { RecentEntriesCard } from '@/features/staff/components/recent-entries-card';

/**
 * /timeclock: any signed-in user sees the page (the spec); an employee clocks in and out, sees this
 * week's shifts (Sunday first) and the latest entries; anyone else is told they have no shifts.
 */
export function TimeclockRoute() {
  const { user, isLoading: userLoading } = usePhoneUser();
  const staff = Boolean(user && (user.isEmployee || user.isAdmin));
  const { status, error, refresh } = useTimeclock(staff);
  const recent = useRecentEntries(staff);

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
  return (
    <div className="container page stack">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <h1 style={{ margin: 0 }}>Timeclock</h1>
      {staff ? (
        <ClockCard
          firstName={user.firstName}
          status={status}
          error={error}
          refresh={refresh}
          refreshRecent={recent.refresh}
        />
      ) : (
        <section className="card stack" aria-labelledby="no-shifts">
          <h2 id="no-shifts" style={{ margin: 0 }}>
            You have no shifts
          </h2>
          <p className="muted" style={{ margin: 0 }}>
            No shifts are scheduled for you, so there is nothing to clock in to. Ask a manager if you should have shifts
            here.
          </p>
        </section>
      )}
      <MyWeekCard />
      {staff ? <RecentEntriesCard entries={recent.entries} /> : null}
    </div>
  );
}
