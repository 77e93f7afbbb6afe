import type { AppContext } from '../../app-context';
import type { AuditKind } from '../../contracts/audit/audit';
import { normalizeGiftCardCode } from '../../contracts/gift-cards/gift-cards';
import { BookingError } from '../../domain/booking-errors';
import { couponStream } from '../../domain/coupons/coupon.events';
import { creditsStream } from '../../domain/credits/credits.events';
import { giftCardStream } from '../../domain/gift-cards/gift-card.events';
import { membershipStream } from '../../domain/memberships/membership.events';
import { timeclockStream } from '../../domain/staff/timeclock';
import { tournamentStream } from '../../domain/tournaments/tournament.events';
import type { RecordedEvent } from '../../eventstore/types';
import { NotFoundError } from '../../lib/errors';
import { timeclockEntryOwner } from '../../projections/audit/audit.queries';
import { adminBookingById } from '../../projections/bookings/admin-bookings.queries';
import { readStream } from './audit-trail';
import { bookingEvents, allBookingEvents, type BookingEvents } from './booking-events';

/** The events of one subject, gathered from its few streams; `extra` carries what its as-of needs. */
export interface SubjectEvents {
  events: RecordedEvent[];
  booking?: BookingEvents;
  /** For a timeclock entry: which entry of the employee's stream. */
  entryId?: string;
}

const ofStream = async (ctx: AppContext, stream: string): Promise<SubjectEvents> => ({
  events: await readStream(ctx, stream),
});

const notFound = (what: string) => new NotFoundError(`No history found for this ${what}`, 'AUDIT.NOT_FOUND');

/** Where each kind's events live. Every kind reads one to a few streams: never a scan of the log. */
export async function subjectEvents(ctx: AppContext, kind: AuditKind, id: string): Promise<SubjectEvents> {
  const venue = ctx.config.VENUE_ID;
  let found: SubjectEvents;
  switch (kind) {
    case 'booking': {
      const b = await adminBookingById(ctx, id);
      if (!b) throw new BookingError('BOOKING.NOT_FOUND');
      const booking = await bookingEvents(ctx, { bookingId: b.row.id, bayId: b.row.bay_id, date: b.row.date });
      return { events: allBookingEvents(booking), booking };
    }
    case 'credits':
      found = await ofStream(ctx, creditsStream(venue, id));
      break;
    case 'gift-card':
      found = await ofStream(ctx, giftCardStream(venue, normalizeGiftCardCode(id)));
      break;
    case 'membership':
      found = await ofStream(ctx, membershipStream(venue, id));
      break;
    case 'coupon':
      found = await ofStream(ctx, couponStream(venue, id));
      break;
    case 'timeclock':
      found = await ofStream(ctx, timeclockStream(venue, id));
      break;
    case 'timeclock-entry': {
      const owner = await timeclockEntryOwner(ctx.knex, id);
      if (!owner) throw new NotFoundError('Timeclock entry not found', 'TIMECLOCK.ENTRY_NOT_FOUND');
      const all = await readStream(ctx, timeclockStream(venue, owner));
      return { events: all.filter((e) => (e.data as { entryId?: string }).entryId === id), entryId: id };
    }
    case 'tournament':
      found = await ofStream(ctx, tournamentStream(venue, id));
      break;
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
  // A customer with no credits or membership events yet has an empty story, not a missing one.
  if (!found.events.length && !['credits', 'membership', 'timeclock'].includes(kind)) throw notFound(kind);
  return found;
}
