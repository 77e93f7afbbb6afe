import { z } from 'zod';
import { pageOf } from '../lists';

/** The tournament answers as zod contracts (tournaments.ts names the web's types; tournaments.openapi.ts checks them). */
const money = z.string();

/** A tournament as the API answers it (tournaments.queries.ts tournamentJson). */
export const tournamentView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  format: z.enum(['single', 'scramble']),
  teamSize: z.number().int(),
  maxParticipants: z.number().int(),
  numberOfHoles: z.number().int(),
  holePars: z.array(z.number()),
  skinsEnabled: z.boolean(),
  skinsPot: money,
  entryFee: money,
  reservationLength: z.number(),
  leagueId: z.string().nullable(),
  status: z.enum(['draft', 'active', 'completed']),
  scorecardsLocked: z.boolean(),
});

/** GET /api/tournaments/{id}: the tournament with the spec's hole1Par ... hole18Par. */
export const tournamentWithPars = tournamentView.catchall(z.number());

/** A team's card: teamName, totalScore, isInProgress, submittedAt, holes, and hole1 ... hole18. */
export const scorecardView = z
  .object({
    teamName: z.string(),
    totalScore: z.number(),
    isInProgress: z.boolean(),
    submittedAt: z.string().nullable(),
    holes: z.array(z.number()),
  })
  .catchall(z.number());

/** A spec leaderboard row with hole1 ... hole18. */
export const leaderboardRowView = z
  .object({
    id: z.string(),
    rank: z.number().int(),
    teamName: z.string(),
    totalScore: z.number(),
    isInProgress: z.boolean(),
    submittedAt: z.string().nullable(),
    relativeToPar: z.string(),
    holes: z.array(z.number()),
  })
  .catchall(z.number());

export const leaderboardView = z.object({
  tournament: tournamentView,
  par: z.number(),
  entries: z.array(leaderboardRowView),
  skins: z
    .object({
      pot: money,
      perSkin: money,
      holes: z.array(z.object({ hole: z.number(), winner: z.string().nullable(), score: z.number().nullable() })),
      teams: z.array(z.object({ teamName: z.string(), skins: z.number(), payout: money })),
    })
    .nullable(),
});

export const participantView = z.object({
  id: z.string(),
  tournamentId: z.string(),
  teamName: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
  name: z.string(),
  bayName: z.string().nullable(),
  startTime: z.string(),
  status: z.enum(['held', 'registered']),
  registeredAt: z.string().nullable(),
  userId: z.string().optional(),
  phoneNumber: z.string().nullable().optional(),
  bookingId: z.string().optional(),
});

export const registrationView = z.object({
  id: z.string(),
  tournamentId: z.string(),
  registeredAt: z.string(),
  tournament: tournamentView,
  entry: z.object({
    entryId: z.string(),
    teamName: z.string(),
    scorerCode: z.string(),
    startTime: z.string(),
    bookingId: z.string(),
    registeredAt: z.string(),
  }),
});

/** GET /api/tournaments/{id}/entry-slots */
export const entrySlotsView = z.object({
  slots: z.array(z.string()),
  duration: z.number(),
  entryFee: money,
  placesLeft: z.number().int(),
});

export const leagueView = z.object({
  id: z.string(),
  name: z.string(),
  season: z.string(),
  description: z.string().nullable(),
  pointsByFinish: z.array(z.number()),
});
export const leagueRow = leagueView.extend({ rounds: z.number().int(), completedRounds: z.number().int() });
export const leagueDetailView = z.object({
  league: leagueView,
  tournaments: z.array(tournamentView),
  completedRounds: z.number().int(),
  standings: z.array(
    z.object({
      rank: z.number().int(),
      teamName: z.string(),
      points: z.number(),
      rounds: z.number().int(),
      wins: z.number().int(),
      bestFinish: z.number().int(),
    }),
  ),
});

export const adminTournamentsPage = pageOf(
  tournamentView.extend({ leagueName: z.string().nullable(), registered: z.number().int(), held: z.number().int() }),
);

export const adminRegistrationsPage = pageOf(
  z.object({
    entryId: z.string(),
    tournamentId: z.string(),
    tournamentName: z.string(),
    tournamentDate: z.string(),
    userId: z.string(),
    name: z.string(),
    teamName: z.string(),
    phoneNumber: z.string().nullable(),
    email: z.string().nullable(),
    bookingId: z.string(),
    bayName: z.string().nullable(),
    startTime: z.string(),
    status: z.enum(['held', 'registered']),
    registeredAt: z.string().nullable(),
    createdAt: z.string(),
    scorerCode: z.string(),
  }),
);

export const scoreChangeView = z.object({
  teamKey: z.string(),
  actorName: z.string().nullable(),
  kind: z.string(),
  detail: z.unknown(),
  reason: z.string().nullable(),
  source: z.string().nullable(),
  actor: z.string().nullable(),
  at: z.string(),
});
