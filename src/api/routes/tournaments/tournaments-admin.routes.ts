import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { scorerCode } from '../../../commands/tournaments/scorer-code';
import { runLeague, runTournament } from '../../../commands/tournaments/tournament.commands';
import { TOURNAMENT_STATUSES } from '../../../domain/tournaments/tournament.events';
import { ValidationError } from '../../../lib/errors';
import {
  adminRegistrations,
  adminTournaments,
  tournamentFound,
} from '../../../projections/tournaments/tournaments.queries';
import { leaderboardOf, scoreChanges } from '../../../projections/tournaments/leaderboard.queries';
import { leagueById, leagueFound } from '../../../projections/tournaments/leagues.queries';
import { actorOf, requireAdmin } from '../../auth';
import {
  adminTournamentsQuery,
  holesOf,
  leagueSchema,
  reason,
  registrationsQuery,
  scorecardSchema,
  termsOf,
  termsSchema,
} from './tournaments.schemas';
import { validated } from '../../route-input';

export const statusSchema = z.object({
  status: z.enum(TOURNAMENT_STATUSES, { error: 'Status is draft, active or completed' }),
});
export const lockSchema = z.object({ locked: z.boolean(), reason });
export const correctionSchema = scorecardSchema.extend({ reason });

/** Admins create and run tournaments and leagues, lock the scorecards and correct any card with a reason. */
export function tournamentsAdminRoutes(ctx: AppContext): Router {
  const router = Router();
  /** A tournament may name a league only if it exists. */
  const checkLeague = async (leagueId: string | null | undefined) => {
    if (leagueId && !(await leagueById(ctx.knex, leagueId)))
      throw new ValidationError('Please choose a league that exists', 'TOURNAMENT.LEAGUE_NOT_FOUND');
  };

  router.post(
    '/admin/leagues',
    requireAdmin,
    validated({ body: leagueSchema }, async (req, res, { body }) => {
      const id = randomUUID();
      await runLeague(ctx, { leagueId: id, ...body, description: body.description ?? null }, { actor: actorOf(req) });
      res.status(201).json(await leagueFound(ctx.knex, id));
    }),
  );
  router.put(
    '/admin/leagues/:id',
    requireAdmin,
    validated({ body: leagueSchema }, async (req, res, { body }) => {
      const league = await leagueFound(ctx.knex, String(req.params.id));
      await runLeague(
        ctx,
        { leagueId: league.id, ...body, description: body.description ?? null },
        { actor: actorOf(req) },
      );
      res.json(await leagueFound(ctx.knex, league.id));
    }),
  );

  router.get(
    '/admin/tournaments',
    requireAdmin,
    validated({ query: adminTournamentsQuery }, async (req, res, valid) => {
      res.json(await adminTournaments(ctx.knex, valid.query));
    }),
  );
  router.get(
    '/admin/tournament-registrations',
    requireAdmin,
    validated({ query: registrationsQuery }, async (req, res, valid) => {
      const page = await adminRegistrations(ctx.knex, valid.query);
      // Staff read each team's scorer code here to hand it to the team at the bay.
      res.json({
        ...page,
        items: page.items.map((r) => ({ ...r, scorerCode: scorerCode(ctx, r.tournamentId, r.entryId) })),
      });
    }),
  );

  router.post(
    '/admin/tournaments',
    requireAdmin,
    validated({ body: termsSchema }, async (req, res, { body }) => {
      await checkLeague(body.leagueId);
      const id = randomUUID();
      await runTournament(ctx, id, { type: 'DefineTournament', terms: termsOf(id, body) }, { actor: actorOf(req) });
      res.status(201).json(await tournamentFound(ctx.knex, id));
    }),
  );

  router.put(
    '/admin/tournaments/:id',
    requireAdmin,
    validated({ body: termsSchema }, async (req, res, { body }) => {
      const t = await tournamentFound(ctx.knex, String(req.params.id));
      await checkLeague(body.leagueId);
      await runTournament(ctx, t.id, { type: 'DefineTournament', terms: termsOf(t.id, body) }, { actor: actorOf(req) });
      res.json(await tournamentFound(ctx.knex, t.id));
    }),
  );

  router.post(
    '/admin/tournaments/:id/status',
    requireAdmin,
    validated({ body: statusSchema }, async (req, res, { body: { status } }) => {
      const t = await tournamentFound(ctx.knex, String(req.params.id));
      await runTournament(ctx, t.id, { type: 'ChangeStatus', to: status }, { actor: actorOf(req) });
      res.json(await tournamentFound(ctx.knex, t.id));
    }),
  );

  router.post(
    '/admin/tournaments/:id/scorecards/lock',
    requireAdmin,
    validated({ body: lockSchema }, async (req, res, { body }) => {
      const t = await tournamentFound(ctx.knex, String(req.params.id));
      await runTournament(
        ctx,
        t.id,
        { type: 'LockScorecards', locked: body.locked, reason: body.reason },
        { actor: actorOf(req) },
      );
      res.json(await tournamentFound(ctx.knex, t.id));
    }),
  );

  router.post(
    '/admin/tournaments/:id/scorecards/correct',
    requireAdmin,
    validated({ body: correctionSchema }, async (req, res, { body }) => {
      const t = await tournamentFound(ctx.knex, String(req.params.id));
      await runTournament(
        ctx,
        t.id,
        {
          type: 'CorrectScorecard',
          teamName: body.teamName,
          holes: holesOf(body),
          reason: body.reason,
          now: ctx.now(),
        },
        { actor: actorOf(req) },
      );
      res.json(await leaderboardOf(ctx.knex, t));
    }),
  );

  router.get('/admin/tournaments/:id/score-changes', requireAdmin, async (req, res) => {
    const t = await tournamentFound(ctx.knex, String(req.params.id));
    res.json(await scoreChanges(ctx.knex, t.id));
  });

  return router;
}
