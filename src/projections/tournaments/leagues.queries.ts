import type { Knex } from 'knex';
import { leagueStandings } from '../../domain/tournaments/league';
import { NotFoundError } from '../../lib/errors';
import { tournamentJson } from './tournaments.queries';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
type Row = Record<string, any>;

function leagueJson(r: Row) {
  return {
    id: r.id as string,
    name: r.name as string,
    season: r.season as string,
    description: (r.description as string | null) ?? null,
    pointsByFinish: (r.points_by_finish as number[]).map(Number),
  };
}
export type LeagueJson = ReturnType<typeof leagueJson>;

/** Every league, with how many rounds it has and how many are completed. */
export async function listLeagues(knex: Knex) {
  const rows = await knex('leagues as l')
    .leftJoin('tournaments as t', 't.league_id', 'l.id')
    .groupBy('l.id')
    .orderBy('l.created_at', 'desc')
    .select(
      'l.*',
      knex.raw('count(t.id)::int as rounds'),
      knex.raw("count(t.id) filter (where t.status = 'completed')::int as completed"),
    );
  return rows.map((r) => ({ ...leagueJson(r), rounds: Number(r.rounds), completedRounds: Number(r.completed) }));
}

export async function leagueById(knex: Knex, id: string): Promise<LeagueJson | null> {
  const row = await knex('leagues').where({ id }).first();
  return row ? leagueJson(row) : null;
}

/** A league's rounds and its standings over the completed ones (points by finish, ties split). */
export async function leagueDetail(knex: Knex, league: LeagueJson) {
  const tournaments = (
    await knex('tournaments').where({ league_id: league.id }).orderBy('date').orderBy('start_time')
  ).map(tournamentJson);
  const completed = tournaments.filter((t) => t.status === 'completed').map((t) => t.id);
  const cards = completed.length
    ? await knex('tournament_scorecards')
        .whereIn('tournament_id', completed)
        .select('tournament_id', 'team_name', 'holes')
    : [];
  const rounds = completed.map((id) =>
    cards
      .filter((c) => c.tournament_id === id)
      .map((c) => ({
        teamName: c.team_name as string,
        holes: c.holes as number[],
        isInProgress: false,
        submittedAt: null,
      })),
  );
  return {
    league,
    tournaments,
    completedRounds: completed.length,
    standings: leagueStandings(rounds, league.pointsByFinish),
  };
}

/** The league, or 404 'League not found'. */
export async function leagueFound(knex: Knex, id: string) {
  const league = await leagueById(knex, id);
  if (!league) throw new NotFoundError('League not found', 'LEAGUE.NOT_FOUND');
  return league;
}
