import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { tournamentDecider } from './tournament.decider';
import type { TournamentCommand, TournamentTerms } from './tournament.events';

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

const given = DeciderSpecification.for(tournamentDecider);
const defined = () => given([]).when({ type: 'DefineTournament', terms }).stream();
const active = () => given(defined()).when({ type: 'ChangeStatus', to: 'active' }).stream();

describe('the tournament decider', () => {
  it('moves draft -> active -> completed and refuses any other move (409)', () => {
    given(defined())
      .when({ type: 'ChangeStatus', to: 'completed' })
      .thenThrows('A draft tournament cannot become completed.');
    const done = given(active()).when({ type: 'ChangeStatus', to: 'completed' }).stream();
    expect(given(done).state().status).toBe('completed');
    given(done)
      .when({ type: 'ChangeStatus', to: 'active' })
      .thenThrows(/cannot become active/);
    given(active()).when({ type: 'DefineTournament', terms }).thenThrows('Only a draft tournament can be edited.');
  });

  it('takes one card per team (a second submit updates it), computes the total, zeroes holes past the course', () => {
    const submit = given(active()).when({
      type: 'SubmitScorecard',
      teamName: '  The  Shankers ',
      holes: [3, 4, 2, 3, 3, 3, 3, 3, 3, 9, 9],
      source,
      now,
    });
    const [first] = submit.decided();
    expect(first.data).toMatchObject({
      teamKey: 'the shankers',
      teamName: 'The Shankers',
      totalScore: 27,
      update: false,
    });
    expect((first.data as { holes: number[] }).holes.slice(9)).toEqual(Array(9).fill(0));
    const [second] = given(submit.stream())
      .when({ type: 'SubmitScorecard', teamName: 'the shankers', holes: [3, 3, 3], source, now })
      .decided();
    expect(second.data).toMatchObject({ update: true, totalScore: 9 });
  });

  it('refuses a missing team, a score out of 0-20, a card before the start, and a locked tournament', () => {
    given(active())
      .when({ type: 'SubmitScorecard', teamName: ' ', holes: [3], source, now })
      .thenThrows('Please enter a team name');
    given(active())
      .when({ type: 'SubmitScorecard', teamName: 'A', holes: [21], source, now })
      .thenThrows("Each hole's score must be a whole number from 0 to 20.");
    given(defined())
      .when({ type: 'SubmitScorecard', teamName: 'A', holes: [3], source, now })
      .thenThrows('Scores can only be entered while the tournament is active.');
    const locked = given(active()).when({ type: 'LockScorecards', locked: true, reason: 'Final' }).stream();
    given(locked)
      .when({ type: 'SubmitScorecard', teamName: 'A', holes: [3], source, now })
      .thenThrows('Scorecards for this tournament are locked.');
    given(active())
      .when({ type: 'RecordLiveScore', teamName: 'A', hole: 10, score: 3, source, now })
      .thenThrows('Hole must be from 1 to 9.');
  });

  it('lets an admin correct a locked card with a reason', () => {
    const scored = given(active())
      .when({ type: 'SubmitScorecard', teamName: 'A', holes: [3, 3, 3], source, now })
      .stream();
    const locked = given(scored).when({ type: 'LockScorecards', locked: true, reason: 'Final' }).stream();
    const [fix] = given(locked)
      .when({ type: 'CorrectScorecard', teamName: 'a', holes: [3, 3, 4], reason: 'Hole 3 was a 4', now })
      .decided();
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
    given(defined()).when(hold('e0', 'u0')).thenThrows('Registration for this tournament is not open yet.');
    let s = active();
    for (let i = 0; i < 10; i++)
      s = given(s)
        .when(hold(`e${i}`, `u${i}`))
        .stream();
    given(s).when(hold('e10', 'u10')).thenThrows('This tournament is full.');
    given(s).when(hold('e3', 'u3')).thenNothingHappened(); // the same entry again: nothing new
    s = given(s).when({ type: 'ReleasePlace', entryId: 'e3', reason: 'declined' }).stream();
    given(s).when(hold('e11', 'u1')).thenThrows('You are already registered for this tournament.');
    s = given(s).when(hold('e11', 'u11')).stream();
    s = given(s).when({ type: 'ConfirmPlace', entryId: 'e11', now }).stream();
    expect(given(s).state().entries.get('e11')).toEqual({ userId: 'u11', confirmed: true, teamKey: null });
    given(s).when({ type: 'ConfirmPlace', entryId: 'e11', now }).thenNothingHappened();
  });

  it("writes a team's card only for staff, the entry's player or its scorer code; refuses unknown teams (403)", () => {
    let s = given(active())
      .when({
        type: 'HoldPlace',
        entryId: 'e1',
        userId: 'u1',
        bookingId: 'b1',
        bayId: 'bay1',
        startTime: '18:00:00',
        teamName: 'Birdie Hunters',
      })
      .stream();
    const card = (src: object, teamName = 'birdie  hunters'): TournamentCommand => ({
      type: 'SubmitScorecard',
      teamName,
      holes: [3],
      source: { userId: null, client: 'c9', ...src },
      now,
    });
    const cardsAfter = (command: TournamentCommand) => given(given(s).when(command).stream()).state().cards;
    // Held but not paid: not yet a team that scores.
    given(s)
      .when(card({ as: 'entrant', userId: 'u1' }))
      .thenThrows(/not entered in this tournament/);
    s = given(s).when({ type: 'ConfirmPlace', entryId: 'e1', now }).stream();
    expect(cardsAfter(card({ as: 'entrant', userId: 'u1' })).get('birdie hunters')?.holes[0]).toBe(3);
    expect(cardsAfter(card({ as: 'scorer', entryId: 'e1' })).size).toBe(1);
    expect(cardsAfter(card({ as: 'staff' }, 'Walk-in Team')).size).toBe(1);
    given(s)
      .when(card({ as: 'entrant', userId: 'u2' }))
      .thenThrows("Please sign in as this team's player");
    given(s)
      .when(card({ as: 'scorer', entryId: 'e2' }))
      .thenThrows("Please sign in as this team's player");
    given(s).when(card({})).thenThrows("Please sign in as this team's player");
    given(s)
      .when(card({ as: 'entrant', userId: 'u1' }, 'Fake Team'))
      .thenThrows(/not entered/);
    given(s)
      .when({
        type: 'RecordLiveScore',
        teamName: 'Fake',
        hole: 1,
        score: 20,
        source: { userId: null, client: 'x' },
        now,
      })
      .thenThrows(/not entered/);
    const twin: TournamentCommand = {
      type: 'HoldPlace',
      entryId: 'e2',
      userId: 'u2',
      bookingId: 'b2',
      bayId: 'bay1',
      startTime: '18:00:00',
      teamName: 'BIRDIE HUNTERS',
    };
    given(s).when(twin).thenThrows('Another team already plays under that name. Please choose another.');
  });
});
