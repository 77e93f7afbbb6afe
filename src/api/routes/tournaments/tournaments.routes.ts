import { Router, type Request } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../../../app-context';
import { loadTournament, runTournament } from '../../../commands/tournaments/tournament.commands';
import { entrySlots } from '../../../commands/tournaments/tournament-entry-line';
import { scoreSource, scorerCode } from '../../../commands/tournaments/scorer-code';
import type { TournamentRegistration } from '../../../contracts/tournaments';
import { NotFoundError, TooManyRequestsError } from '../../../lib/errors';
import { toDecimalString } from '../../../lib/money';
import {
  listTournaments,
  participantsOf,
  holeParFields,
  tournamentFound,
  tournamentsOfUser,
} from '../../../projections/tournaments/tournaments.queries';
import { leaderboardOf, scorecardsOf } from '../../../projections/tournaments/leaderboard.queries';
import { leagueDetail, leagueFound, listLeagues } from '../../../projections/tournaments/leagues.queries';
import { actorOf, currentUser, requireSelfOrAdmin } from '../../auth';
import { addressKey } from '../../middleware/auth-rate-limits';
import { LeaderboardStreams } from './leaderboard-stream';
import { tournamentsAdminRoutes } from './tournaments-admin.routes';
import { holesOf, liveSchema, participantsQuery, scorecardSchema } from './tournaments.schemas';
import { validated } from '../../route-input';

/**
 * Tournaments: anyone reads them and their leaderboards; a team's card is written by its entry's
 * player (signed in), by whoever holds the entry's scorer code, or by staff (unknown teams: 403);
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
  const sourceOf = (req: Request, tournamentId: string, body: { teamName: string; scorerCode?: string }) =>
    scoreSource(ctx, tournamentId, body.teamName, {
      user: currentUser(req) ?? null,
      client: addressKey(req.ip),
      scorerCode: body.scorerCode,
    });

  router.get('/tournaments', async (_req, res) => {
    res.json(await listTournaments(ctx.knex));
  });
  router.get('/tournaments/:id', async (req, res) => {
    const tournament = await tournamentFound(ctx.knex, String(req.params.id));
    res.json({ ...tournament, ...holeParFields(tournament) });
  });
  router.get('/tournaments/:id/leaderboard', async (req, res) => {
    res.json(await leaderboardOf(ctx.knex, await tournamentFound(ctx.knex, String(req.params.id))));
  });
  const streams = new LeaderboardStreams(ctx);
  router.get('/tournaments/:id/leaderboard/stream', async (req, res) => {
    const t = await tournamentFound(ctx.knex, String(req.params.id));
    await streams.open(req, res, t.id);
  });

  router.get(
    '/tournament-participants',
    validated({ query: participantsQuery }, async (req, res, { query: { tournamentId } }) => {
      const t = await tournamentFound(ctx.knex, tournamentId);
      res.json(await participantsOf(ctx.knex, t.id, Boolean(currentUser(req)?.isAdmin)));
    }),
  );

  router.get('/user-tournaments/:userId', requireSelfOrAdmin(), async (req, res) => {
    const entered = await tournamentsOfUser(ctx.knex, String(req.params.userId));
    // The entrant's own scorer code, for whoever keeps the card at the bay.
    const registrations: TournamentRegistration[] = entered.map((r) => ({
      ...r,
      entry: { ...r.entry, scorerCode: scorerCode(ctx, r.tournamentId, r.entry.entryId) },
    }));
    res.json(registrations);
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
    res.json(await scorecardsOf(ctx.knex, await tournamentFound(ctx.knex, String(req.params.id))));
  });

  router.post(
    '/tournaments/:id/scorecards',
    validated({ body: scorecardSchema }, async (req, res, { body }) => {
      const t = await tournamentFound(ctx.knex, String(req.params.id));
      await limited(req);
      const result = await runTournament(
        ctx,
        t.id,
        {
          type: 'SubmitScorecard',
          teamName: body.teamName,
          holes: holesOf(body),
          source: await sourceOf(req, t.id, body),
          now: ctx.now(),
        },
        { actor: actorOf(req) },
      );
      const event = result.events[0];
      const card = (await scorecardsOf(ctx.knex, t)).find(
        (c) => c.teamName === (event?.data as { teamName: string }).teamName,
      );
      res.status((event?.data as { update: boolean }).update ? 200 : 201).json(card);
    }),
  );

  router.post(
    '/tournaments/:id/live-score-update',
    validated({ body: liveSchema }, async (req, res, { body }) => {
      const t = await tournamentFound(ctx.knex, String(req.params.id));
      await limited(req);
      await runTournament(
        ctx,
        t.id,
        {
          type: 'RecordLiveScore',
          teamName: body.teamName,
          hole: body.hole,
          score: body.score,
          source: await sourceOf(req, t.id, body),
          now: ctx.now(),
        },
        { actor: actorOf(req) },
      );
      res.json({ success: true });
    }),
  );

  router.get('/leagues', async (_req, res) => {
    res.json(await listLeagues(ctx.knex));
  });
  router.get('/leagues/:id', async (req, res) => {
    res.json(await leagueDetail(ctx.knex, await leagueFound(ctx.knex, String(req.params.id))));
  });
  router.use(tournamentsAdminRoutes(ctx));

  return router;
}
