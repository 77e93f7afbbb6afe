import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { scoreChangesKey } from './score-changes';

export interface LockScorecardsInput {
  locked: boolean;
  reason: string;
}

/** POST /api/admin/tournaments/:id/scorecards/lock with { locked, reason }. */
export function lockScorecards(tournamentId: string, input: LockScorecardsInput): Promise<unknown> {
  return api.post(`/api/admin/tournaments/${tournamentId}/scorecards/lock`, input);
}

/** Locks or unlocks a tournament's scorecards: `onSuccess` (the reason empties), then the tournament and its history are re-read. */
export function useLockScorecards(tournamentId: string, onSuccess: () => void) {
  const { mutate } = useSWRConfig();
  return useAction('/api/admin/tournaments#lock', (input: LockScorecardsInput) => lockScorecards(tournamentId, input), {
    success: (_r, { locked }) => ({ title: locked ? 'Scorecards Locked' : 'Scorecards Unlocked' }),
    failure: 'Update Failed',
    onSuccess: async () => {
      onSuccess();
      await mutate(`/api/tournaments/${encodeURIComponent(tournamentId)}`);
      await mutate(scoreChangesKey(tournamentId));
    },
  });
}
