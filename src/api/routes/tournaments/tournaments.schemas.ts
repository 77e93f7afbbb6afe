import { z } from 'zod';
import { listParams } from '../../../contracts/lists';
import { isCalendarDate } from '../../../domain/catalog';
import { DEFAULT_POINTS_BY_FINISH } from '../../../domain/tournaments/league';
import { MAX_HOLE_SCORE, MAX_HOLES } from '../../../domain/tournaments/scoring';
import { TOURNAMENT_STATUSES, type TournamentTerms } from '../../../domain/tournaments/tournament.events';
import { formatMoney, parseDollars } from '../../../lib/money';
import { boundedNumber, wholeNumber } from '../../admin-bounds';

/** Dollars as cents, from 0 to maxCents ("Entry fee is at most $1,000.00"). */
const money = (label: string, maxCents: number) =>
  z.union([z.number(), z.string()], { error: `${label} must be an amount in dollars` }).transform((v, c) => {
    try {
      const cents = parseDollars(String(v));
      if (cents < 0) throw new RangeError();
      if (cents > maxCents) {
        c.addIssue({ code: 'custom', message: `${label} is at most ${formatMoney(maxCents)}` });
        return z.NEVER;
      }
      return cents;
    } catch {
      c.addIssue({ code: 'custom', message: `${label} must be an amount in dollars` });
      return z.NEVER;
    }
  });
const HOLES_MESSAGE = 'Number of holes is 9 or 18';

const time = z
  .string()
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, 'Times look like 18:00')
  .transform((t) => (t.length === 5 ? `${t}:00` : t));

export const termsSchema = z
  .object({
    name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120),
    description: z.string().trim().max(2000).nullish(),
    date: z
      .string({ error: 'Date looks like 2026-11-27' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date looks like 2026-11-27')
      .refine(isCalendarDate, 'Date looks like 2026-11-27'),
    startTime: time,
    endTime: time,
    format: z.enum(['single', 'scramble']).default('single'),
    teamSize: wholeNumber('Team size', 1, 8, 'Team size is 1 to 8').default(1),
    maxParticipants: wholeNumber('Max participants', 1, 500, 'Max participants is 1 to 500'),
    numberOfHoles: wholeNumber('Number of holes', 9, 18, HOLES_MESSAGE).refine(
      (n) => n === 9 || n === 18,
      HOLES_MESSAGE,
    ),
    holePars: z
      .array(wholeNumber('Hole par', 2, 7, 'Hole pars are 2 to 7'), { error: 'Hole pars are a list of numbers' })
      .max(MAX_HOLES)
      .default([]),
    skinsEnabled: z.boolean().default(false),
    skinsPot: money('Skins pot', 5_000_00).default(0),
    entryFee: money('Entry fee', 1_000_00).default(0),
    reservationLength: wholeNumber('Reservation length', 15, 600, 'Reservation length is 15 to 600 minutes').default(
      60,
    ),
    leagueId: z.string().trim().max(100).nullish(),
  })
  .refine((t) => t.startTime < t.endTime, { message: 'The end time must be after the start time', path: ['endTime'] });

const holesShape = Object.fromEntries(
  Array.from({ length: MAX_HOLES }, (_, i) => [
    `hole${i + 1}`,
    wholeNumber(`Hole ${i + 1}`, 0, MAX_HOLE_SCORE, `Hole ${i + 1} must be a whole number from 0 to ${MAX_HOLE_SCORE}`)
      .optional()
      .transform((n) => n ?? 0),
  ]),
) as Record<string, z.ZodType<number, unknown>>;
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
  /** Which hole: the tournament's own range is checked when it is scored. */
  hole: wholeNumber('Hole', -1_000, 1_000, 'Hole must be a whole number'),
  score: wholeNumber('Score', 0, MAX_HOLE_SCORE, `Score is a whole number from 0 to ${MAX_HOLE_SCORE}`),
});
export const leagueSchema = z.object({
  name: z.string({ error: 'Please enter a name' }).trim().min(1, 'Please enter a name').max(120),
  season: z.string({ error: 'Please enter a season' }).trim().min(1, 'Please enter a season').max(60),
  description: z.string().trim().max(2000).nullish(),
  pointsByFinish: z
    .array(boundedNumber('Points', 0, 1000, 'Points are 0 to 1,000'), {
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
