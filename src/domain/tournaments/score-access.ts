import { ForbiddenError } from '../../lib/errors';
import type { ScoreSource, TournamentState } from './tournament.events';

export const TEAM_NOT_ENTERED =
  'That team is not entered in this tournament. Only entered teams (or the venue staff) can enter scores.';
export const SCORER_CODE_REQUIRED = "Please sign in as this team's player or enter the team's scorer code.";

/** The paid entry playing as this team (by team key), if any. */
export function entryOfTeam(state: TournamentState, teamKey: string) {
  for (const [entryId, entry] of state.entries)
    if (entry.confirmed && entry.teamKey === teamKey) return { entryId, ...entry };
  return null;
}

/**
 * A card belongs to an entry: staff write any card; the entry's player (signed in) or whoever holds
 * its scorer code (checked before, named here by `entryId`) write that team's card only. A team that
 * did not enter is refused, so a visitor can neither invent teams nor overwrite another team's card.
 */
export function assertMayScore(state: TournamentState, teamKey: string, source: ScoreSource): void {
  if (source.as === 'staff') return;
  const entry = entryOfTeam(state, teamKey);
  if (!entry) throw new ForbiddenError(TEAM_NOT_ENTERED, 'TOURNAMENT.TEAM_NOT_ENTERED');
  if (source.as === 'entrant' && source.userId === entry.userId) return;
  if (source.as === 'scorer' && source.entryId === entry.entryId) return;
  throw new ForbiddenError(SCORER_CODE_REQUIRED, 'TOURNAMENT.SCORER_CODE_REQUIRED');
}
