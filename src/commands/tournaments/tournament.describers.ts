/** How the audit trail tells this area's events (the module's auditDescribers). */
import { type Describers, spaced } from '../describe';

export const tournamentDescribers: Describers = {
  TournamentDefined: (d, h) => `${h.by} set up ${String(d.name ?? 'the tournament')}`,
  TournamentStatusChanged: (d, h) => `${h.by} moved it from ${spaced(d.from)} to ${spaced(d.to)}`,
  ScorecardSubmitted: (d, h) =>
    `${String(d.teamName)} ${d.update ? 'replaced their' : 'handed in a'} scorecard: ${Number(d.totalScore)} (${h.by})`,
  LiveScoreRecorded: (d) => `${String(d.teamName)}: hole ${Number(d.hole)} in ${Number(d.score)}`,
  ScorecardsLocked: (d, h) => `${h.by} ${d.locked ? 'locked' : 'unlocked'} the scorecards`,
  ScorecardCorrected: (d, h) => `${h.by} corrected ${String(d.teamName)}'s scorecard to ${Number(d.totalScore)}`,
  ParticipantHeld: () => 'A place held while paying',
  ParticipantConfirmed: () => 'Entry confirmed',
  ParticipantReleased: () => 'Held place released',
};
