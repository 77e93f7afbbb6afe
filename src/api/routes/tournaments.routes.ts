import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { loadTournament, runLeague, runTournament } from '../../commands/tournaments/tournament.commands';
import { entrySlots } from '../../commands/tournaments/tournament-entry-line';
import { DEFAULT_POINTS_BY_FINISH } from '../../domain/tournaments/league';
import { TOURNAMENT_STATUSES, type TournamentTerms } from '../../domain/tournaments/tournament.events';
import { listParams } from '../../contracts/lists';
import { MAX_HOLE_SCORE, MAX_HOLES } from '../../domain/tournaments/scoring';
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import { parseDollars, toDecimalString } from '../../lib/money';
import {
  adminRegistrations,
  adminTournaments,
  leagueById,
  leagueDetail,
  leaderboardOf,
  listLeagues,
  listTournaments,
  participantsOf,
  tournamentsOfUser,
  scoreChanges,
  scorecardsOf,
  tournamentById,
} from '../../projections/tournaments/tournaments.queries';
import { actorOf, currentUser, requireAdmin, requireSelfOrAdmin } from '../auth';
import { addressKey } from '../middleware/auth-rate-limits';
import { LeaderboardStreams } from './leaderboard-stream';
import { parse } from '../validation';

const money = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be an amount in dollars` }).transform((v, c) => {
    try {
      const cents = parseDollars(String(v));
      if (cents < 0) throw new RangeError();
      return cents;
    } catch {
      c.addIssue({ code: 'custom', message: `${label} must be an amount in dollars` });
      return z.NEVER;
    }
  });

const time = z
  .string()
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Times look like 18:00')
  .transform((t) => (t.length === 5 ? `${t}:00` : t));

const termsSchema = z
  .object({
    name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120),
    description: z.string().trim().max(2000).nullish(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date looks like 2026-11-27'),
    startTime: time,
    endTime: time,
    format: z.enum(['single', 'scramble']).default('single'),
    teamSize: z.coerce.number().int().min(1).max(8).default(1),
    maxParticipants: z.coerce.number().int().min(1).max(1000),
    numberOfHoles: z.coerce.number().refine((n) => n === 9 || n === 18, 'Number of holes is 9 or 18'),
    holePars: z.array(z.coerce.number().int().min(2).max(7)).max(MAX_HOLES).default([]),
    skinsEnabled: z.boolean().default(false),
    skinsPot: money('Skins pot').default(0),
    entryFee: money('Entry fee').default(0),
    reservationLength: z.coerce.number().int().min(15).max(600).default(60),
    leagueId: z.string().trim().max(100).nullish(),
  })
  .refine((t) => t.startTime < t.endTime, { message: 'The end time must be after the start time', path: ['endTime'] });

const holesShape = Object.fromEntries(
  Array.from({ length: MAX_HOLES }, (_, i) => [
    `hole${i + 1}`,
    z.coerce
      .number({ error: `Hole ${i + 1} must be a whole number from 0 to ${MAX_HOLE_SCORE}` })
      .int(`Hole ${i + 1} must be a whole number from 0 to ${MAX_HOLE_SCORE}`)
      .min(0, `Hole ${i + 1} must be a whole number from 0 to ${MAX_HOLE_SCORE}`)
      .max(MAX_HOLE_SCORE, `Hole ${i + 1} must be a whole number from 0 to ${MAX_HOLE_SCORE}`)
      .default(0),
  ]),
) as Record<string, z.ZodDefault<z.ZodCoercedNumber>>;
const scorecardSchema = z.object({
  teamName: z.string({ error: 'Please enter a team name' }).max(100, 'Please use at most 100 characters'),
  ...holesShape,
  /** Ignored: the server adds the holes up. */
  totalScore: z.unknown().optional(),
});
const holesOf = (body: Record<string, unknown>) =>
  Array.from({ length: MAX_HOLES }, (_, i) => Number(body[`hole${i + 1}`] ?? 0));

const liveSchema = z.object({
  teamName: z.string({ error: 'Please enter a team name' }).max(100),
  hole: z.coerce.number().int(),
  score: z.coerce.number().int().min(0).max(MAX_HOLE_SCORE),
});
const leagueSchema = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120),
  season: z.string({ error: 'Please enter a season' }).trim().min(1, 'Please enter a season').max(60),
  description: z.string().trim().max(2000).nullish(),
  pointsByFinish: z
    .array(z.coerce.number().min(0, 'Points are 0 or more').max(1000, 'Points are at most 1000'), {
      error: 'Points by finish is a list of numbers, 1st place first',
    })
    .min(1, 'Give the points for at least 1st place')
    .max(50, 'Give points for at most 50 places')
    .default(DEFAULT_POINTS_BY_FINISH),
});
const adminTournamentsQuery = listParams.extend({
  status: z.enum(TOURNAMENT_STATUSES, { error: 'Status is draft, active or completed' }).optional(),
  search: z.string().trim().max(100).optional(),
});
const registrationsQuery = listParams.extend({
  tournamentId: z.string().trim().max(100).optional(),
  status: z.enum(['held', 'registered'], { error: 'Status is held or registered' }).optional(),
  search: z.string().trim().max(100).optional(),
});

const reason = z.string({ error: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(500);

/**
 * Tournaments: anyone reads them and their leaderboards and enters scorecards (as the spec allows);
 * scorecards are rate limited per client and every change is recorded with its source; admins create
 * and run them, lock the cards and correct any card with a reason.
 */
export function tournamentsRoutes(ctx: AppContext): Router {
  const router = Router();
  const scoreLimiter = new RateLimiterPostgres({
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: 'rate_limits_payments',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: 'scorecard',
    points: 60,
    duration: 60,
  });
  const limited = async (req: Request) => {
    try {
      await scoreLimiter.consume(addressKey(req.ip));
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new TooManyRequestsError(
          'Too many score updates. Please wait a moment and try again.',
          'TOURNAMENT.RATE_LIMITED',
          Math.ceil(error.msBeforeNext / 1000),
        );
      throw error;
    }
  };
  const sourceOf = (req: Request) => ({ userId: currentUser(req)?.id ?? null, client: addressKey(req.ip) });
  const found = async (id: string) => {
    const t = await tournamentById(ctx.knex, id);
    if (!t) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
    return t;
  };
  const leagueFound = async (id: string) => {
    const league = await leagueById(ctx.knex, id);
    if (!league) throw new NotFoundError('League not found', 'LEAGUE.NOT_FOUND');
    return league;
  };
  /** A tournament may name a league only if it exists. */
  const checkLeague = async (leagueId: string | null | undefined) => {
    if (leagueId && !(await leagueById(ctx.knex, leagueId)))
      throw new ValidationError('Please choose a league that exists', 'TOURNAMENT.LEAGUE_NOT_FOUND');
  };
  const termsOf = (id: string, body: z.output<typeof termsSchema>): TournamentTerms => ({
    tournamentId: id,
    name: body.name,
    description: body.description ?? null,
    date: body.date,
    startTime: body.startTime,
    endTime: body.endTime,
    format: body.format,
    teamSize: body.teamSize,
    maxParticipants: body.maxParticipants,
    numberOfHoles: body.numberOfHoles as 9 | 18,
    holePars: Array.from({ length: MAX_HOLES }, (_, i) => body.holePars[i] ?? 3),
    skinsEnabled: body.skinsEnabled,
    skinsPotCents: body.skinsPot,
    entryFeeCents: body.entryFee,
    reservationLengthMinutes: body.reservationLength,
    leagueId: body.leagueId ?? null,
  });

  router.get('/tournaments', async (_req, res) => {
    res.json(await listTournaments(ctx.knex));
  });
  router.get('/tournaments/:id', async (req, res) => {
    res.json(await found(String(req.params.id)));
  });
  router.get('/tournaments/:id/leaderboard', async (req, res) => {
    res.json(await leaderboardOf(ctx.knex, await found(String(req.params.id))));
  });
  const streams = new LeaderboardStreams(ctx);
  router.get('/tournaments/:id/leaderboard/stream', async (req, res) => {
    const t = await found(String(req.params.id));
    await streams.open(req, res, t.id);
  });

  router.get('/tournament-participants', async (req, res) => {
    const id = typeof req.query.tournamentId === 'string' ? req.query.tournamentId : '';
    const t = await found(id);
    res.json(await participantsOf(ctx.knex, t.id, Boolean(currentUser(req)?.isAdmin)));
  });

  router.get('/user-tournaments/:userId', requireSelfOrAdmin(), async (req, res) => {
    res.json(await tournamentsOfUser(ctx.knex, String(req.params.userId)));
  });

  router.get('/tournaments/:id/entry-slots', async (req, res) => {
    const state = await loadTournament(ctx, String(req.params.id));
    if (!state.terms) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
    res.json({
      slots: entrySlots(state.terms),
      duration: state.terms.reservationLengthMinutes / 60,
      entryFee: toDecimalString(state.terms.entryFeeCents),
      placesLeft: Math.max(0, state.terms.maxParticipants - state.entries.size),
    });
  });

  router.get('/tournaments/:id/scorecards', async (req, res) => {
    res.json(await scorecardsOf(ctx.knex, await found(String(req.params.id))));
  });

  router.post('/tournaments/:id/scorecards', async (req, res) => {
    const t = await found(String(req.params.id));
    const body = parse(scorecardSchema, req.body);
    await limited(req);
    const result = await runTournament(
      ctx,
      t.id,
      { type: 'SubmitScorecard', teamName: body.teamName, holes: holesOf(body), source: sourceOf(req), now: ctx.now() },
      { actor: actorOf(req) },
    );
    const event = result.events[0];
    const card = (await scorecardsOf(ctx.knex, t)).find(
      (c) => c.teamName === (event?.data as { teamName: string }).teamName,
    );
    res.status((event?.data as { update: boolean }).update ? 200 : 201).json(card);
  });

  router.post('/tournaments/:id/live-score-update', async (req, res) => {
    const t = await found(String(req.params.id));
    const body = parse(liveSchema, req.body);
    await limited(req);
    await runTournament(
      ctx,
      t.id,
      {
        type: 'RecordLiveScore',
        teamName: body.teamName,
        hole: body.hole,
        score: body.score,
        source: sourceOf(req),
        now: ctx.now(),
      },
      { actor: actorOf(req) },
    );
    res.json({ success: true });
  });

  router.get('/leagues', async (_req, res) => {
    res.json(await listLeagues(ctx.knex));
  });
  router.get('/leagues/:id', async (req, res) => {
    res.json(await leagueDetail(ctx.knex, await leagueFound(String(req.params.id))));
  });
  router.post('/admin/leagues', requireAdmin, async (req, res) => {
    const body = parse(leagueSchema, req.body);
    const id = randomUUID();
    await runLeague(ctx, { leagueId: id, ...body, description: body.description ?? null }, { actor: actorOf(req) });
    res.status(201).json(await leagueFound(id));
  });
  router.put('/admin/leagues/:id', requireAdmin, async (req, res) => {
    const league = await leagueFound(String(req.params.id));
    const body = parse(leagueSchema, req.body);
    await runLeague(
      ctx,
      { leagueId: league.id, ...body, description: body.description ?? null },
      { actor: actorOf(req) },
    );
    res.json(await leagueFound(league.id));
  });

  router.get('/admin/tournaments', requireAdmin, async (req, res) => {
    res.json(await adminTournaments(ctx.knex, parse(adminTournamentsQuery, req.query)));
  });
  router.get('/admin/tournament-registrations', requireAdmin, async (req, res) => {
    res.json(await adminRegistrations(ctx.knex, parse(registrationsQuery, req.query)));
  });

  router.post('/admin/tournaments', requireAdmin, async (req, res) => {
    const body = parse(termsSchema, req.body);
    await checkLeague(body.leagueId);
    const id = randomUUID();
    await runTournament(ctx, id, { type: 'DefineTournament', terms: termsOf(id, body) }, { actor: actorOf(req) });
    res.status(201).json(await found(id));
  });

  router.put('/admin/tournaments/:id', requireAdmin, async (req, res) => {
    const t = await found(String(req.params.id));
    const body = parse(termsSchema, req.body);
    await checkLeague(body.leagueId);
    await runTournament(ctx, t.id, { type: 'DefineTournament', terms: termsOf(t.id, body) }, { actor: actorOf(req) });
    res.json(await found(t.id));
  });

  router.post('/admin/tournaments/:id/status', requireAdmin, async (req, res) => {
    const t = await found(String(req.params.id));
    const { status } = parse(
      z.object({ status: z.enum(TOURNAMENT_STATUSES, { error: 'Status is draft, active or completed' }) }),
      req.body,
    );
    await runTournament(ctx, t.id, { type: 'ChangeStatus', to: status }, { actor: actorOf(req) });
    res.json(await found(t.id));
  });

  router.post('/admin/tournaments/:id/scorecards/lock', requireAdmin, async (req, res) => {
    const t = await found(String(req.params.id));
    const body = parse(z.object({ locked: z.boolean(), reason }), req.body);
    await runTournament(
      ctx,
      t.id,
      { type: 'LockScorecards', locked: body.locked, reason: body.reason },
      { actor: actorOf(req) },
    );
    res.json(await found(t.id));
  });

  router.post('/admin/tournaments/:id/scorecards/correct', requireAdmin, async (req, res) => {
    const t = await found(String(req.params.id));
    const body = parse(scorecardSchema.extend({ reason }), req.body);
    await runTournament(
      ctx,
      t.id,
      { type: 'CorrectScorecard', teamName: body.teamName, holes: holesOf(body), reason: body.reason, now: ctx.now() },
      { actor: actorOf(req) },
    );
    res.json(await leaderboardOf(ctx.knex, t));
  });

  router.get('/admin/tournaments/:id/score-changes', requireAdmin, async (req, res) => {
    const t = await found(String(req.params.id));
    res.json(await scoreChanges(ctx.knex, t.id));
  });

  return router;
}
