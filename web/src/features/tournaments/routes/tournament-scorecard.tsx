import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { usePhoneUser } from '@/lib/session/phone-user';
import { useEnteredTeams, useMyEntries, useScorecards, useTournament } from '@/lib/tournaments';
import { HoleScoresGrid } from '@/features/tournaments/components/hole-scores-grid';
import { NEW_TEAM, ScorecardTeamFields } from '@/features/tournaments/components/scorecard-team-fields';
import { useLiveScores } from '@/features/tournaments/components/use-live-scores';
import { formatLongDate, formatTime12 } from '@/lib/dates';
import { useSubmitScorecard } from '../api/submit-scorecard';

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
  const myTeam =
    useMyEntries(staff ? null : (user?.id ?? null)).find((r) => r.tournamentId === id)?.entry.teamName ?? null;
  const [picked, setTeam] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [scorerCode, setScorerCode] = useState('');
  const [scores, setScores] = useState<string[]>(() => Array(18).fill(''));
  const submitCard = useSubmitScorecard(id, () => navigate(`/tournament/${id}/leaderboard`));
  const busy = submitCard.busy;
  const sendLive = useLiveScores(id);

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
    sendLive(index, teamName, Number(value), code);
  };

  const submit = async () => {
    if (!teamName)
      return toast({ title: 'Team Required', description: 'Please enter a team name', variant: 'destructive' });
    await submitCard.trigger({ teamName, holes: values, scorerCode: code });
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
        <ScorecardTeamFields
          team={team}
          teams={teams}
          staff={staff}
          chooseTeam={chooseTeam}
          needsCode={needsCode}
          scorerCode={scorerCode}
          setScorerCode={setScorerCode}
          newName={newName}
          setNewName={setNewName}
        />
        <HoleScoresGrid holes={holes} holePars={tournament.holePars} scores={scores} setHole={setHole} />
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
