/** Scores of a tournament: totals, rank (ties share), relative to par, and skins. Pure functions. */

export const MAX_HOLES = 18;
export const MAX_HOLE_SCORE = 20;

export interface CardScores {
  teamName: string;
  /** 18 entries; holes past the tournament's numberOfHoles are 0; 0 also means "not played yet". */
  holes: number[];
  isInProgress: boolean;
  submittedAt: string | null;
}

/** The holes as stored: whole numbers 0-20, exactly 18 of them, zero past numberOfHoles. */
export function normaliseHoles(holes: number[], numberOfHoles: number): number[] {
  return Array.from({ length: MAX_HOLES }, (_, i) => (i < numberOfHoles ? (holes[i] ?? 0) : 0));
}

export const totalOf = (holes: number[]) => holes.reduce((sum, h) => sum + h, 0);

/** Par of the holes a team has played (a hole with 0 is not played yet). */
export function parPlayed(holes: number[], pars: number[]): number {
  return holes.reduce((sum, h, i) => sum + (h > 0 ? (pars[i] ?? 3) : 0), 0);
}

/** E, +n or -n; with * while the team is still playing. */
export function relativeLabel(holes: number[], pars: number[], inProgress: boolean): string {
  const diff = totalOf(holes) - parPlayed(holes, pars);
  const label = diff === 0 ? 'E' : diff > 0 ? `+${diff}` : `${diff}`;
  return inProgress ? `${label}*` : label;
}

export interface Ranked<T extends CardScores> {
  rank: number;
  card: T;
  totalScore: number;
}

/**
 * Lowest total first; equal totals share a rank (1, 2, 2, 4). A team with nothing played yet (total
 * 0) comes last. Name breaks the tie in order only, never in rank.
 */
export function rankCards<T extends CardScores>(cards: T[]): Ranked<T>[] {
  const sorted = [...cards].sort((a, b) => {
    const ta = totalOf(a.holes) || Number.POSITIVE_INFINITY;
    const tb = totalOf(b.holes) || Number.POSITIVE_INFINITY;
    return ta === tb ? a.teamName.localeCompare(b.teamName) : ta - tb;
  });
  const ranked: Ranked<T>[] = [];
  sorted.forEach((card, i) => {
    const total = totalOf(card.holes);
    const previous = ranked[i - 1];
    const rank = previous && previous.totalScore === total ? previous.rank : i + 1;
    ranked.push({ rank, card, totalScore: total });
  });
  return ranked;
}

export interface SkinsResult {
  /** Per hole (1-based), the team that won its skin, or null (tie for lowest, or nobody played it). */
  holes: Array<{ hole: number; winner: string | null; score: number | null }>;
  /** Skins won per team, and what each team is paid (cents). */
  teams: Array<{ teamName: string; skins: number; payoutCents: number }>;
  /** What one skin pays: the pot divided by the skins won (0 when none). */
  perSkinCents: number;
}

/**
 * A hole's skin goes to the one team with the strictly lowest non-zero score; a tie for lowest wins
 * nothing. The pot is shared by the skins won: payout = pot / skins won, per skin (cents, rounded
 * down; the remainder stays with the venue).
 */
export function computeSkins(cards: CardScores[], numberOfHoles: number, potCents: number): SkinsResult {
  const holes: SkinsResult['holes'] = [];
  const won = new Map<string, number>();
  for (let i = 0; i < numberOfHoles; i++) {
    const scores = cards.map((c) => ({ team: c.teamName, score: c.holes[i] ?? 0 })).filter((s) => s.score > 0);
    if (scores.length === 0) {
      holes.push({ hole: i + 1, winner: null, score: null });
      continue;
    }
    const low = Math.min(...scores.map((s) => s.score));
    const atLow = scores.filter((s) => s.score === low);
    const winner = atLow.length === 1 ? atLow[0].team : null;
    if (winner) won.set(winner, (won.get(winner) ?? 0) + 1);
    holes.push({ hole: i + 1, winner, score: low });
  }
  const total = [...won.values()].reduce((a, b) => a + b, 0);
  const perSkinCents = total > 0 ? Math.floor(potCents / total) : 0;
  const teams = [...won.entries()]
    .map(([teamName, skins]) => ({ teamName, skins, payoutCents: skins * perSkinCents }))
    .sort((a, b) => b.skins - a.skins || a.teamName.localeCompare(b.teamName));
  return { holes, teams, perSkinCents };
}
