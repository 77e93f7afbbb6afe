// The projections/tournaments folder's door: other areas import only what is exported here (lint rule server/area-index).
export { tournamentById } from './tournaments.queries';
