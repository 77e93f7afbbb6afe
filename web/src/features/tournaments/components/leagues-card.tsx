import type { League } from '@/lib/tournaments';

/** The leagues with their rounds and points, New League and Edit. */
export function LeaguesCard({ leagues, onEdit }: { leagues: League[]; onEdit: (league: League | 'new') => void }) {
  return (
    <section className="card stack" aria-labelledby="admin-leagues-title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="admin-leagues-title" style={{ margin: 0 }}>
          Leagues
        </h2>
        <button type="button" className="btn btn-secondary" onClick={() => onEdit('new')}>
          New League
        </button>
      </div>
      {leagues.length === 0 ? (
        <p className="muted">No leagues yet. A league adds its tournaments up into season standings.</p>
      ) : (
        <ul className="booking-list">
          {leagues.map((l) => (
            <li key={l.id} className="booking-item">
              <div className="booking-when">
                <strong>
                  {l.name} · {l.season}
                </strong>
                <div className="muted small">
                  {l.completedRounds ?? 0} of {l.rounds ?? 0} rounds completed · points {l.pointsByFinish.join(', ')}
                </div>
              </div>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onEdit(l)}>
                Edit
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
