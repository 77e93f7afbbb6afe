import { tournamentsRoutes } from '../api/routes/tournaments/tournaments.routes';
import { seedTournaments } from '../commands/tournaments/tournament.commands';
import { tournamentEntryLine } from '../commands/tournaments/tournament-entry-line';
import { tournamentPolicy } from '../commands/tournaments/tournament.policy';
import * as leagueEvents from '../domain/tournaments/league';
import * as tournamentEvents from '../domain/tournaments/tournament.events';
import { definitionsIn } from '../eventstore/events';
import { tournamentsProjection } from '../projections/tournaments/tournaments.projection';
import type { AppModule } from './module';
import { tournamentsApi } from '../api/routes/tournaments/tournaments.openapi';
import * as m0700 from '../../migrations/0700_tournaments';
import * as m0701 from '../../migrations/0701_tournament_participants';
import * as m0702 from '../../migrations/0702_leagues';
import * as m1185 from '../../migrations/1185_tournament_team_names';
import { tournamentDescribers } from '../commands/tournaments/tournament.describers';
import { tournamentAuditSubject } from '../commands/tournaments/tournament.audit';

/** Tournaments and leagues: definitions and status, entries, scorecards with their sources, the leaderboard, skins and standings. */
export const tournamentsModule: AppModule = {
  name: 'tournaments',
  migrations: [
    ['0700_tournaments', m0700],
    ['0701_tournament_participants', m0701],
    ['0702_leagues', m0702],
    ['1185_tournament_team_names', m1185],
  ],
  auditDescribers: [tournamentDescribers],
  auditSubjects: [tournamentAuditSubject],
  openapi: tournamentsApi,
  events: definitionsIn(tournamentEvents, leagueEvents),
  projections: () => [tournamentsProjection],
  orderLines: () => [tournamentEntryLine],
  policies: () => [tournamentPolicy],
  routes: tournamentsRoutes,
  seed: seedTournaments,
};
