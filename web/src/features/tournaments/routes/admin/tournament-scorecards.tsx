import { useState } from 'react';
import { HistoryPanel } from '@/components/admin/history-panel';
import { Link, useParams } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { STATUS_BADGE, useScorecards, useTournament, type Scorecard } from '@/lib/tournaments';
import { api, errorMessage, fetcher } from '@/lib/api-client';
import { formatDateTime, formatLongDate } from '@/lib/dates';

import { KIND, describe, sourceOf, type ScoreChange } from './tournament-score-changes';

function CorrectDialog({
  tournamentId,
  card,
  holes,
  onClose,
}: {
  tournamentId: string;
  card: Scorecard;
  holes: number;
  onClose: () => void;
}) {
  const [scores, setScores] = useState(() => card.holes.slice(0, holes).map(String));
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutate } = useSWRConfig();
  const total = scores.reduce((sum, s) => sum + (Number(s) || 0), 0);
  const save = async () => {
    if (!reason.trim()) return setError('Please give a reason');
    setBusy(true);
    setError(null);
    try {
      const body: Record<string, unknown> = { teamName: card.teamName, reason };
      scores.forEach((s, i) => (body[`hole${i + 1}`] = Number(s) || 0));
      await api.post(`/api/admin/tournaments/${tournamentId}/scorecards/correct`, body);
      toast({ title: 'Scorecard Corrected', description: `${card.teamName}: ${total}` });
      await mutate((k) => typeof k === 'string' && k.startsWith(`/api/tournaments/${tournamentId}`));
      await mutate(`/api/admin/tournaments/${tournamentId}/score-changes`);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={`Correct ${card.teamName}`}
      description="The card is replaced; the original and your reason stay in the history."
      onClose={onClose}
      size="lg"
      testId="correct-dialog"
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()}>
          {busy ? 'Saving…' : 'Save Correction'}
        </button>
      }
    >
      <div className="stack">
        {error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="hole-grid">
          {scores.map((s, i) => (
            <label key={i} className="field hole-field">
              <span className="label">Hole {i + 1}</span>
              <input
                className="input"
                inputMode="numeric"
                maxLength={2}
                value={s}
                onChange={(e) => {
                  const digits = e.target.value.replace(/\D/g, '');
                  const next = [...scores];
                  next[i] = digits === '' ? '' : String(Math.min(20, Number(digits)));
                  setScores(next);
                }}
              />
            </label>
          ))}
        </div>
        <p style={{ margin: 0 }}>
          Total: <strong>{total}</strong>
        </p>
        <Field label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Dialog>
  );
}

/** /admin/tournament/{id}/scorecards: every card, lock or unlock them, correct one with a reason, and the history. */
export function TournamentScorecardsPage() {
  const id = useParams().id ?? '';
  const { tournament, error } = useTournament(id);
  const cards = useScorecards(id);
  const changesKey = `/api/admin/tournaments/${encodeURIComponent(id)}/score-changes`;
  const { data: changes } = useSWR(changesKey, fetcher<ScoreChange[]>);
  const [correcting, setCorrecting] = useState<Scorecard | null>(null);
  const [lockReason, setLockReason] = useState('');
  const [busy, setBusy] = useState(false);
  const { mutate } = useSWRConfig();
  if (error) return <p className="alert alert-error">{errorMessage(error)}</p>;
  if (!tournament) return <p className="muted">Loading…</p>;
  const holes = tournament.numberOfHoles;
  const toggleLock = async () => {
    if (!lockReason.trim()) {
      toast({ title: 'Reason Needed', description: 'Please give a reason', variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await api.post(`/api/admin/tournaments/${id}/scorecards/lock`, {
        locked: !tournament.scorecardsLocked,
        reason: lockReason,
      });
      toast({ title: tournament.scorecardsLocked ? 'Scorecards Unlocked' : 'Scorecards Locked' });
      setLockReason('');
      await mutate(`/api/tournaments/${encodeURIComponent(id)}`);
      await mutate(changesKey);
    } catch (e) {
      toast({ title: 'Update Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
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
      <section className="card stack" aria-labelledby="lock-title">
        <h2 id="lock-title" style={{ margin: 0 }}>
          {tournament.scorecardsLocked ? 'Scorecards are locked' : 'Scorecards are open'}
        </h2>
        <p className="muted small" style={{ margin: 0 }}>
          {tournament.scorecardsLocked
            ? 'Nobody can submit or change a card; you can still correct one below.'
            : "A team's card is entered by its player, with its scorer code, or by staff (rate limited, every change kept with who made it)."}
        </p>
        <div className="row" style={{ alignItems: 'flex-end' }}>
          <Field label="Reason" value={lockReason} onChange={(e) => setLockReason(e.target.value)} />
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void toggleLock()}>
            {tournament.scorecardsLocked ? 'Unlock Scorecards' : 'Lock Scorecards'}
          </button>
        </div>
      </section>
      <section className="card stack" aria-labelledby="cards-title">
        <h2 id="cards-title" style={{ margin: 0 }}>
          Cards ({cards.length})
        </h2>
        {cards.length === 0 ? (
          <p className="muted">No scorecards yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table table-compact">
              <caption className="visually-hidden">Scorecards</caption>
              <thead>
                <tr>
                  <th scope="col">Team</th>
                  {Array.from({ length: holes }, (_, i) => (
                    <th key={i} scope="col">
                      {i + 1}
                    </th>
                  ))}
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cards.map((c) => (
                  <tr key={c.teamName}>
                    <th scope="row" data-label="Team">
                      {c.teamName}
                    </th>
                    {c.holes.slice(0, holes).map((h, i) => (
                      <td key={i} data-label={`Hole ${i + 1}`}>
                        {h || '–'}
                      </td>
                    ))}
                    <td data-label="Total">
                      <strong>{c.totalScore}</strong>
                    </td>
                    <td data-label="Status">
                      {c.isInProgress
                        ? 'Playing now'
                        : c.submittedAt
                          ? `Submitted ${formatDateTime(String(c.submittedAt))}`
                          : 'Pending'}
                    </td>
                    <td>
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => setCorrecting(c)}>
                        Correct
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card stack" aria-labelledby="history-title">
        <h2 id="history-title" style={{ margin: 0 }}>
          History
        </h2>
        {!changes?.length ? (
          <p className="muted">No changes yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Scorecard history</caption>
              <thead>
                <tr>
                  {['When', 'Team', 'What', 'Scores', 'By', 'Reason'].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...changes].reverse().map((c, i) => (
                  <tr key={i}>
                    <td data-label="When">{formatDateTime(c.at)}</td>
                    <td data-label="Team">
                      {cards.find((card) => card.teamName.toLowerCase() === c.teamKey)?.teamName ?? c.teamKey ?? '—'}
                    </td>
                    <td data-label="What">{KIND[c.kind] ?? c.kind}</td>
                    <td data-label="Scores">{describe(c, holes) || '—'}</td>
                    <td data-label="By">{sourceOf(c)}</td>
                    <td data-label="Reason">{c.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card">
        <HistoryPanel kind="tournament" id={id} title="Audit trail" asOf={false} lazy />
      </section>
      {correcting ? (
        <CorrectDialog tournamentId={id} card={correcting} holes={holes} onClose={() => setCorrecting(null)} />
      ) : null}
    </div>
  );
}
