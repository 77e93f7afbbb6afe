import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';
import { MAX_HOLE_SCORE, MAX_HOLES } from './scoring';

export const tournamentStream = (venue: string, id: string) => venueStream('tournament', venue, id);

export const TOURNAMENT_STATUSES = ['draft', 'active', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

const terms = z.object({
  tournamentId: z.string(),
  name: z.string().min(1).max(120),
  description: z.string().max(2000).nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  format: z.enum(['single', 'scramble']),
  teamSize: z.number().int().min(1).max(8),
  maxParticipants: z.number().int().min(1).max(1000),
  numberOfHoles: z.union([z.literal(9), z.literal(18)]),
  holePars: z.array(z.number().int().min(2).max(7)).length(MAX_HOLES),
  skinsEnabled: z.boolean(),
  skinsPotCents: z.number().int().min(0).max(10_000_000),
  entryFeeCents: z.number().int().min(0).max(10_000_000),
  reservationLengthMinutes: z.number().int().min(15).max(600),
  leagueId: z.string().nullable(),
});
export type TournamentTerms = z.output<typeof terms>;

/**
 * Who changed a scorecard: an account, or an anonymous client (its address, hashed); as staff, as the
 * entry's player, or with the entry's scorer code (older cards have no `as`).
 */
const source = z.object({
  userId: z.string().nullable(),
  client: z.string().nullable(),
  as: z.enum(['staff', 'entrant', 'scorer']).optional(),
  entryId: z.string().optional(),
});
export type ScoreSource = z.output<typeof source>;

export const TournamentDefined = defineEvent('TournamentDefined', terms);
export const TournamentStatusChanged = defineEvent(
  'TournamentStatusChanged',
  z.object({ tournamentId: z.string(), from: z.enum(TOURNAMENT_STATUSES), to: z.enum(TOURNAMENT_STATUSES) }),
);
export const ScorecardSubmitted = defineEvent(
  'ScorecardSubmitted',
  z.object({
    tournamentId: z.string(),
    teamKey: z.string(),
    teamName: z.string(),
    holes: z.array(z.number().int().min(0).max(MAX_HOLE_SCORE)).length(MAX_HOLES),
    totalScore: z.number().int().min(0),
    /** True when this replaced an earlier card of the team. */
    update: z.boolean(),
    source,
    submittedAt: z.string(),
  }),
);
export const LiveScoreRecorded = defineEvent(
  'LiveScoreRecorded',
  z.object({
    tournamentId: z.string(),
    teamKey: z.string(),
    teamName: z.string(),
    hole: z.number().int().min(1).max(MAX_HOLES),
    score: z.number().int().min(0).max(MAX_HOLE_SCORE),
    source,
    at: z.string(),
  }),
);
export const ScorecardsLocked = defineEvent(
  'ScorecardsLocked',
  z.object({ tournamentId: z.string(), locked: z.boolean(), reason: z.string() }),
);
export const ScorecardCorrected = defineEvent(
  'ScorecardCorrected',
  z.object({
    tournamentId: z.string(),
    teamKey: z.string(),
    teamName: z.string(),
    holes: z.array(z.number().int().min(0).max(MAX_HOLE_SCORE)).length(MAX_HOLES),
    totalScore: z.number().int().min(0),
    reason: z.string().min(1),
    at: z.string(),
  }),
);

/** An entry holds a place (before the payment), then is confirmed (paid) or released. */
export const ParticipantHeld = defineEvent(
  'ParticipantHeld',
  z.object({
    tournamentId: z.string(),
    entryId: z.string(),
    userId: z.string(),
    bookingId: z.string(),
    bayId: z.string(),
    startTime: z.string(),
    /** The team the entry plays as (its card's name); older entries have none. */
    teamName: z.string().max(100).optional(),
  }),
);
export const ParticipantConfirmed = defineEvent(
  'ParticipantConfirmed',
  z.object({ tournamentId: z.string(), entryId: z.string(), registeredAt: z.string() }),
);
export const ParticipantReleased = defineEvent(
  'ParticipantReleased',
  z.object({ tournamentId: z.string(), entryId: z.string(), reason: z.string() }),
);

type Made<D extends { create: (...args: never[]) => unknown }> = ReturnType<D['create']>;
export type TournamentEvent =
  | Made<typeof TournamentDefined>
  | Made<typeof TournamentStatusChanged>
  | Made<typeof ScorecardSubmitted>
  | Made<typeof LiveScoreRecorded>
  | Made<typeof ScorecardsLocked>
  | Made<typeof ScorecardCorrected>
  | Made<typeof ParticipantHeld>
  | Made<typeof ParticipantConfirmed>
  | Made<typeof ParticipantReleased>;

export interface TournamentState {
  terms: TournamentTerms | null;
  status: TournamentStatus;
  locked: boolean;
  /** Each team's card (by team key: its name, trimmed and lower-cased). */
  cards: Map<string, { teamName: string; holes: number[] }>;
  /** Entries holding or taking a place (released ones are dropped), with their team's key. */
  entries: Map<string, { userId: string; confirmed: boolean; teamKey: string | null }>;
}

export type TournamentCommand =
  | { type: 'DefineTournament'; terms: TournamentTerms }
  | { type: 'ChangeStatus'; to: TournamentStatus }
  | { type: 'SubmitScorecard'; teamName: string; holes: number[]; source: ScoreSource; now: Date }
  | { type: 'RecordLiveScore'; teamName: string; hole: number; score: number; source: ScoreSource; now: Date }
  /** `source.as`: staff write any card; an entrant or scorer only the card of their entry's team. */
  | { type: 'LockScorecards'; locked: boolean; reason: string }
  | { type: 'CorrectScorecard'; teamName: string; holes: number[]; reason: string; now: Date }
  | {
      type: 'HoldPlace';
      entryId: string;
      userId: string;
      bookingId: string;
      bayId: string;
      startTime: string;
      teamName?: string;
    }
  | { type: 'ConfirmPlace'; entryId: string; now: Date }
  | { type: 'ReleasePlace'; entryId: string; reason: string };
