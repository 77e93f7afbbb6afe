import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';
import { rankCards, totalOf, type CardScores } from './scoring';

/**
 * A league groups tournaments (each names its leagueId) into a season. Its standings add up each
 * team's points over the completed rounds: points by finish, ties splitting the places they cover.
 */
export const leagueStream = (venue: string, id: string) => venueStream('league', venue, id);

/** Points for 1st, 2nd, 3rd...; places past the list score 0. */
export const DEFAULT_POINTS_BY_FINISH = [10, 8, 6, 5, 4, 3, 2, 1];

const terms = z.object({
  leagueId: z.string(),
  name: z.string().min(1).max(120),
  season: z.string().min(1).max(60),
  description: z.string().max(2000).nullable(),
  pointsByFinish: z.array(z.number().min(0).max(1000)).min(1).max(50),
});
export type LeagueTerms = z.output<typeof terms>;

export const LeagueDefined = defineEvent('LeagueDefined', terms);
export type LeagueEvent = ReturnType<typeof LeagueDefined.create>;

export interface LeagueState {
  terms: LeagueTerms | null;
}
export type LeagueCommand = { type: 'DefineLeague'; terms: LeagueTerms };

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = {
  initialState: () => ({ terms: null }),
  evolve: (_state, event) => ({ terms: event.data }),
  decide(command, state) {
    if (state.terms && JSON.stringify(state.terms) === JSON.stringify(command.terms)) return [];
    return [LeagueDefined.create(command.terms)];
  },
};

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * One round's points per team (by team name). Only teams with a score take part. Teams tied on a
 * total share the places they cover: two tied for 2nd with 8 and 6 points on offer get 7 each.
 */
export function roundPoints(
  cards: CardScores[],
  pointsByFinish: number[],
): Map<string, { points: number; rank: number }> {
  const ranked = rankCards(cards.filter((c) => totalOf(c.holes) > 0));
  const result = new Map<string, { points: number; rank: number }>();
  for (let i = 0; i < ranked.length;) {
    let j = i;
    while (j < ranked.length && ranked[j].totalScore === ranked[i].totalScore) j++;
    const places = pointsByFinish.slice(i, j);
    const share = cents(places.reduce((a, b) => a + b, 0) / (j - i));
    for (let k = i; k < j; k++) result.set(ranked[k].card.teamName, { points: share, rank: ranked[i].rank });
    i = j;
  }
  return result;
}

export interface Standing {
  rank: number;
  teamName: string;
  points: number;
  rounds: number;
  wins: number;
  bestFinish: number;
}

/** The season table over completed rounds: most points first; equal points share a rank. */
export function leagueStandings(rounds: CardScores[][], pointsByFinish: number[]): Standing[] {
  const teams = new Map<string, Omit<Standing, 'rank'>>();
  for (const cards of rounds) {
    for (const [teamName, { points, rank }] of roundPoints(cards, pointsByFinish)) {
      const key = teamName.trim().replace(/\s+/g, ' ').toLowerCase();
      const t = teams.get(key) ?? { teamName, points: 0, rounds: 0, wins: 0, bestFinish: Number.POSITIVE_INFINITY };
      teams.set(key, {
        teamName: t.teamName,
        points: cents(t.points + points),
        rounds: t.rounds + 1,
        wins: t.wins + (rank === 1 ? 1 : 0),
        bestFinish: Math.min(t.bestFinish, rank),
      });
    }
  }
  const sorted = [...teams.values()].sort(
    (a, b) => b.points - a.points || b.wins - a.wins || a.teamName.localeCompare(b.teamName),
  );
  return sorted.map((t, i) => {
    let rank = i + 1;
    for (let k = i; k > 0 && sorted[k - 1].points === t.points; k--) rank = k;
    return { rank, ...t };
  });
}
