import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { scoreChangesKey } from './score-changes';

export interface CorrectScorecardInput {
  tournamentId: string;
  teamName: string;
  reason: string;
  /** The scores of holes 1..n. */
  holes: number[];
}

/** POST /api/admin/tournaments/:id/scorecards/correct with { teamName, reason, hole1..holeN }. */
export function correctScorecard({ tournamentId, teamName, reason, holes }: CorrectScorecardInput): Promise<unknown> {
  const body: Record<string, unknown> = { teamName, reason };
  holes.forEach((s, i) => (body[`hole${i + 1}`] = s));
  return api.post(`/api/admin/tournaments/${tournamentId}/scorecards/correct`, body);
}

/**
 * Corrects a card: toasts "Scorecard Corrected" with the new total, re-reads the tournament's cards,
 * leaderboard and history, then `onSuccess`. A refusal stays in `error` for the dialog, with no toast.
 */
export function useCorrectScorecard(tournamentId: string, onSuccess: () => void) {
  return useAction('/api/admin/tournaments#correct', correctScorecard, {
    failure: null,
    success: (_r, { teamName, holes }) => ({
      title: 'Scorecard Corrected',
      description: `${teamName}: ${holes.reduce((a, b) => a + b, 0)}`,
    }),
    revalidate: [`/api/tournaments/${tournamentId}`, scoreChangesKey(tournamentId)],
    onSuccess: () => onSuccess(),
  });
}
