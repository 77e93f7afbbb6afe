import { tournamentDecider } from './tournament.decider';
import type { TournamentCommand, TournamentState, TournamentTerms } from './tournament.events';

const terms: TournamentTerms = {
  tournamentId: 't1',
  name: 'Friday Scramble',
  description: null,
  date: '2026-11-27',
  startTime: '18:00:00',
  endTime: '22:00:00',
  format: 'scramble',
  teamSize: 2,
  maxParticipants: 10,
  numberOfHoles: 9,
  holePars: Array(18).fill(3),
  skinsEnabled: true,
  skinsPotCents: 10_000,
  entryFeeCents: 2500,
  reservationLengthMinutes: 120,
  leagueId: null,
};
const now = new Date('2026-11-27T23:30:00Z');
const source = { userId: null, client: 'c1', as: 'staff' as const };

function apply(state: TournamentState, command: TournamentCommand): TournamentState {
  return tournamentDecider.decide(command, state).reduce(tournamentDecider.evolve, state);
}
const defined = () => apply(tournamentDecider.initialState(), { type: 'DefineTournament', terms });
const active = () => apply(defined(), { type: 'ChangeStatus', to: 'active' });

describe('the tournament decider', () => {
  it('moves draft -> active -> completed and refuses any other move (409)', () => {
    const s = defined();
    expect(() => apply(s, { type: 'ChangeStatus', to: 'completed' })).toThrow(
      'A draft tournament cannot become completed.',
    );
    const done = apply(active(), { type: 'ChangeStatus', to: 'completed' });
    expect(done.status).toBe('completed');
    expect(() => apply(done, { type: 'ChangeStatus', to: 'active' })).toThrow(/cannot become active/);
    expect(() => apply(active(), { type: 'DefineTournament', terms })).toThrow(
      'Only a draft tournament can be edited.',
    );
  });

  it('takes one card per team (a second submit updates it), computes the total, zeroes holes past the course', () => {
    const s = active();
    const [first] = tournamentDecider.decide(
      { type: 'SubmitScorecard', teamName: '  The  Shankers ', holes: [3, 4, 2, 3, 3, 3, 3, 3, 3, 9, 9], source, now },
      s,
    );
    expect(first.data).toMatchObject({
      teamKey: 'the shankers',
      teamName: 'The Shankers',
      totalScore: 27,
      update: false,
    });
    expect((first.data as { holes: number[] }).holes.slice(9)).toEqual(Array(9).fill(0));
    const after = tournamentDecider.evolve(s, first);
    const [second] = tournamentDecider.decide(
      { type: 'SubmitScorecard', teamName: 'the shankers', holes: [3, 3, 3], source, now },
      after,
    );
    expect(second.data).toMatchObject({ update: true, totalScore: 9 });
  });

  it('refuses a missing team, a score out of 0-20, a card before the start, and a locked tournament', () => {
    expect(() =>
      tournamentDecider.decide({ type: 'SubmitScorecard', teamName: ' ', holes: [3], source, now }, active()),
    ).toThrow('Please enter a team name');
    expect(() =>
      tournamentDecider.decide({ type: 'SubmitScorecard', teamName: 'A', holes: [21], source, now }, active()),
    ).toThrow("Each hole's score must be a whole number from 0 to 20.");
    expect(() =>
      tournamentDecider.decide({ type: 'SubmitScorecard', teamName: 'A', holes: [3], source, now }, defined()),
    ).toThrow('Scores can only be entered while the tournament is active.');
    const locked = apply(active(), { type: 'LockScorecards', locked: true, reason: 'Final' });
    expect(() =>
      tournamentDecider.decide({ type: 'SubmitScorecard', teamName: 'A', holes: [3], source, now }, locked),
    ).toThrow('Scorecards for this tournament are locked.');
    expect(() =>
      tournamentDecider.decide({ type: 'RecordLiveScore', teamName: 'A', hole: 10, score: 3, source, now }, active()),
    ).toThrow('Hole must be from 1 to 9.');
  });

  it('lets an admin correct a locked card with a reason', () => {
    let s = apply(active(), { type: 'SubmitScorecard', teamName: 'A', holes: [3, 3, 3], source, now });
    s = apply(s, { type: 'LockScorecards', locked: true, reason: 'Final' });
    const [fix] = tournamentDecider.decide(
      { type: 'CorrectScorecard', teamName: 'a', holes: [3, 3, 4], reason: 'Hole 3 was a 4', now },
      s,
    );
    expect(fix.data).toMatchObject({ teamName: 'A', totalScore: 10, reason: 'Hole 3 was a 4' });
  });

  it('holds places only while published, one per customer, up to maxParticipants; a release frees the place', () => {
    const hold = (entryId: string, userId: string): TournamentCommand => ({
      type: 'HoldPlace',
      entryId,
      userId,
      bookingId: `b-${entryId}`,
      bayId: 'bay1',
      startTime: '18:00:00',
    });
    expect(() => apply(defined(), hold('e0', 'u0'))).toThrow('Registration for this tournament is not open yet.');
    let s = active();
    for (let i = 0; i < 10; i++) s = apply(s, hold(`e${i}`, `u${i}`));
    expect(() => apply(s, hold('e10', 'u10'))).toThrow('This tournament is full.');
    expect(tournamentDecider.decide(hold('e3', 'u3'), s)).toEqual([]); // the same entry again: nothing new
    s = apply(s, { type: 'ReleasePlace', entryId: 'e3', reason: 'declined' });
    expect(() => apply(s, hold('e11', 'u1'))).toThrow('You are already registered for this tournament.');
    s = apply(s, hold('e11', 'u11'));
    s = apply(s, { type: 'ConfirmPlace', entryId: 'e11', now });
    expect(s.entries.get('e11')).toEqual({ userId: 'u11', confirmed: true, teamKey: null });
    expect(tournamentDecider.decide({ type: 'ConfirmPlace', entryId: 'e11', now }, s)).toEqual([]);
  });

  it("writes a team's card only for staff, the entry's player or its scorer code; refuses unknown teams (403)", () => {
    let s = active();
    s = apply(s, {
      type: 'HoldPlace',
      entryId: 'e1',
      userId: 'u1',
      bookingId: 'b1',
      bayId: 'bay1',
      startTime: '18:00:00',
      teamName: 'Birdie Hunters',
    });
    const card = (src: object, teamName = 'birdie  hunters'): TournamentCommand => ({
      type: 'SubmitScorecard',
      teamName,
      holes: [3],
      source: { userId: null, client: 'c9', ...src },
      now,
    });
    // Held but not paid: not yet a team that scores.
    expect(() => apply(s, card({ as: 'entrant', userId: 'u1' }))).toThrow(/not entered in this tournament/);
    s = apply(s, { type: 'ConfirmPlace', entryId: 'e1', now });
    expect(apply(s, card({ as: 'entrant', userId: 'u1' })).cards.get('birdie hunters')?.holes[0]).toBe(3);
    expect(apply(s, card({ as: 'scorer', entryId: 'e1' })).cards.size).toBe(1);
    expect(apply(s, card({ as: 'staff' }, 'Walk-in Team')).cards.size).toBe(1);
    expect(() => apply(s, card({ as: 'entrant', userId: 'u2' }))).toThrow("Please sign in as this team's player");
    expect(() => apply(s, card({ as: 'scorer', entryId: 'e2' }))).toThrow("Please sign in as this team's player");
    expect(() => apply(s, card({}))).toThrow("Please sign in as this team's player");
    expect(() => apply(s, card({ as: 'entrant', userId: 'u1' }, 'Fake Team'))).toThrow(/not entered/);
    expect(() =>
      apply(s, {
        type: 'RecordLiveScore',
        teamName: 'Fake',
        hole: 1,
        score: 20,
        source: { userId: null, client: 'x' },
        now,
      }),
    ).toThrow(/not entered/);
    const twin: TournamentCommand = {
      type: 'HoldPlace',
      entryId: 'e2',
      userId: 'u2',
      bookingId: 'b2',
      bayId: 'bay1',
      startTime: '18:00:00',
      teamName: 'BIRDIE HUNTERS',
    };
    expect(() => apply(s, twin)).toThrow('Another team already plays under that name. Please choose another.');
  });
});
