import { useEffect, useState } from 'react';
import useSWR from 'swr';
import type { LeaderboardRow, TournamentParticipant, TournamentRegistration } from '@contracts/tournaments';
import { api, fetcher } from '@/lib/api-client';

export interface Tournament {
  id: string;
  name: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  format: 'single' | 'scramble';
  teamSize: number;
  maxParticipants: number;
  numberOfHoles: number;
  holePars: number[];
  skinsEnabled: boolean;
  skinsPot: string;
  entryFee: string;
  reservationLength: number;
  leagueId: string | null;
  status: 'draft' | 'active' | 'completed';
  scorecardsLocked: boolean;
}

export type LeaderboardEntry = LeaderboardRow;

export interface Leaderboard {
  tournament: Tournament;
  par: number;
  entries: LeaderboardEntry[];
  skins: {
    pot: string;
    perSkin: string;
    holes: Array<{ hole: number; winner: string | null; score: number | null }>;
    teams: Array<{ teamName: string; skins: number; payout: string }>;
  } | null;
}

export type Scorecard = Record<string, unknown> & { teamName: string; totalScore: number; holes: number[] };

/** Spec: a leaderboard without live updates polls every 5 s. */
const FALLBACK_POLL_MS = 5000;

/**
 * The leaderboard, kept live: server-sent events while the stream holds, polling every 5 s when the
 * browser has no EventSource or the stream fails.
 */
export function useLeaderboard(id: string) {
  const [live, setLive] = useState<Leaderboard | null>(null);
  const [streaming, setStreaming] = useState(typeof EventSource !== 'undefined');
  const polled = useSWR(`/api/tournaments/${encodeURIComponent(id)}/leaderboard`, fetcher<Leaderboard>, {
    refreshInterval: streaming ? 0 : FALLBACK_POLL_MS,
    shouldRetryOnError: false,
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(`/api/tournaments/${encodeURIComponent(id)}/leaderboard/stream`);
    source.addEventListener('leaderboard', (e) => setLive(JSON.parse((e as MessageEvent<string>).data) as Leaderboard));
    source.onerror = () => setStreaming(false);
    source.onopen = () => setStreaming(true);
    return () => source.close();
  }, [id]);
  return { board: live ?? polled.data ?? null, error: polled.error, isLoading: !live && polled.isLoading, streaming };
}

export function useTournament(id: string) {
  const { data, error, isLoading } = useSWR(`/api/tournaments/${encodeURIComponent(id)}`, fetcher<Tournament>, {
    shouldRetryOnError: false,
  });
  return { tournament: data ?? null, error, isLoading };
}

export function useScorecards(id: string) {
  const { data } = useSWR(`/api/tournaments/${encodeURIComponent(id)}/scorecards`, fetcher<Scorecard[]>);
  return data ?? [];
}

/** A scorer code goes along only when given (entrants signed in and staff need none). */
const withCode = (scorerCode?: string) => (scorerCode?.trim() ? { scorerCode: scorerCode.trim() } : {});

export function submitScorecard(
  id: string,
  teamName: string,
  holes: number[],
  scorerCode?: string,
): Promise<Scorecard> {
  const body: Record<string, unknown> = {
    teamName,
    totalScore: holes.reduce((a, b) => a + b, 0),
    ...withCode(scorerCode),
  };
  holes.forEach((h, i) => (body[`hole${i + 1}`] = h));
  return api.post<Scorecard>(`/api/tournaments/${encodeURIComponent(id)}/scorecards`, body);
}

export function sendLiveScore(
  id: string,
  teamName: string,
  hole: number,
  score: number,
  scorerCode?: string,
): Promise<unknown> {
  return api.post(`/api/tournaments/${encodeURIComponent(id)}/live-score-update`, {
    teamName,
    hole,
    score,
    ...withCode(scorerCode),
  });
}

export type Participant = TournamentParticipant;

/** The teams that entered (paid): the only ones a visitor or player may score. */
export function useEnteredTeams(id: string): string[] {
  const { data } = useSWR(
    `/api/tournament-participants?tournamentId=${encodeURIComponent(id)}`,
    fetcher<Array<Pick<Participant, 'teamName' | 'status'>>>,
  );
  return (data ?? []).filter((p) => p.status === 'registered').map((p) => p.teamName);
}

/** A registration: the entry (id), its tournament, and its team, tee time, booking and scorer code. */
export type Registration = TournamentRegistration<Tournament>;

/** The tournaments an account entered, each with its team and scorer code. */
export function useMyEntries(userId: string | null) {
  const { data } = useSWR(
    userId ? `/api/user-tournaments/${encodeURIComponent(userId)}` : null,
    fetcher<Registration[]>,
  );
  return data ?? [];
}

export const STATUS_BADGE: Record<Tournament['status'], string> = {
  active: 'Tournament Active',
  completed: 'Tournament Complete',
  draft: 'Tournament Draft',
};

/** GET /api/tournaments: every tournament, by date. */
export function useTournaments() {
  const { data, error, isLoading } = useSWR('/api/tournaments', fetcher<Tournament[]>, { revalidateOnFocus: false });
  return { tournaments: data ?? [], error, isLoading };
}

/** The tournaments a customer can enter on a date (published, not over). */
export const enterableOn = (tournaments: Tournament[], date: string) =>
  tournaments.filter((t) => t.date === date && t.status === 'active');

export interface EntrySlots {
  /** The fixed start times (HH:MM:SS). */
  slots: string[];
  /** Hours, fixed to the tournament's reservationLength. */
  duration: number;
  entryFee: string;
  placesLeft: number;
}

export function useEntrySlots(id: string) {
  const { data, error, isLoading } = useSWR(
    `/api/tournaments/${encodeURIComponent(id)}/entry-slots`,
    fetcher<EntrySlots>,
  );
  return { entry: data ?? null, error, isLoading };
}

export interface League {
  id: string;
  name: string;
  season: string;
  description: string | null;
  pointsByFinish: number[];
  rounds?: number;
  completedRounds?: number;
}

export interface Standing {
  rank: number;
  teamName: string;
  points: number;
  rounds: number;
  wins: number;
  bestFinish: number;
}

export interface LeagueDetail {
  league: League;
  tournaments: Tournament[];
  completedRounds: number;
  standings: Standing[];
}

export function useLeagues() {
  const { data, error, isLoading } = useSWR('/api/leagues', fetcher<League[]>);
  return { leagues: data ?? [], error, isLoading };
}

export function useLeague(id: string | null) {
  const { data, error, isLoading } = useSWR(
    id ? `/api/leagues/${encodeURIComponent(id)}` : null,
    fetcher<LeagueDetail>,
  );
  return { detail: data ?? null, error, isLoading };
}

export const formatName = (t: Pick<Tournament, 'format' | 'teamSize'>) =>
  t.format === 'scramble' ? `Scramble, teams of ${t.teamSize}` : 'Individual';
