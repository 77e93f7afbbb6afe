// The contracts/tournaments folder's door: other areas import only what is exported here (lint rule server/area-index).
export type {
  HoleScores,
  LeaderboardRow,
  RegisteredTournament,
  TournamentParticipant,
  TournamentRegistration,
  TournamentStatus,
} from './tournaments';
