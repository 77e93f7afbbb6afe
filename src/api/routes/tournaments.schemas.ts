import { z } from 'zod';
import { listParams } from '../../contracts/lists';
import { DEFAULT_POINTS_BY_FINISH } from '../../domain/tournaments/league';
import { MAX_HOLE_SCORE, MAX_HOLES } from '../../domain/tournaments/scoring';
import { TOURNAMENT_STATUSES, type TournamentTerms } from '../../domain/tournaments/tournament.events';
import { parseDollars } from '../../lib/money';

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

export const termsSchema = z
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
/** The code printed for a team when it entered (visitors at the bay); signed-in players and staff need none. */
const scorerCode = z.string().trim().max(20, 'A scorer code has 8 letters and digits').optional();
export const scorecardSchema = z.object({
  teamName: z.string({ error: 'Please enter a team name' }).max(100, 'Please use at most 100 characters'),
  scorerCode,
  ...holesShape,
  /** Ignored: the server adds the holes up. */
  totalScore: z.unknown().optional(),
});
export const holesOf = (body: Record<string, unknown>) =>
  Array.from({ length: MAX_HOLES }, (_, i) => Number(body[`hole${i + 1}`] ?? 0));

export const liveSchema = z.object({
  teamName: z.string({ error: 'Please enter a team name' }).max(100),
  scorerCode,
  hole: z.coerce.number().int(),
  score: z.coerce.number().int().min(0).max(MAX_HOLE_SCORE),
});
export const leagueSchema = z.object({
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
export const adminTournamentsQuery = listParams.extend({
  status: z.enum(TOURNAMENT_STATUSES, { error: 'Status is draft, active or completed' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export const registrationsQuery = listParams.extend({
  tournamentId: z.string().trim().max(100).optional(),
  status: z.enum(['held', 'registered'], { error: 'Status is held or registered' }).optional(),
  search: z.string().trim().max(100).optional(),
});

export const reason = z.string({ error: 'Please give a reason' }).trim().min(1, 'Please give a reason').max(500);

/** A tournament's terms from the admin form (money in cents, pars filled to 18 with 3). */
export const termsOf = (id: string, body: z.output<typeof termsSchema>): TournamentTerms => ({
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

/** GET /tournament-participants?tournamentId=... (a missing id answers 404 like an unknown one). */
export const participantsQuery = z.object({ tournamentId: z.string().default('') });
