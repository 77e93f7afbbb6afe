import { z } from 'zod';
import { success } from '../../../contracts/answers';
import { contractOf } from '../../../contracts/contract-of';
import {
  adminRegistrationsPage,
  adminTournamentsPage,
  entrySlotsView,
  leaderboardView,
  leagueDetailView,
  leagueRow,
  leagueView,
  participantView,
  registrationView,
  scoreChangeView,
  scorecardView,
  tournamentView,
  tournamentWithPars,
} from '../../../contracts/tournaments/tournament-answers';
import type { TournamentParticipant, TournamentRegistration } from '../../../contracts/tournaments';
import type { LeagueJson } from '../../../projections/tournaments/leagues.queries';
import type { TournamentJson } from '../../../projections/tournaments/tournaments.queries';
import type { ApiDescription } from '../../openapi/api-description';

const tournament = contractOf<TournamentJson>()(tournamentView);
const league = contractOf<LeagueJson>()(leagueView);

/** The tournaments module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const tournamentsApi: ApiDescription = {
  'GET /tournaments': { schema: z.array(tournament), summary: 'Tournaments open to see' },
  'GET /tournaments/:id': { schema: tournamentWithPars, summary: 'One tournament' },
  'GET /tournaments/:id/leaderboard': {
    schema: leaderboardView,
    summary: "A tournament's leaderboard",
    response:
      '{ tournament, par, entries, skins }: entries are the rows { id, rank, teamName, totalScore, isInProgress, submittedAt, hole1 ... hole18, relativeToPar, holes }',
  },
  'GET /tournaments/:id/leaderboard/stream': {
    summary: 'The leaderboard as it changes (server-sent events)',
    produces: 'text/event-stream',
    response: 'Server-sent events: the leaderboard each time a score changes',
  },
  'GET /tournament-participants': {
    schema: z.array(contractOf<TournamentParticipant>()(participantView)),
    summary: 'Teams entered in a tournament',
    response:
      'List of { id, teamName, user { firstName, lastName }, name, bayName, startTime, status, registeredAt } (last names as an initial unless an admin asks)',
  },
  'GET /user-tournaments/:userId': {
    schema: z.array(contractOf<TournamentRegistration<TournamentJson>>()(registrationView)),
    summary: "A customer's tournament registrations",
    response:
      'List of { id, tournamentId, registeredAt, tournament { id, name, description, date, startTime, endTime, status, ... }, entry { teamName, scorerCode, startTime, bookingId } }',
  },
  'GET /tournaments/:id/entry-slots': { schema: entrySlotsView, summary: "Bookable slots for a tournament's round" },
  'GET /tournaments/:id/scorecards': { schema: z.array(scorecardView), summary: "A tournament's scorecards" },
  'POST /tournaments/:id/scorecards': {
    schema: scorecardView,
    summary: "Submit a team's scorecard",
    status: 201,
    alsoAnswers: { 200: { description: 'The team had a scorecard: it is updated', schema: scorecardView } },
  },
  'POST /tournaments/:id/live-score-update': { schema: success, summary: "Update a team's score hole by hole" },
  'GET /leagues': { schema: z.array(leagueRow), summary: 'Leagues' },
  'GET /leagues/:id': { schema: leagueDetailView, summary: 'One league with its tournaments' },
  'POST /admin/leagues': { schema: league, summary: 'Create a league', status: 201 },
  'PUT /admin/leagues/:id': { schema: league, summary: 'Change a league' },
  'GET /admin/tournaments': {
    schema: adminTournamentsPage,
    summary: 'Tournaments, paged and filtered',
    response: 'Page of tournaments: { items, total, nextCursor }',
  },
  'GET /admin/tournament-registrations': {
    schema: adminRegistrationsPage,
    summary: 'Tournament entries, paged and filtered',
    response: 'Page of entries: { items, total, nextCursor }',
  },
  'POST /admin/tournaments': { schema: tournament, summary: 'Create a tournament', status: 201 },
  'PUT /admin/tournaments/:id': { schema: tournament, summary: "Change a tournament's terms" },
  'POST /admin/tournaments/:id/status': {
    schema: tournament,
    summary: 'Move a tournament to draft, active or completed',
  },
  'POST /admin/tournaments/:id/scorecards/lock': {
    schema: tournament,
    summary: "Lock or unlock a tournament's scorecards",
  },
  'POST /admin/tournaments/:id/scorecards/correct': {
    schema: leaderboardView,
    summary: "Correct a team's scorecard, with a reason",
  },
  'GET /admin/tournaments/:id/score-changes': {
    schema: z.array(scoreChangeView),
    summary: 'Every score change of a tournament',
  },
};
