import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { TOURNAMENT_KEYS } from './tournament-keys';

export interface LeagueBody {
  name: string;
  season: string;
  description: string | null;
  pointsByFinish: number[];
}

/** POST /api/admin/leagues (new) or PUT /api/admin/leagues/:id (edit). */
export async function saveLeague({ id, body }: { id?: string; body: LeagueBody }): Promise<void> {
  if (id) await api.put(`/api/admin/leagues/${id}`, body);
  else await api.post('/api/admin/leagues', body);
}

/**
 * Saves a league: toasts "League Saved"/"League Created", re-reads tournaments and leagues, then
 * `onSuccess`. A refusal stays in `error` for the dialog to show, with no toast.
 */
export function useSaveLeague(onSuccess: () => void) {
  return useAction('/api/admin/leagues#save', saveLeague, {
    failure: null,
    success: (_r, { id, body }) => ({
      title: id ? 'League Saved' : 'League Created',
      description: `${body.name} · ${body.season}`,
    }),
    revalidate: TOURNAMENT_KEYS,
    onSuccess: () => onSuccess(),
  });
}
