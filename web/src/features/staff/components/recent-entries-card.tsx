import type { TimeclockEntry } from '@/features/staff/api/staff';
import { formatDateTime } from '@/lib/dates';

/** The latest 5 timeclock entries of the caller. */
export function RecentEntriesCard({ entries }: { entries: TimeclockEntry[] }) {
  return (
    <section className="card stack" aria-labelledby="recent-title">
      <h2 id="recent-title" style={{ margin: 0 }}>
        Recent Entries
      </h2>
      {entries.length === 0 ? (
        <p className="muted">No timeclock entries yet.</p>
      ) : (
        <ul className="booking-list" data-testid="recent-entries">
          {entries.map((e) => (
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
  );
}
