import { Router, type Request } from 'express';
import type { AppContext } from '../../../app-context';
import { cancelBooking, cancellationPreview } from '../../../commands/bookings';
import { lateFeeIfCancelledNow } from '../../../commands/bookings/cancel-booking.command';
import { markNoShow, moveBooking } from '../../../commands/bookings/admin-booking-changes.command';
import { deskBooking } from '../../../commands/bookings/desk-booking.command';
import {
  adminBookingsQuery,
  adminCancelRequest,
  deskBookingRequest,
  moveBookingRequest,
  teeSheetQuery,
  type AdminBookingDetail,
  type AdminCancellationPreview,
} from '../../../contracts/bookings/admin-bookings';
import { BookingError } from '../../../domain/booking-errors';
import { toDecimalString, parseDollars } from '../../../lib/money';
import { adminBookingById, listAdminBookings, teeSheet } from '../../../projections/bookings/admin-bookings.queries';
import { BOOKINGS_PROJECTION } from '../../../projections/bookings/bookings.projection';
import { actorOf, requireAdmin } from '../../auth';
import { validated } from '../../route-input';

const metadataOf = (req: Request) => ({
  actor: actorOf(req),
});

/** Admin bookings: the list, a booking's detail and history, the tee sheet, desk bookings and changes. */
export function adminBookingsRoutes(ctx: AppContext): Router {
  const router = Router();

  async function found(id: string) {
    const booking = await adminBookingById(ctx, id);
    if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
    return booking;
  }

  async function detail(id: string): Promise<AdminBookingDetail> {
    const { row, summary } = await found(id);
    const history = await ctx.policies.history(ctx, { bookingId: row.id, bayId: row.bay_id, date: row.date });
    return {
      ...summary,
      duration: Number(row.duration),
      creditsUsed: Number(row.credits_used),
      refundAmount: row.refund_amount_cents == null ? null : toDecimalString(row.refund_amount_cents),
      refundReason: row.refund_reason,
      refundStatus: row.refund_status,
      cancelledAt: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null,
      createdAt: row.created_at ? new Date(row.created_at).toISOString() : null,
      guestBooking: row.guest_booking,
      history,
      fee: await ctx.policies.bookingFee(ctx, row.id),
    };
  }

  async function changed(position: string | null) {
    await ctx.projections.waitFor(position, [BOOKINGS_PROJECTION]);
    ctx.bookingDays.changed();
  }

  router.get(
    '/admin/bookings',
    requireAdmin,
    validated({ query: adminBookingsQuery }, async (req, res, valid) => {
      res.json(await listAdminBookings(ctx, valid.query));
    }),
  );

  router.get(
    '/admin/tee-sheet',
    requireAdmin,
    validated({ query: teeSheetQuery }, async (req, res, { query: { date } }) => {
      res.json(await teeSheet(ctx, date, ctx.now()));
    }),
  );

  router.post(
    '/admin/bookings',
    requireAdmin,
    validated({ body: deskBookingRequest }, async (req, res, { body }) => {
      const bookingId = await deskBooking(
        ctx,
        {
          customer: body.userId
            ? { userId: body.userId }
            : { guest: { ...body.guest!, email: body.guest!.email || null } },
          bayId: body.bayId,
          date: body.date,
          startTime: body.startTime,
          duration: body.duration,
          payment: body.payment,
          sourceId: body.sourceId ?? null,
          idempotencyKey: body.idempotencyKey ?? null,
        },
        actorOf(req),
      );
      ctx.bookingDays.changed();
      res.status(201).json(await detail(bookingId));
    }),
  );

  router.get('/admin/bookings/:id', requireAdmin, async (req, res) => {
    res.json(await detail(String(req.params.id)));
  });

  router.get('/admin/bookings/:id/cancellation-preview', requireAdmin, async (req, res) => {
    const { row } = await found(String(req.params.id));
    if (row.status !== 'confirmed' && row.status !== 'no_show') throw new BookingError('BOOKING.NOT_CANCELLABLE');
    const started = new Date(row.starts_at).getTime() <= ctx.now().getTime();
    const policy =
      row.status === 'confirmed' && !started
        ? await cancellationPreview(ctx, { bookingId: row.id, bayId: row.bay_id, date: row.date })
        : null;
    const lateFee =
      row.status === 'confirmed'
        ? await lateFeeIfCancelledNow(ctx, { bookingId: row.id, bayId: row.bay_id, date: row.date })
        : 0;
    // An override may also give back the fees paid for the booking (a no-show fee).
    const feesPaid = (await ctx.policies.paidFees(ctx, row.id)).reduce((sum, f) => sum + f.amountCents, 0);
    const answer: AdminCancellationPreview = {
      bookingAmount: toDecimalString(row.total_amount_cents),
      policy: policy && {
        refundAmount: toDecimalString(policy.refundAmountCents),
        refundPercentage: policy.refundPercentage,
        refundReason: policy.refundReason,
        lateFee: policy.lateFeeCents > 0 ? toDecimalString(policy.lateFeeCents) : null,
      },
      maxRefund: toDecimalString(Number(row.total_amount_cents) + feesPaid),
      lateFee: lateFee > 0 ? toDecimalString(lateFee) : null,
    };
    res.json(answer);
  });

  router.post(
    '/admin/bookings/:id/cancel',
    requireAdmin,
    validated({ body: adminCancelRequest }, async (req, res, { body }) => {
      const { row } = await found(String(req.params.id));
      const started = new Date(row.starts_at).getTime() <= ctx.now().getTime();
      if (body.mode === 'policy' && started && (row.status === 'confirmed' || row.status === 'no_show'))
        throw new BookingError('BOOKING.STARTED_NEEDS_OVERRIDE');
      const override =
        body.mode === 'override'
          ? {
              refundAmountCents: parseDollars(body.refundAmount),
              reason: body.reason,
              waiveLateFee: body.waiveLateFee ?? true,
            }
          : null;
      const { position } = await cancelBooking(
        ctx,
        { bookingId: row.id, bayId: row.bay_id, date: row.date },
        req.user!.id,
        metadataOf(req),
        override,
      );
      await changed(position);
      res.json(await detail(row.id));
    }),
  );

  router.post('/admin/bookings/:id/no-show', requireAdmin, async (req, res) => {
    const { row } = await found(String(req.params.id));
    const { position } = await markNoShow(
      ctx,
      { bookingId: row.id, bayId: row.bay_id, date: row.date },
      metadataOf(req),
    );
    await changed(position);
    res.json(await detail(row.id));
  });

  router.post(
    '/admin/bookings/:id/move',
    requireAdmin,
    validated({ body: moveBookingRequest }, async (req, res, { body }) => {
      const { row } = await found(String(req.params.id));
      const { position } = await moveBooking(
        ctx,
        { bookingId: row.id, bayId: row.bay_id, date: row.date },
        body,
        metadataOf(req),
      );
      await changed(position);
      res.json(await detail(row.id));
    }),
  );

  return router;
}
