import type { ApiDescription } from '../../openapi/api-description';

/** The tournaments module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const tournamentsApi: ApiDescription = {
  'GET /tournaments': { summary: 'Tournaments open to see' },
  'GET /tournaments/:id': { summary: 'One tournament' },
  'GET /tournaments/:id/leaderboard': {
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
    summary: 'Teams entered in a tournament',
    response:
      'List of { id, teamName, user { firstName, lastName }, name, bayName, startTime, status, registeredAt } (last names as an initial unless an admin asks)',
  },
  'GET /user-tournaments/:userId': {
    summary: "A customer's tournament registrations",
    response:
      'List of { id, tournamentId, registeredAt, tournament { id, name, description, date, startTime, endTime, status, ... }, entry { teamName, scorerCode, startTime, bookingId } }',
  },
  'GET /tournaments/:id/entry-slots': { summary: "Bookable slots for a tournament's round" },
  'GET /tournaments/:id/scorecards': { summary: "A tournament's scorecards" },
  'POST /tournaments/:id/scorecards': {
    summary: "Submit a team's scorecard",
    status: 201,
    alsoAnswers: { 200: { description: 'The team had a scorecard: it is updated' } },
  },
  'POST /tournaments/:id/live-score-update': { summary: "Update a team's score hole by hole" },
  'GET /leagues': { summary: 'Leagues' },
  'GET /leagues/:id': { summary: 'One league with its tournaments' },
  'POST /admin/leagues': { summary: 'Create a league', status: 201 },
  'PUT /admin/leagues/:id': { summary: 'Change a league' },
  'GET /admin/tournaments': {
    summary: 'Tournaments, paged and filtered',
    response: 'Page of tournaments: { items, total, nextCursor }',
  },
  'GET /admin/tournament-registrations': {
    summary: 'Tournament entries, paged and filtered',
    response: 'Page of entries: { items, total, nextCursor }',
  },
  'POST /admin/tournaments': { summary: 'Create a tournament', status: 201 },
  'PUT /admin/tournaments/:id': { summary: "Change a tournament's terms" },
  'POST /admin/tournaments/:id/status': {
    summary: 'Move a tournament to draft, active or completed',
  },
  'POST /admin/tournaments/:id/scorecards/lock': {
    summary: "Lock or unlock a tournament's scorecards",
  },
  'POST /admin/tournaments/:id/scorecards/correct': {
    summary: "Correct a team's scorecard, with a reason",
  },
  'GET /admin/tournaments/:id/score-changes': { summary: 'Every score change of a tournament' },
};
