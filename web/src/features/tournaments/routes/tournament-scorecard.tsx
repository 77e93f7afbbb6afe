import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { usePhoneUser } from '@/lib/session/phone-user';
import {
  sendLiveScore,
  submitScorecard,
  useEnteredTeams,
  useMyEntries,
  useScorecards,
  useTournament,
} from '@/lib/tournaments';
import { errorMessage } from '@/lib/api-client';
import { formatLongDate, formatTime12 } from '@/lib/dates';

/** Spec: a live update goes out 1 s after each non-zero hole entry. */
const LIVE_DELAY_MS = 1000;
const NEW_TEAM = '__new__';

/**
 * /tournament/{id}/scorecard-entry: pick the team, enter the holes, submit or update. A team's card is
 * written by its player (signed in), with the team's scorer code (a visitor at the bay), or by staff,
 * who alone may name a new team.
 */
export function TournamentScorecardRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { tournament, isLoading } = useTournament(id);
  const cards = useScorecards(id);
  const { user } = usePhoneUser();
  const staff = Boolean(user?.isAdmin || user?.isEmployee);
  const entered = useEnteredTeams(id);
  const myTeam = useMyEntries(staff ? null : (user?.id ?? null)).find((t) => t.id === id)?.entry.teamName ?? null;
  const [picked, setTeam] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [scorerCode, setScorerCode] = useState('');
  const [scores, setScores] = useState<string[]>(() => Array(18).fill(''));
  const [busy, setBusy] = useState(false);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((t) => clearTimeout(t));
  }, []);

  if (isLoading)
    return (
      <div className="container narrow-page center">
        <Spinner label="Loading tournament" />
      </div>
    );
  if (!tournament)
    return (
      <div className="container narrow-page">
        <section className="card center stack">
          <h1>Tournament not found</h1>
          <Link to="/leagues" className="btn btn-primary">
            See Tournaments
          </Link>
        </section>
      </div>
    );

  const holes = tournament.numberOfHoles;
  const teams = [...new Set([...entered, ...cards.map((c) => c.teamName)])].sort();
  const team = picked ?? myTeam ?? (staff ? NEW_TEAM : (teams[0] ?? ''));
  const existing = cards.find((c) => c.teamName === team) ?? null;
  const teamName = team === NEW_TEAM ? newName.trim() : team;
  const needsCode = !staff && teamName !== '' && teamName !== myTeam;
  const code = needsCode ? scorerCode : undefined;
  const values = scores.slice(0, holes).map((s) => Number(s) || 0);
  const total = values.reduce((a, b) => a + b, 0);

  const chooseTeam = (value: string) => {
    setTeam(value);
    const card = cards.find((c) => c.teamName === value);
    if (card) {
      setScores(Array.from({ length: 18 }, (_, i) => (card.holes[i] ? String(card.holes[i]) : '')));
      toast({ title: 'Existing Scores Loaded', description: `${card.teamName}: ${card.totalScore} so far.` });
    } else setScores(Array(18).fill(''));
  };

  const setHole = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 2);
    const value = digits === '' ? '' : String(Math.min(20, Number(digits)));
    setScores((prev) => prev.map((s, i) => (i === index ? value : s)));
    const existingTimer = timers.current.get(index);
    if (existingTimer) clearTimeout(existingTimer);
    if (teamName && Number(value) > 0)
      timers.current.set(
        index,
        setTimeout(
          () => void sendLiveScore(id, teamName, index + 1, Number(value), code).catch(() => undefined),
          LIVE_DELAY_MS,
        ),
      );
  };

  const submit = async () => {
    if (!teamName)
      return toast({ title: 'Team Required', description: 'Please enter a team name', variant: 'destructive' });
    setBusy(true);
    try {
      await submitScorecard(id, teamName, values, code);
      toast({ title: 'Scorecard Submitted', description: `${teamName}: ${total}.` });
      navigate(`/tournament/${id}/leaderboard`);
    } catch (e) {
      toast({ title: 'Scorecard Not Saved', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container narrow-page stack">
      <header className="card stack">
        <h1 style={{ margin: 0 }}>{tournament.name}</h1>
        <p className="muted" style={{ margin: 0 }}>
          {formatLongDate(tournament.date)} · {formatTime12(tournament.startTime)} · {holes} holes
        </p>
      </header>
      <form
        className="card stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className="field">
          <span className="label">Team</span>
          <select className="input" value={team} onChange={(e) => chooseTeam(e.target.value)}>
            {teams.length === 0 && !staff ? <option value="">No teams have entered yet</option> : null}
            {staff ? <option value={NEW_TEAM}>New team…</option> : null}
            {teams.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {needsCode ? (
          <label className="field">
            <span className="label">Scorer Code</span>
            <input
              className="input"
              value={scorerCode}
              maxLength={12}
              autoCapitalize="characters"
              autoComplete="off"
              placeholder="ABCD-EFGH"
              onChange={(e) => setScorerCode(e.target.value)}
            />
            <span className="muted small">
              The code printed for your team when it entered (its player sees it on their account; the desk has it).
            </span>
          </label>
        ) : null}
        {team === NEW_TEAM ? (
          <label className="field">
            <span className="label">Team Name</span>
            <input className="input" value={newName} maxLength={100} onChange={(e) => setNewName(e.target.value)} />
          </label>
        ) : null}
        <div className="hole-grid">
          {Array.from({ length: holes }, (_, i) => (
            <label key={i} className="field hole-field">
              <span className="label">
                Hole {i + 1} <span className="muted small">(par {tournament.holePars[i] ?? 3})</span>
              </span>
              <input
                className="input"
                inputMode="numeric"
                maxLength={2}
                value={scores[i]}
                onChange={(e) => setHole(i, e.target.value)}
              />
            </label>
          ))}
        </div>
        <p style={{ margin: 0 }}>
          Total: <strong data-testid="running-total">{total}</strong>
        </p>
        <div className="row">
          <Link to={`/tournament/${id}/leaderboard`} className="btn btn-secondary">
            Cancel
          </Link>
          <button type="submit" className="btn btn-primary" disabled={busy || tournament.status !== 'active'}>
            {busy ? 'Saving...' : existing ? 'Update' : 'Submit'}
          </button>
        </div>
        {tournament.status !== 'active' ? (
          <p className="muted small" style={{ margin: 0 }}>
            Scores can be entered while the tournament is active.
          </p>
        ) : null}
      </form>
    </div>
  );
}
