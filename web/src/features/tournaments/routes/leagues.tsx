import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { TrophyIcon } from '@/components/ui/icons';
import { venueTimezone } from '@/config/venue';
import {
  formatName,
  STATUS_BADGE,
  useLeague,
  useLeagues,
  useTournaments,
  type League,
  type Tournament,
} from '@/lib/tournaments';
import { formatLongDate, formatTime12, venueNow } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

type Group = 'now' | 'upcoming' | 'completed';
const GROUPS: Array<{ key: Group; title: string; empty: string }> = [
  { key: 'now', title: 'Playing Now', empty: 'No tournament is being played right now.' },
  { key: 'upcoming', title: 'Upcoming', empty: 'No upcoming tournaments yet.' },
  { key: 'completed', title: 'Completed', empty: 'No completed tournaments yet.' },
];

/** Active today (or left active after its day) is playing now; later days and drafts are upcoming. */
function groupOf(t: Tournament, today: string): Group {
  if (t.status === 'completed') return 'completed';
  if (t.status === 'active' && t.date <= today) return 'now';
  return 'upcoming';
}

const points = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function Standings({ league }: { league: League }) {
  const { detail, isLoading } = useLeague(league.id);
  return (
    <section className="card stack" aria-labelledby={`league-${league.id}`}>
      <div>
        <h3 id={`league-${league.id}`} style={{ margin: 0 }}>
          {league.name} · {league.season}
        </h3>
        {league.description ? (
          <p className="muted small" style={{ margin: 0 }}>
            {league.description}
          </p>
        ) : null}
      </div>
      {isLoading || !detail ? (
        <p className="muted small">Loading standings…</p>
      ) : detail.standings.length === 0 ? (
        <p className="muted" style={{ margin: 0 }}>
          No completed rounds yet: standings appear after the first round.
        </p>
      ) : (
        <>
          <p className="muted small" style={{ margin: 0 }}>
            After {detail.completedRounds} of {detail.tournaments.length} round
            {detail.tournaments.length === 1 ? '' : 's'}. Points by finish: {league.pointsByFinish.join(', ')}; tied
            teams share the points of the places they cover.
          </p>
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">{league.name} standings</caption>
              <thead>
                <tr>
                  {['Rank', 'Team', 'Points', 'Rounds', 'Wins', 'Best'].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {detail.standings.map((s) => (
                  <tr key={s.teamName}>
                    <td data-label="Rank">{s.rank}</td>
                    <td data-label="Team">
                      <strong>{s.teamName}</strong>
                    </td>
                    <td data-label="Points">{points(s.points)}</td>
                    <td data-label="Rounds">{s.rounds}</td>
                    <td data-label="Wins">{s.wins}</td>
                    <td data-label="Best">{s.bestFinish}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {detail?.tournaments.length ? (
        <ul className="plain-list small">
          {detail.tournaments.map((t) => (
            <li key={t.id}>
              {formatLongDate(t.date)}: {t.name}{' '}
              <span className="muted">({STATUS_BADGE[t.status].replace('Tournament ', '')})</span>
              {t.status !== 'draft' ? (
                <>
                  {' · '}
                  <Link to={`/tournament/${t.id}/leaderboard`}>results</Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /leagues: the venue's tournaments (playing now, upcoming, completed) and each league's standings. */
export function LeaguesRoute() {
  const { tournaments, isLoading } = useTournaments();
  const { leagues } = useLeagues();
  const today = venueNow(venueTimezone()).date;
  return (
    <div className="container page stack">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <h1>
        <TrophyIcon size={28} /> Tournaments &amp; Leagues
      </h1>
      {isLoading ? <Spinner label="Loading tournaments" /> : null}
      {GROUPS.map((g) => {
        const list = tournaments.filter((t) => groupOf(t, today) === g.key);
        const ordered = g.key === 'completed' ? [...list].reverse() : list;
        return (
          <section key={g.key} className="card stack" aria-labelledby={`group-${g.key}`}>
            <h2 id={`group-${g.key}`} style={{ margin: 0 }}>
              {g.title}
            </h2>
            {ordered.length === 0 ? (
              <p className="muted" style={{ margin: 0 }}>
                {g.empty}
              </p>
            ) : (
              <ul className="booking-list">
                {ordered.map((t) => (
                  <li key={t.id} className="booking-item">
                    <div className="booking-when">
                      <strong>{t.name}</strong>
                      <div className="muted small">
                        {formatLongDate(t.date)} · {formatTime12(t.startTime)} · {t.numberOfHoles} holes ·{' '}
                        {formatName(t)} · entry {formatMoney(t.entryFee)}
                        {t.status === 'draft' ? ' · registration opens soon' : ''}
                      </div>
                    </div>
                    <div className="row">
                      <span className={t.status === 'active' ? 'badge' : 'badge badge-muted'}>
                        {STATUS_BADGE[t.status]}
                      </span>
                      {t.status === 'active' && t.date >= today ? (
                        <Link to={`/?date=${t.date}`} className="btn btn-primary btn-sm">
                          Enter
                        </Link>
                      ) : null}
                      {t.status !== 'draft' ? (
                        <Link to={`/tournament/${t.id}/leaderboard`} className="btn btn-secondary btn-sm">
                          Leaderboard
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <section className="stack" aria-labelledby="standings-title">
        <h2 id="standings-title" style={{ margin: 0 }}>
          League Standings
        </h2>
        {leagues.length === 0 ? (
          <p className="muted">No leagues yet.</p>
        ) : (
          leagues.map((l) => <Standings key={l.id} league={l} />)
        )}
      </section>
    </div>
  );
}
