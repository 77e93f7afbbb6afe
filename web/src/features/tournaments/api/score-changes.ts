import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import type { ScoreChange } from '../routes/admin/tournament-score-changes';

export const scoreChangesKey = (id: string) => `/api/admin/tournaments/${encodeURIComponent(id)}/score-changes`;

/** GET /api/admin/tournaments/:id/score-changes: every submit, live score, correction and lock. */
export function useScoreChanges(id: string) {
  return useSWR(scoreChangesKey(id), fetcher<ScoreChange[]>).data;
}
