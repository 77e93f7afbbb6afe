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

/** Tournaments and leagues: definitions and status, entries, scorecards with their sources, the leaderboard, skins and standings. */
export const tournamentsModule: AppModule = {
  name: 'tournaments',
  openapi: tournamentsApi,
  events: definitionsIn(tournamentEvents, leagueEvents),
  projections: () => [tournamentsProjection],
  orderLines: () => [tournamentEntryLine],
  policies: () => [tournamentPolicy],
  routes: tournamentsRoutes,
  seed: seedTournaments,
};
