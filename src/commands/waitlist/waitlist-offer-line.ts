import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { waitlistOfferLineInput, WAITLIST_OFFER_LINE } from '../../contracts/waitlist/waitlist';
import { entryOfOffer, liveOffer, OFFER_CLOSED, OFFER_NOT_FOUND } from '../../domain/waitlist/waitlist.decider';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { bookingLine } from '../bookings';
import { runBayDay } from '../bookings';
import { lineData, type OrderLineType } from '../checkout';
import { acceptOffer } from './waitlist-offers';
import { findOffer, loadWaitlist } from './waitlist.commands';

interface OfferLineData {
  bookingId: string;
  bayId: string;
  date: string;
  offerId: string;
  takesHold: string;
  startsAt: string;
  endsAt: string;
}

/** The open offer the buyer holds, straight from its stream (the read model may trail). */
async function openOffer(ctx: AppContext, offerId: string, userId: string | null) {
  const at = await findOffer(ctx, offerId);
  const entry = entryOfOffer(await loadWaitlist(ctx, at.date), offerId);
  if (!entry || entry.userId !== userId) throw new NotFoundError(OFFER_NOT_FOUND, 'WAITLIST.NOT_FOUND');
  const offer = liveOffer(entry, ctx.now().getTime());
  if (!offer) throw new ConflictError(OFFER_CLOSED, 'WAITLIST.OFFER_CLOSED');
  return { date: at.date, offer };
}

/**
 * A waitlist offer's held slot, sold as a booking: the buyer sends only the offer id; bay, time and
 * duration come from the offer, the price from the server. The booking takes the offer's hold over
 * when it is placed, and the offer is recorded as accepted once the booking is paid.
 */
export const waitlistOfferLine: OrderLineType<z.infer<typeof waitlistOfferLineInput>> = {
  type: WAITLIST_OFFER_LINE,
  input: waitlistOfferLineInput,
  readModels: ['bookings', 'waitlist'],
  async price(ctx, input, buyer, orderId, index) {
    const { date, offer } = await openOffer(ctx, input.offerId, buyer.userId);
    const slot = { bayId: offer.bayId, date, startTime: offer.startTime, duration: offer.duration };
    const planned = await bookingLine.price(ctx, { type: 'booking', ...slot }, buyer, orderId, index);
    const extra = {
      offerId: offer.offerId,
      takesHold: offer.offerId,
      startsAt: new Date(offer.startsAt).toISOString(),
      endsAt: new Date(offer.endsAt).toISOString(),
    };
    return { ...planned, type: WAITLIST_OFFER_LINE, data: { ...planned.data, ...extra } };
  },
  hold: (ctx, line, run) => bookingLine.hold!(ctx, line, run),
  async fulfil(ctx, line, run, payment) {
    const done = await bookingLine.fulfil(ctx, line, run, payment);
    const d = lineData<OfferLineData>(line);
    await acceptOffer(ctx, d.date, d.offerId, d.bookingId, run.actor);
    return done;
  },
  async undo(ctx, line, run, reason) {
    await bookingLine.undo!(ctx, line, run, reason);
    // A failed payment must not lose the customer their offer: the slot is held for them again while it is open.
    const d = lineData<OfferLineData>(line);
    const entry = entryOfOffer(await loadWaitlist(ctx, d.date), d.offerId);
    if (!liveOffer(entry, ctx.now().getTime())) return;
    const hold = {
      bookingId: d.offerId,
      bayId: d.bayId,
      date: d.date,
      sourceDate: d.date,
      startsAt: d.startsAt,
      endsAt: d.endsAt,
    };
    await runBayDay(ctx, d.bayId, d.date, { type: 'HoldBayTime', hold, now: ctx.now() }, { actor: run.actor }).catch(
      (error) => ctx.logger.warn({ err: error, offerId: d.offerId }, 'could not hold a waitlist offer again'),
    );
  },
};
