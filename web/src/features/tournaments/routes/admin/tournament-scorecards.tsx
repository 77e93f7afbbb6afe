import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { HistoryPanel } from '@/components/admin/history-panel';
import { STATUS_BADGE, useScorecards, useTournament, type Scorecard } from '@/lib/tournaments';
import { CorrectDialog } from '@/features/tournaments/components/correct-scorecard-dialog';
import { ScoreHistoryTable } from '@/features/tournaments/components/score-history-table';
import { ScorecardsLockCard } from '@/features/tournaments/components/scorecards-lock-card';
import { ScorecardsTable } from '@/features/tournaments/components/scorecards-table';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate } from '@/lib/dates';
import { useScoreChanges } from '../../api/score-changes';

/** /admin/tournament/{id}/scorecards: every card, lock or unlock them, correct one with a reason, and the history. */
export function TournamentScorecardsPage() {
  const id = useParams().id ?? '';
  const { tournament, error } = useTournament(id);
  const cards = useScorecards(id);
  const changes = useScoreChanges(id);
  const [correcting, setCorrecting] = useState<Scorecard | null>(null);
  if (error) return <p className="alert alert-error">{errorMessage(error)}</p>;
  if (!tournament) return <p className="muted">Loading…</p>;
  const holes = tournament.numberOfHoles;
  return (
    <div className="stack">
      <Link to="/admin/leagues" className="back-link">
        ← Tournaments &amp; Leagues
      </Link>
      <div>
        <h1 style={{ margin: 0 }}>{tournament.name}: Scorecards</h1>
        <p className="muted" style={{ margin: 0 }}>
          {formatLongDate(tournament.date)} · {holes} holes ·{' '}
          <span className={tournament.status === 'active' ? 'badge' : 'badge badge-muted'}>
            {STATUS_BADGE[tournament.status]}
          </span>{' '}
          · <Link to={`/tournament/${id}/leaderboard`}>Leaderboard</Link>
        </p>
      </div>
      <ScorecardsLockCard tournament={tournament} />
      <ScorecardsTable cards={cards} holes={holes} onCorrect={setCorrecting} />
      <ScoreHistoryTable changes={changes} cards={cards} holes={holes} />
      <section className="card">
        <HistoryPanel kind="tournament" id={id} title="Audit trail" asOf={false} lazy />
      </section>
      {correcting ? (
        <CorrectDialog tournamentId={id} card={correcting} holes={holes} onClose={() => setCorrecting(null)} />
      ) : null}
    </div>
  );
}
