import type { Knex } from 'knex';
import type { HoleScores, LeaderboardRow } from '../../contracts/tournaments';
import { computeSkins, rankCards, relativeLabel, type CardScores } from '../../domain/tournaments/scoring';
import { toDecimalString } from '../../lib/money';
import type { TournamentJson } from './tournaments.queries';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
type Row = Record<string, any>;

function cardJson(r: Row, numberOfHoles: number) {
  const holes = (r.holes as number[]).slice(0, 18);
  const json: Record<string, unknown> = {
    teamName: r.team_name,
    totalScore: Number(r.total_score),
    isInProgress: Boolean(r.is_in_progress),
    submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
    holes: holes.slice(0, numberOfHoles),
  };
  holes.forEach((h, i) => (json[`hole${i + 1}`] = h));
  return json;
}

export async function scorecardsOf(knex: Knex, tournament: TournamentJson) {
  const rows = await knex('tournament_scorecards').where({ tournament_id: tournament.id }).orderBy('team_name');
  return rows.map((r) => cardJson(r, tournament.numberOfHoles));
}

/** The spec's hole1 ... hole18: the holes the round plays, 0 for the rest. */
function holeScores(holes: number[], numberOfHoles: number): HoleScores {
  return Object.fromEntries(
    Array.from({ length: 18 }, (_, i) => [`hole${i + 1}`, i < numberOfHoles ? Number(holes[i] ?? 0) : 0]),
  );
}

/** The leaderboard: ranked teams (ties share a rank), against par, per-hole scores, and the skins game. */
export async function leaderboardOf(knex: Knex, tournament: TournamentJson) {
  const rows = await knex('tournament_scorecards').where({ tournament_id: tournament.id });
  const pars = [...tournament.holePars, ...Array(18).fill(3)].slice(0, 18);
  const cards: Array<CardScores & { row: Row }> = rows.map((r) => ({
    teamName: r.team_name,
    holes: r.holes as number[],
    isInProgress: Boolean(r.is_in_progress),
    submittedAt: r.submitted_at ? new Date(r.submitted_at).toISOString() : null,
    row: r,
  }));
  const entries: LeaderboardRow[] = rankCards(cards).map(({ rank, card, totalScore }) => ({
    id: card.row.team_key as string,
    rank,
    teamName: card.teamName,
    totalScore,
    isInProgress: card.isInProgress,
    submittedAt: card.submittedAt,
    ...holeScores(card.holes, tournament.numberOfHoles),
    relativeToPar: relativeLabel(card.holes, pars, card.isInProgress),
    holes: card.holes.slice(0, tournament.numberOfHoles),
  }));
  const skins = tournament.skinsEnabled
    ? computeSkins(cards, tournament.numberOfHoles, Math.round(Number(tournament.skinsPot) * 100))
    : null;
  return {
    tournament,
    par: pars.slice(0, tournament.numberOfHoles).reduce((a, b) => a + b, 0),
    entries,
    skins: skins
      ? {
          pot: tournament.skinsPot,
          perSkin: toDecimalString(skins.perSkinCents),
          holes: skins.holes,
          teams: skins.teams.map((t) => ({
            teamName: t.teamName,
            skins: t.skins,
            payout: toDecimalString(t.payoutCents),
          })),
        }
      : null,
  };
}

export async function scoreChanges(knex: Knex, tournamentId: string) {
  const rows = await knex('tournament_score_changes as c')
    .leftJoin('users as u', (j) => j.on(knex.raw('u.id::text = c.actor')))
    .where('c.tournament_id', tournamentId)
    .orderBy('c.at')
    .select('c.*', 'u.first_name', 'u.last_name');
  return rows.map((r) => ({
    teamKey: r.team_key,
    /** Who made the change when signed in: the account's name ('system' for the venue's own jobs). */
    actorName: r.first_name ? `${r.first_name} ${r.last_name ?? ''}`.trim() : r.actor === 'system' ? 'system' : null,
    kind: r.kind,
    detail: r.detail,
    reason: r.reason,
    source: r.source,
    actor: r.actor,
    at: new Date(r.at).toISOString(),
  }));
}
