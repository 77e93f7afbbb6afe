import { Link, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { TrophyIcon } from '@/components/ui/icons';
import { STATUS_BADGE, useLeaderboard, type LeaderboardEntry } from '@/lib/tournaments';
import { formatDateTime, formatLongDate, formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

const statusText = (e: LeaderboardEntry) =>
  e.isInProgress ? 'Playing now' : e.submittedAt ? formatDateTime(e.submittedAt) : 'Pending';

/** /tournament/{id}/leaderboard: the live board, the skins game and every hole. */
export function TournamentLeaderboardRoute() {
  const { id = '' } = useParams();
  const { board, error, isLoading } = useLeaderboard(id);
  if (isLoading)
    return (
      <div className="container narrow-page center">
        <Spinner label="Loading leaderboard" />
      </div>
    );
  if (!board)
    return (
      <div className="container narrow-page">
        <section className="card center stack">
          <h1>Tournament not found</h1>
          <p className="muted">{error ? 'We could not find that tournament.' : ''}</p>
          <Link to="/leagues" className="btn btn-primary">
            See Tournaments
          </Link>
        </section>
      </div>
    );
  const t = board.tournament;
  const holes = Array.from({ length: t.numberOfHoles }, (_, i) => i + 1);
  return (
    <div className="container page stack">
      <header className="card stack" aria-labelledby="tournament-title">
        <div className="row" style={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <h1 id="tournament-title" style={{ margin: 0 }}>
            <TrophyIcon size={26} /> {t.name}
          </h1>
          <span className={t.status === 'active' ? 'badge' : 'badge badge-muted'}>{STATUS_BADGE[t.status]}</span>
        </div>
        <p className="muted" style={{ margin: 0 }}>
          {formatLongDate(t.date)} · {formatTime12(t.startTime)} · {t.format === 'scramble' ? 'Scramble' : 'Single'} ·{' '}
          {t.numberOfHoles} holes, par {board.par}
        </p>
        {t.status === 'active' && !t.scorecardsLocked ? (
          <div>
            <Link to={`/tournament/${t.id}/scorecard-entry`} className="btn btn-primary">
              Submit Scorecard
            </Link>
          </div>
        ) : null}
      </header>

      <section className="card stack" aria-labelledby="board-title">
        <h2 id="board-title" style={{ margin: 0 }}>
          Leaderboard
        </h2>
        {board.entries.length === 0 ? (
          <p className="muted center" data-testid="leaderboard-empty">
            <strong>Tournament Just Started!</strong> Scores appear here as teams post them.
          </p>
        ) : (
          <div className="table-scroll">
            <table className="table" data-testid="leaderboard">
              <caption className="visually-hidden">Leaderboard</caption>
              <thead>
                <tr>
                  {['Rank', 'Team', 'Total', 'To Par', 'Status'].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {board.entries.map((e) => (
                  <tr key={e.id}>
                    <td data-label="Rank">{e.rank}</td>
                    <td data-label="Team">{e.teamName}</td>
                    <td data-label="Total">{e.totalScore}</td>
                    <td data-label="To Par">{e.relativeToPar}</td>
                    <td data-label="Status">{statusText(e)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {board.skins ? (
        <section className="card stack" aria-labelledby="skins-title">
          <h2 id="skins-title" style={{ margin: 0 }}>
            Skins Game
          </h2>
          <p className="muted" style={{ margin: 0 }}>
            Pot {formatMoney(board.skins.pot)}
            {board.skins.teams.length ? ` · ${formatMoney(board.skins.perSkin)} a skin` : ' · no skins won yet'}
          </p>
          {board.skins.teams.length ? (
            <ul className="plain-list">
              {board.skins.teams.map((s) => (
                <li key={s.teamName}>
                  <strong>{s.teamName}</strong>: {s.skins} skin{s.skins === 1 ? '' : 's'}, {formatMoney(s.payout)}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {board.entries.length ? (
        <section className="card stack" aria-labelledby="holes-title">
          <h2 id="holes-title" style={{ margin: 0 }}>
            Scorecards
          </h2>
          <div className="table-scroll">
            <table className="table table-compact table-grid">
              <caption className="visually-hidden">Scores by hole</caption>
              <thead>
                <tr>
                  <th scope="col">Team</th>
                  {holes.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                </tr>
                <tr>
                  <th scope="row">Par</th>
                  {holes.map((h) => (
                    <td key={h}>{t.holePars[h - 1] ?? 3}</td>
                  ))}
                  <td>{board.par}</td>
                </tr>
              </thead>
              <tbody>
                {board.entries.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">{e.teamName}</th>
                    {holes.map((h) => (
                      <td key={h}>{e[`hole${h}`] || '–'}</td>
                    ))}
                    <td>{e.totalScore}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
