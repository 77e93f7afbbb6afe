import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { Tournament } from '@/lib/tournaments';
import { TOURNAMENT_KEYS } from './tournament-keys';

export interface TournamentBody {
  name: string;
  description: string | null;
  date: string;
  startTime: string;
  endTime: string;
  format: Tournament['format'];
  teamSize: number;
  maxParticipants: number;
  numberOfHoles: number;
  holePars: number[];
  skinsEnabled: boolean;
  skinsPot: string;
  entryFee: string;
  reservationLength: number;
  leagueId: string | null;
}

/** POST /api/admin/tournaments (new draft) or PUT /api/admin/tournaments/:id (edit a draft). */
export function saveTournament({ id, body }: { id?: string; body: TournamentBody }): Promise<Tournament> {
  return id
    ? api.put<Tournament>(`/api/admin/tournaments/${id}`, body)
    : api.post<Tournament>('/api/admin/tournaments', body);
}

/**
 * Saves a tournament: toasts "Tournament Saved"/"Tournament Created" with its name, re-reads
 * tournaments and leagues, then `onSuccess`. A refusal stays in `error` for the dialog, with no toast.
 */
export function useSaveTournament(onSuccess: () => void) {
  return useAction('/api/admin/tournaments#save', saveTournament, {
    failure: null,
    success: (saved, { id }) => ({ title: id ? 'Tournament Saved' : 'Tournament Created', description: saved.name }),
    revalidate: TOURNAMENT_KEYS,
    onSuccess: () => onSuccess(),
  });
}
