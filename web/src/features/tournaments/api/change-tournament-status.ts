import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { Tournament } from '@/lib/tournaments';
import { TOURNAMENT_KEYS } from './tournament-keys';

export interface StatusChange {
  tournament: Pick<Tournament, 'id' | 'name'>;
  to: Tournament['status'];
}

/** POST /api/admin/tournaments/:id/status: publishes a draft or completes an active tournament. */
export function changeTournamentStatus({ tournament, to }: StatusChange): Promise<unknown> {
  return api.post(`/api/admin/tournaments/${tournament.id}/status`, { status: to });
}

/** Toasts "Tournament Published"/"Tournament Completed" and re-reads tournaments and leagues. */
export function useChangeTournamentStatus() {
  return useAction('/api/admin/tournaments#status', changeTournamentStatus, {
    success: (_r, { tournament, to }) => ({
      title: `Tournament ${to === 'active' ? 'Published' : 'Completed'}`,
      description: tournament.name,
    }),
    failure: 'Status Change Failed',
    revalidate: TOURNAMENT_KEYS,
  });
}
