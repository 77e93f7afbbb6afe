import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { STATUS_BADGE, type Registration } from '@/lib/tournaments';

/** The account's Tournaments tab: the tournaments entered, with the leaderboard and scorecard while active. */
export function MyTournaments({ userId }: { userId: string }) {
  const { data, isLoading } = useSWR(`/api/user-tournaments/${encodeURIComponent(userId)}`, fetcher<Registration[]>);
  if (isLoading) return <p className="muted">Loading your tournaments…</p>;
  if (!data?.length)
    return (
      <p className="muted">
        You have not entered any tournaments yet. <Link to="/leagues">See what's on</Link>
      </p>
    );
  return (
    <ul className="booking-list">
      {data.map(({ id, tournamentId, tournament: t, entry }) => (
        <li key={id} className="booking-item">
          <div className="booking-when">
            <strong>{t.name}</strong>
            <div className="muted small">
              {formatLongDate(t.date)} · your tee time {formatTime12(entry.startTime)}
            </div>
            <div className="small">
              Team {entry.teamName} · scorer code <strong data-testid="scorer-code">{entry.scorerCode}</strong>
              <span className="muted"> (whoever keeps your card at the bay enters it)</span>
            </div>
          </div>
          <div className="row">
            <span className={t.status === 'active' ? 'badge' : 'badge badge-muted'}>{STATUS_BADGE[t.status]}</span>
            {t.status === 'active' ? (
              <>
                <Link to={`/tournament/${tournamentId}/leaderboard`} className="btn btn-secondary btn-sm">
                  Leaderboard
                </Link>
                <Link to={`/tournament/${tournamentId}/scorecard-entry`} className="btn btn-primary btn-sm">
                  Scorecard
                </Link>
              </>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
