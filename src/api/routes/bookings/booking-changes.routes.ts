import { Router, type Request } from 'express';
import type { AppContext } from '../../../app-context';
import { actorOf, currentUser, requireAuthWith } from '../../auth';
import { toDecimalString } from '../../../lib/money';
import { BookingError } from '../../../domain/booking-errors';
import { cancelBooking, cancellationPreview, checkExtension } from '../../../commands/bookings';
import { BOOKINGS_PROJECTION } from '../../../projections/bookings/bookings.projection';
import { bookingById } from '../../../projections/bookings/bookings.queries';
import { extensionSchema } from './bookings.schemas';
import { validated } from '../../route-input';

/** The booking, when the signed-in user owns it or is an admin. */
export async function ownedBooking(ctx: AppContext, req: Request) {
  const user = currentUser(req);
  if (!user) throw new BookingError('BOOKING.UNAUTHENTICATED');
  const booking = await bookingById(ctx, String(req.params.id));
  if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
  if (booking.userId !== user.id && !user.isAdmin) throw new BookingError('BOOKING.FORBIDDEN');
  return { user, booking };
}

/** Cancel (with the policy's refund) and the extension check, for the owner or an admin. */
export function bookingChangeRoutes(ctx: AppContext): Router {
  const router = Router();
  const signedIn = requireAuthWith(() => new BookingError('BOOKING.UNAUTHENTICATED'));

  router.get('/bookings/:id/cancellation-preview', signedIn, async (req, res) => {
    const { booking } = await ownedBooking(ctx, req);
    const preview = await cancellationPreview(ctx, { bookingId: booking.id, bayId: booking.bayId, date: booking.date });
    res.json({
      bookingAmount: toDecimalString(preview.bookingAmountCents),
      refundAmount: toDecimalString(preview.refundAmountCents),
      refundPercentage: preview.refundPercentage,
      refundReason: preview.refundReason,
      lateFee: preview.lateFeeCents > 0 ? toDecimalString(preview.lateFeeCents) : null,
    });
  });

  router.delete('/bookings/:id', signedIn, async (req, res) => {
    const { user, booking } = await ownedBooking(ctx, req);
    const { cancellation, position } = await cancelBooking(
      ctx,
      { bookingId: booking.id, bayId: booking.bayId, date: booking.date },
      user.id,
      { actor: actorOf(req) },
    );
    await ctx.projections.waitFor(position, [BOOKINGS_PROJECTION]);
    ctx.bookingDays.changed();
    res.json({
      message: 'Booking cancelled',
      booking: await bookingById(ctx, booking.id),
      bookingAmount: toDecimalString(cancellation.bookingAmountCents),
      refundAmount: toDecimalString(cancellation.refundAmountCents),
      refundPercentage: cancellation.refundPercentage,
      refundReason: cancellation.refundReason,
      lateFee: cancellation.lateFeeCents > 0 ? toDecimalString(cancellation.lateFeeCents) : null,
    });
  });

  router.post(
    '/bookings/:id/check-extension',
    signedIn,
    validated({ body: extensionSchema }, async (req, res, { body }) => {
      const { booking } = await ownedBooking(ctx, req);
      const quote = await checkExtension(
        ctx,
        { bookingId: booking.id, bayId: booking.bayId, date: booking.date },
        body.additionalHours,
      );
      res.json({
        available: true,
        additionalHours: quote.additionalHours,
        newDuration: quote.duration,
        hourlyRate: toDecimalString(quote.hourlyRateCents),
        newEndTime: quote.newEndTime,
        extensionCost: toDecimalString(quote.extensionCostCents),
        lines: quote.lines.map((l) => ({
          startTime: l.startTime,
          endTime: l.endTime,
          hours: l.hours,
          peak: l.peak,
          rate: toDecimalString(l.rateCents),
          amount: toDecimalString(l.amountCents),
        })),
      });
    }),
  );

  return router;
}
