import { useAction } from '@/lib/use-action';
import { submitScorecard } from '@/lib/tournaments';

export interface SubmitScorecardInput {
  teamName: string;
  holes: number[];
  scorerCode?: string;
}

/** Submits (or updates) a team's card: toasts "Scorecard Submitted" with the total, then `onSuccess`. */
export function useSubmitScorecard(tournamentId: string, onSuccess: () => void) {
  return useAction(
    `/api/tournaments/${encodeURIComponent(tournamentId)}/scorecards#submit`,
    ({ teamName, holes, scorerCode }: SubmitScorecardInput) =>
      submitScorecard(tournamentId, teamName, holes, scorerCode),
    {
      success: (_r, { teamName, holes }) => ({
        title: 'Scorecard Submitted',
        description: `${teamName}: ${holes.reduce((a, b) => a + b, 0)}.`,
      }),
      failure: 'Scorecard Not Saved',
      onSuccess: () => onSuccess(),
    },
  );
}
