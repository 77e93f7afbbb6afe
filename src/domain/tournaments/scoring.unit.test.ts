import { computeSkins, normaliseHoles, rankCards, relativeLabel, type CardScores } from './scoring';

const card = (teamName: string, holes: number[], isInProgress = false): CardScores => ({
  teamName,
  holes: normaliseHoles(holes, 9),
  isInProgress,
  submittedAt: null,
});

describe('tournament scoring', () => {
  it('ranks by total with ties sharing a rank, and teams with nothing played last', () => {
    const ranked = rankCards([
      card('Eagles', [3, 3, 3]),
      card('Birdies', [2, 3, 3]),
      card('Pars', [3, 3, 3]),
      card('Late', []),
      card('Bogeys', [4, 4, 4]),
    ]);
    expect(ranked.map((r) => [r.rank, r.card.teamName, r.totalScore])).toEqual([
      [1, 'Birdies', 8],
      [2, 'Eagles', 9],
      [2, 'Pars', 9],
      [4, 'Bogeys', 12],
      [5, 'Late', 0],
    ]);
  });

  it('says the score against par of the holes played: E, +n, -n, with * while playing', () => {
    const pars = Array(18).fill(3);
    expect(relativeLabel(normaliseHoles([3, 3, 3], 9), pars, false)).toBe('E');
    expect(relativeLabel(normaliseHoles([4, 3], 9), pars, false)).toBe('+1');
    expect(relativeLabel(normaliseHoles([2, 2, 3], 9), pars, true)).toBe('-2*');
  });

  it('gives a skin only to a single strictly lowest non-zero score, and shares the pot by skins won', () => {
    const skins = computeSkins([card('A', [2, 3, 3, 0]), card('B', [3, 3, 2, 4]), card('C', [3, 3, 4, 5])], 9, 10_000);
    expect(skins.holes.slice(0, 5)).toEqual([
      { hole: 1, winner: 'A', score: 2 },
      // A tie for lowest: nobody wins the hole.
      { hole: 2, winner: null, score: 3 },
      { hole: 3, winner: 'B', score: 2 },
      // A zero (not played) never wins: B's 4 is the lowest score played.
      { hole: 4, winner: 'B', score: 4 },
      { hole: 5, winner: null, score: null },
    ]);
    expect(skins.perSkinCents).toBe(3333);
    expect(skins.teams).toEqual([
      { teamName: 'B', skins: 2, payoutCents: 6666 },
      { teamName: 'A', skins: 1, payoutCents: 3333 },
    ]);
    expect(computeSkins([card('A', [3]), card('B', [3])], 9, 10_000)).toMatchObject({ perSkinCents: 0, teams: [] });
  });

  it('keeps holes past numberOfHoles at 0', () => {
    expect(normaliseHoles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 9)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });
});
