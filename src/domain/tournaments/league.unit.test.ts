import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { leagueDecider, leagueStandings, roundPoints } from './league';
import { normaliseHoles, type CardScores } from './scoring';

const card = (teamName: string, total: number): CardScores => ({
  teamName,
  // A 9-hole card adding up to `total` (each hole at most 20).
  holes: normaliseHoles(
    Array.from({ length: 9 }, (_, i) => Math.floor(total / 9) + (i < total % 9 ? 1 : 0)),
    9,
  ),
  isInProgress: false,
  submittedAt: null,
});
const POINTS = [10, 8, 6, 5];

describe('league standings', () => {
  it('gives points by finish; teams tied share the places they cover', () => {
    const points = roundPoints([card('A', 30), card('B', 32), card('C', 32), card('D', 35), card('E', 40)], POINTS);
    expect(Object.fromEntries(points)).toEqual({
      A: { points: 10, rank: 1 },
      B: { points: 7, rank: 2 }, // 2nd and 3rd: (8 + 6) / 2
      C: { points: 7, rank: 2 },
      D: { points: 5, rank: 4 },
      E: { points: 0, rank: 5 }, // past the points list
    });
  });

  it('splits unevenly divisible places to the cent, and leaves out teams with no score', () => {
    const points = roundPoints([card('A', 30), card('B', 30), card('C', 30), card('Nobody', 0)], [10, 8, 5]);
    expect([...points.values()].map((p) => p.points)).toEqual([7.67, 7.67, 7.67]);
    expect(points.has('Nobody')).toBe(false);
  });

  it('adds rounds up per team (name case and spacing aside), most points first, equal points sharing a rank', () => {
    const standings = leagueStandings(
      [
        [card('Birdies', 30), card('Eagles', 31), card('Pars', 33)],
        [card('eagles ', 29), card('Birdies', 31), card('Pars', 33)],
        [card('Pars', 28)],
      ],
      POINTS,
    );
    expect(standings).toEqual([
      { rank: 1, teamName: 'Pars', points: 22, rounds: 3, wins: 1, bestFinish: 1 },
      { rank: 2, teamName: 'Birdies', points: 18, rounds: 2, wins: 1, bestFinish: 1 },
      { rank: 2, teamName: 'Eagles', points: 18, rounds: 2, wins: 1, bestFinish: 1 },
    ]);
  });

  it('records a definition once; the same terms again decide nothing', () => {
    const terms = { leagueId: 'l1', name: 'Fall League', season: '2026', description: null, pointsByFinish: POINTS };
    const given = DeciderSpecification.for(leagueDecider);
    const define = given([]).when({ type: 'DefineLeague', terms });
    const [event] = define.decided();
    expect(event.type).toBe('LeagueDefined');
    given(define.stream()).when({ type: 'DefineLeague', terms }).thenNothingHappened();
    expect(
      given(define.stream())
        .when({ type: 'DefineLeague', terms: { ...terms, season: '2027' } })
        .decided(),
    ).toHaveLength(1);
  });
});
