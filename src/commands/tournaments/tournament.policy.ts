import type { BookingPolicy } from '../booking-policies';
import { activeTournamentOn } from '../../projections/tournaments/tournaments.queries';

/** A tournament's entrants book its days even past the usual advance window. */
export const tournamentPolicy: BookingPolicy = {
  name: 'tournaments',
  eventOpenOn: (ctx, tournamentId, date) => activeTournamentOn(ctx.knex, tournamentId, date),
};
