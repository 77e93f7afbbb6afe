import { tournamentStream } from '../../domain/tournaments/tournament.events';
import { ofStream, type AuditSubject } from '../audit-subject';

/** A tournament: its history only (no as-of). */
export const tournamentAuditSubject: AuditSubject = {
  kind: 'tournament',
  rank: 80,
  events: (ctx, id) => ofStream(ctx, tournamentStream(ctx.config.VENUE_ID, id)),
  historyOnly: 'A tournament has its history only; pick a booking, balance, gift card, membership or timeclock entry.',
};
