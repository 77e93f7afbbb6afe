/**
 * What the tournament calls answer, as the server builds them and the web reads them (types only: the
 * web bundles nothing from here). Field names follow the spec's entities; extra fields sit beside them.
 */
export type TournamentStatus = 'draft' | 'active' | 'completed';

/** Per-hole scores hole1 ... hole18 (0 for a hole not played or not yet scored). */
export type HoleScores = Record<`hole${number}`, number>;

/** A spec leaderboard row: id, rank, teamName, totalScore, isInProgress, submittedAt, hole1 ... hole18. */
export type LeaderboardRow = HoleScores & {
  /** The team's card within the tournament (its normalised team name). */
  id: string;
  /** Ties share a rank. */
  rank: number;
  teamName: string;
  totalScore: number;
  isInProgress: boolean;
  submittedAt: string | null;
  /** Total against par: E, +n or -n, with * while in progress. */
  relativeToPar: string;
  /** The holes the tournament plays, in order (the same scores as hole1 ...). */
  holes: number[];
};

/** GET /api/tournament-participants?tournamentId= : a spec participant, id, teamName, user {firstName, lastName}. */
export interface TournamentParticipant {
  /** The entry. */
  id: string;
  tournamentId: string;
  teamName: string;
  /** The entrant; the public sees the last name as an initial ("G."), admins in full. */
  user: { firstName: string; lastName: string };
  /** The entrant's name as shown ("Pat G." to the public). */
  name: string;
  bayName: string | null;
  startTime: string;
  status: 'held' | 'registered';
  registeredAt: string | null;
  /** Admins only. */
  userId?: string;
  phoneNumber?: string | null;
  bookingId?: string;
}

/** GET /api/user-tournaments/{userId}: a spec registration, id, tournamentId, registeredAt, tournament {...}. */
export interface TournamentRegistration<T = RegisteredTournament> {
  /** The entry. */
  id: string;
  tournamentId: string;
  registeredAt: string;
  tournament: T;
  /** The entry's team, tee time, bay booking and the scorer code whoever keeps the card enters. */
  entry: {
    entryId: string;
    teamName: string;
    scorerCode: string;
    startTime: string;
    bookingId: string;
    registeredAt: string;
  };
}

/** The spec's registration tournament fields (the server sends the whole tournament). */
export interface RegisteredTournament {
  id: string;
  name: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  status: TournamentStatus;
}
