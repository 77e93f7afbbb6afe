import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { scorerCode } from '../../commands/tournaments/scorer-code';
import { runLeague, runTournament } from '../../commands/tournaments/tournament.commands';
import { TOURNAMENT_STATUSES } from '../../domain/tournaments/tournament.events';
import { ValidationError } from '../../lib/errors';
import {
  adminRegistrations,
  adminTournaments,
  leaderboardOf,
  scoreChanges,
  tournamentFound,
} from '../../projections/tournaments/tournaments.queries';
import { leagueById, leagueFound } from '../../projections/tournaments/leagues.queries';
import { actorOf, requireAdmin } from '../auth';
import { parse } from '../validation';
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

  router.post('/admin/leagues', requireAdmin, async (req, res) => {
    const body = parse(leagueSchema, req.body);
    const id = randomUUID();
    await runLeague(ctx, { leagueId: id, ...body, description: body.description ?? null }, { actor: actorOf(req) });
    res.status(201).json(await leagueFound(ctx.knex, id));
  });
  router.put('/admin/leagues/:id', requireAdmin, async (req, res) => {
    const league = await leagueFound(ctx.knex, String(req.params.id));
    const body = parse(leagueSchema, req.body);
    await runLeague(
      ctx,
      { leagueId: league.id, ...body, description: body.description ?? null },
      { actor: actorOf(req) },
    );
    res.json(await leagueFound(ctx.knex, league.id));
  });

  router.get('/admin/tournaments', requireAdmin, async (req, res) => {
    res.json(await adminTournaments(ctx.knex, parse(adminTournamentsQuery, req.query)));
  });
  router.get('/admin/tournament-registrations', requireAdmin, async (req, res) => {
    const page = await adminRegistrations(ctx.knex, parse(registrationsQuery, req.query));
    // Staff read each team's scorer code here to hand it to the team at the bay.
    res.json({
      ...page,
      items: page.items.map((r) => ({ ...r, scorerCode: scorerCode(ctx, r.tournamentId, r.entryId) })),
    });
  });

  router.post('/admin/tournaments', requireAdmin, async (req, res) => {
    const body = parse(termsSchema, req.body);
    await checkLeague(body.leagueId);
    const id = randomUUID();
    await runTournament(ctx, id, { type: 'DefineTournament', terms: termsOf(id, body) }, { actor: actorOf(req) });
    res.status(201).json(await tournamentFound(ctx.knex, id));
  });

  router.put('/admin/tournaments/:id', requireAdmin, async (req, res) => {
    const t = await tournamentFound(ctx.knex, String(req.params.id));
    const body = parse(termsSchema, req.body);
    await checkLeague(body.leagueId);
    await runTournament(ctx, t.id, { type: 'DefineTournament', terms: termsOf(t.id, body) }, { actor: actorOf(req) });
    res.json(await tournamentFound(ctx.knex, t.id));
  });

  router.post('/admin/tournaments/:id/status', requireAdmin, async (req, res) => {
    const t = await tournamentFound(ctx.knex, String(req.params.id));
    const { status } = parse(statusSchema, req.body);
    await runTournament(ctx, t.id, { type: 'ChangeStatus', to: status }, { actor: actorOf(req) });
    res.json(await tournamentFound(ctx.knex, t.id));
  });

  router.post('/admin/tournaments/:id/scorecards/lock', requireAdmin, async (req, res) => {
    const t = await tournamentFound(ctx.knex, String(req.params.id));
    const body = parse(lockSchema, req.body);
    await runTournament(
      ctx,
      t.id,
      { type: 'LockScorecards', locked: body.locked, reason: body.reason },
      { actor: actorOf(req) },
    );
    res.json(await tournamentFound(ctx.knex, t.id));
  });

  router.post('/admin/tournaments/:id/scorecards/correct', requireAdmin, async (req, res) => {
    const t = await tournamentFound(ctx.knex, String(req.params.id));
    const body = parse(correctionSchema, req.body);
    await runTournament(
      ctx,
      t.id,
      { type: 'CorrectScorecard', teamName: body.teamName, holes: holesOf(body), reason: body.reason, now: ctx.now() },
      { actor: actorOf(req) },
    );
    res.json(await leaderboardOf(ctx.knex, t));
  });

  router.get('/admin/tournaments/:id/score-changes', requireAdmin, async (req, res) => {
    const t = await tournamentFound(ctx.knex, String(req.params.id));
    res.json(await scoreChanges(ctx.knex, t.id));
  });

  return router;
}
