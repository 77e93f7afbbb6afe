import { z } from 'zod';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { lineData, type OrderLineType } from '../checkout';
import type { FeeKind } from '../../domain/no-show/no-show.events';
import { settleApproval } from '../payments';
import { feeSubject, loadBookingFee, runBookingFee } from './booking-fee.commands';

const feeLineInput = z.object({ type: z.literal('booking-fee'), bookingId: z.string().min(1) });

const LABELS: Record<FeeKind, string> = { no_show: 'No-show fee', late_cancellation: 'Late cancellation fee' };

/**
 * A booking's no-show or late cancellation fee, sold only by the fee job (never a customer's order):
 * priced from the fee made due, paid with the card on file, fulfilled by recording the charge.
 */
export const bookingFeeLine: OrderLineType<z.infer<typeof feeLineInput>> = {
  type: 'booking-fee',
  input: feeLineInput,
  readModels: ['no-show'],
  async price(ctx, input, buyer) {
    if (buyer.actor !== 'system') throw new ForbiddenError('Booking fees are charged by the venue.', 'FEE.FORBIDDEN');
    const fee = await loadBookingFee(ctx, input.bookingId);
    if ((fee.status !== 'due' && fee.status !== 'needs_approval') || fee.userId !== buyer.userId)
      throw new ConflictError('This booking has no fee due.', 'FEE.NOT_DUE');
    return {
      type: 'booking-fee',
      label: LABELS[fee.kind],
      amountCents: fee.amountCents,
      data: { bookingId: fee.bookingId, kind: fee.kind },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { feeForBooking: fee.bookingId, feeKind: fee.kind },
    };
  },
  async fulfil(ctx, line, run, payment) {
    const { bookingId } = lineData<{ bookingId: string }>(line);
    const recorded = await runBookingFee(
      ctx,
      bookingId,
      {
        type: 'RecordFeeCharged',
        processor: payment.processor,
        paymentId: payment.paymentId,
        orderId: run.orderId,
        now: ctx.now(),
      },
      { actor: run.actor },
    );
    // Paid: the customer's approval with their bank, if they were asked for it, is no longer waited on.
    await settleApproval(ctx, feeSubject(bookingId), {
      outcome: 'paid',
      orderId: run.orderId,
      note: 'The fee was paid.',
    });
    return { reference: bookingId, position: recorded.position };
  },
};
