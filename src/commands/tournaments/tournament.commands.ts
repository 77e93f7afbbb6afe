import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import {
  DEFAULT_POINTS_BY_FINISH,
  leagueDecider,
  leagueStream,
  type LeagueTerms,
} from '../../domain/tournaments/league';
import { tournamentDecider } from '../../domain/tournaments/tournament.decider';
import { tournamentStream, type TournamentCommand } from '../../domain/tournaments/tournament.events';
import { dayOutsideWindow } from '../../domain/catalog';
import { ValidationError } from '../../lib/errors';
import { appCommandContext, currentState, handleCommand, type CommandMeta } from '../handle-command';

export const TOURNAMENTS_PROJECTION = 'tournaments';

/** One decision on a tournament's stream; answers once the tournaments read model has it. */
export async function runTournament(
  ctx: AppContext,
  tournamentId: string,
  command: TournamentCommand,
  meta: CommandMeta = {},
) {
  if (command.type === 'DefineTournament') assertTournamentDate(ctx, command.terms.date);
  const result = await handleCommand(
    appCommandContext(ctx, meta),
    tournamentStream(ctx.config.VENUE_ID, tournamentId),
    tournamentDecider,
    command,
  );
  await ctx.projections.waitFor(result.position, [TOURNAMENTS_PROJECTION]);
  return result;
}

/** A tournament's day: at most two years ahead, and at most a year back (a round's results entered late). */
function assertTournamentDate(ctx: AppContext, date: string) {
  const window = { label: 'A tournament date', back: 1, ahead: 2 };
  const message = dayOutsideWindow(date, ctx.now(), ctx.config.VENUE_TIMEZONE, window);
  if (message) throw new ValidationError(message, 'VALIDATION', [{ path: 'date', message }]);
}

export function loadTournament(ctx: AppContext, tournamentId: string) {
  return currentState(ctx.store, tournamentStream(ctx.config.VENUE_ID, tournamentId), tournamentDecider);
}

/** A league's definition (created or edited); answers once the read model has it. */
export async function runLeague(ctx: AppContext, terms: LeagueTerms, meta: CommandMeta = {}) {
  const result = await handleCommand(
    appCommandContext(ctx, meta),
    leagueStream(ctx.config.VENUE_ID, terms.leagueId),
    leagueDecider,
    { type: 'DefineLeague', terms },
  );
  await ctx.projections.waitFor(result.position, [TOURNAMENTS_PROJECTION]);
  return result;
}

export function loadLeague(ctx: AppContext, leagueId: string) {
  return currentState(ctx.store, leagueStream(ctx.config.VENUE_ID, leagueId), leagueDecider);
}

const DEMO_LEAGUE = 'demo-league';
const DEMO_PARS = [3, 4, 3, 5, 3, 4, 3, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3];

/**
 * The demo venue's tournaments (defined once; a restart keeps what admins did): tonight's 9-hole
 * scramble (active, skins on), a draft next week, and last week's, completed with its results; all
 * three in one league.
 */
export async function seedTournaments(ctx: AppContext): Promise<void> {
  const today = DateTime.now().setZone(ctx.config.VENUE_TIMEZONE);
  const base = {
    description: 'Nine holes, teams of two, best ball. Skins for the lowest score on a hole.',
    startTime: '18:00:00',
    endTime: '22:00:00',
    format: 'scramble' as const,
    teamSize: 2,
    maxParticipants: 12,
    numberOfHoles: 9 as const,
    holePars: DEMO_PARS,
    skinsEnabled: true,
    skinsPotCents: 10_000,
    entryFeeCents: 2500,
    reservationLengthMinutes: 120,
    leagueId: DEMO_LEAGUE,
  };
  if (!(await loadLeague(ctx, DEMO_LEAGUE)).terms)
    await runLeague(
      ctx,
      {
        leagueId: DEMO_LEAGUE,
        name: 'Scramble League',
        season: `${today.year} season`,
        description: 'Every scramble of the season counts: 10 points for a win, 8 for second, down to 1 for eighth.',
        pointsByFinish: DEFAULT_POINTS_BY_FINISH,
      },
      { actor: 'system' },
    );
  const demo = [
    { id: 'demo-tonight', name: 'Friday Night Scramble', date: today, status: 'active' as const, results: false },
    {
      id: 'demo-next-week',
      name: 'Turkey Shoot Scramble',
      date: today.plus({ days: 7 }),
      status: 'draft' as const,
      results: false,
    },
    {
      id: 'demo-last-week',
      name: 'Fall Classic',
      date: today.minus({ days: 7 }),
      status: 'completed' as const,
      results: true,
    },
  ];
  for (const t of demo) {
    if ((await loadTournament(ctx, t.id)).terms) continue;
    const meta = { actor: 'system' as const };
    await runTournament(
      ctx,
      t.id,
      { type: 'DefineTournament', terms: { ...base, tournamentId: t.id, name: t.name, date: t.date.toISODate()! } },
      meta,
    );
    if (t.status === 'draft') continue;
    await runTournament(ctx, t.id, { type: 'ChangeStatus', to: 'active' }, meta);
    if (t.results) {
      const source = { userId: null, client: 'seed', as: 'staff' as const };
      const cards: Array<[string, number[]]> = [
        ['Birdie Hunters', [3, 3, 3, 4, 3, 4, 2, 4, 3]],
        ['Sand Trappers', [3, 4, 3, 5, 2, 4, 3, 4, 3]],
        ['Fore Play', [2, 4, 3, 5, 3, 4, 3, 5, 3]],
      ];
      for (const [teamName, holes] of cards)
        await runTournament(
          ctx,
          t.id,
          { type: 'SubmitScorecard', teamName, holes, source, now: t.date.set({ hour: 21, minute: 30 }).toJSDate() },
          meta,
        );
      await runTournament(ctx, t.id, { type: 'LockScorecards', locked: true, reason: 'Round complete' }, meta);
      await runTournament(ctx, t.id, { type: 'ChangeStatus', to: 'completed' }, meta);
    }
  }
}
