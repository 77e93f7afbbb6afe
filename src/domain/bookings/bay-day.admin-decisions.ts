import { refundFor, type CancellationPolicy, type RefundDecision } from '../catalog';
import { feeToCharge, lateCancellation, lateFeeReason, lateWindowHours } from './booking-fees';
import { formatMoney, toDecimalString } from '../../lib/money';
import { BookingError } from '../booking-errors';
import type { BayDayEvent, BookingSnapshot } from './booking.events';
import { isLive, ms, overlapping, type BayDayBooking, type BayDayState } from './bay-day.state';

/** Where a booking sits: its bay-day (bay and start date) and its times. */
export interface Placement {
  bayId: string;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
}

export interface CancelCommand {
  type: 'CancelBooking';
  bookingId: string;
  cancelledBy: string | null;
  policy: CancellationPolicy;
  /** An admin's refund instead of the policy's (any amount up to what was paid), with a reason. */
  override?: { refundAmountCents: number; reason: string; waiveLateFee?: boolean } | null;
  /** The late cancellation fee for this booking (no-show protection); 0 or absent: none. */
  lateFeeCents?: number;
  /** Fees already paid for the booking (a no-show fee), each by its order: an override may refund them too. */
  paidFees?: ReadonlyArray<{ orderId: string; amountCents: number }>;
  now: Date;
}

export type AdminBayDayCommand =
  | { type: 'MarkNoShow'; bookingId: string; now: Date }
  | {
      type: 'MoveBookingHere';
      bookingId: string;
      to: Placement;
      from: Placement;
      booking: BookingSnapshot;
      bufferMinutes?: number;
      now: Date;
    }
  | {
      type: 'MoveBookingAway';
      bookingId: string;
      expected: BookingSnapshot;
      toBayId: string;
      toDate: string;
      now: Date;
    }
  | { type: 'RevertMove'; bookingId: string; back: Placement; reason: string; now: Date };

function existing(state: BayDayState, bookingId: string): BayDayBooking {
  const booking = state.bookings[bookingId];
  if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
  return booking;
}

/** The policy's refund already leaves the venue at least the fee: the fee changes nothing. */
const keepsFee = (paid: number, refund: number, fee: number) => paid - refund >= fee;

export function decideCancel(command: CancelCommand, state: BayDayState): BayDayEvent[] {
  const booking = existing(state, command.bookingId);
  const now = command.now.getTime();
  const override = command.override ?? null;
  const cancellable = booking.status === 'confirmed' || (override !== null && booking.status === 'no_show');
  if (!cancellable) throw new BookingError('BOOKING.NOT_CANCELLABLE');
  if (booking.startsAt <= now && !override) throw new BookingError('BOOKING.NOT_CANCELLABLE');
  const paid = booking.totalAmountCents;
  // Only an admin's override gives fees back (the policy refunds the booking's own payment).
  const fees = override ? (command.paidFees ?? []).filter((f) => f.amountCents > 0) : [];
  const feesPaid = fees.reduce((sum, f) => sum + f.amountCents, 0);
  const hoursBefore = (booking.startsAt - now) / 3_600_000;
  const policyRefund = refundFor(command.policy, paid, hoursBefore);
  // Late: the cancellation policy no longer refunds in full (or the booking has started).
  const lateFee =
    booking.status === 'confirmed' && (command.lateFeeCents ?? 0) > 0 && policyRefund.refundPercentage < 100
      ? command.lateFeeCents!
      : 0;
  let refund: RefundDecision;
  let lateFeeCents = 0;
  if (override) {
    if (!override.reason.trim()) throw new BookingError('BOOKING.OVERRIDE_REASON');
    const max = paid + feesPaid;
    if (override.refundAmountCents < 0 || override.refundAmountCents > max)
      throw new BookingError('BOOKING.REFUND_TOO_HIGH', { paid: toDecimalString(max) });
    const share = max > 0 ? (override.refundAmountCents * 100) / max : 0;
    refund = {
      refundAmountCents: override.refundAmountCents,
      refundPercentage: override.refundAmountCents === max && max > 0 ? 100 : Math.floor(share),
      refundReason: `Override: ${override.reason.trim()}`,
    };
    if (override.waiveLateFee === false)
      lateFeeCents = feeToCharge(lateFee, Math.max(0, paid - override.refundAmountCents));
  } else if (lateFee > 0 && !keepsFee(paid, policyRefund.refundAmountCents, lateFee)) {
    const late = lateCancellation(paid, policyRefund.refundAmountCents, lateFee);
    lateFeeCents = late.chargeCents;
    refund = {
      refundAmountCents: late.refundCents,
      // Credits come back per the policy's tier when nothing was paid in money.
      refundPercentage:
        paid > 0
          ? late.refundCents === paid
            ? 100
            : Math.floor((late.refundCents * 100) / paid)
          : policyRefund.refundPercentage,
      refundReason: lateFeeReason(formatMoney(lateFee), lateWindowHours(command.policy.tiers)),
    };
  } else {
    refund = policyRefund;
  }
  return [
    {
      type: 'BookingCancelled',
      data: {
        bookingId: booking.bookingId,
        userId: booking.userId,
        cancelledBy: command.cancelledBy,
        bookingAmountCents: paid,
        ...refund,
        creditsUsed: booking.creditsUsed,
        paymentStatus: booking.paymentStatus,
        squarePaymentId: booking.squarePaymentId,
        stripePaymentIntentId: booking.stripePaymentIntentId,
        override: override !== null,
        overrideReason: override ? override.reason.trim() : null,
        lateFeeCents,
        lateFeeWaived: override !== null && lateFee > 0 && override.waiveLateFee !== false,
        extensionIds: booking.extensionIds ?? [],
        feeOrderIds: fees.map((f) => f.orderId),
        cancelledAt: command.now.toISOString(),
      },
    },
  ];
}

export function decideAdmin(command: AdminBayDayCommand, state: BayDayState): BayDayEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'MarkNoShow': {
      const booking = existing(state, command.bookingId);
      if (booking.status === 'no_show') return [];
      if (booking.status !== 'confirmed') throw new BookingError('BOOKING.NOT_NO_SHOW');
      if (booking.startsAt > command.now.getTime()) throw new BookingError('BOOKING.NOT_STARTED');
      return [{ type: 'BookingMarkedNoShow', data: { bookingId: booking.bookingId, markedAt: at } }];
    }
    case 'MoveBookingHere': {
      const { to, from } = command;
      const current = state.bookings[command.bookingId];
      if (current && current.startsAt === ms(to.startsAt) && current.endsAt === ms(to.endsAt) && isLive(current, 0))
        return [];
      if (command.booking.status !== 'confirmed' || ms(from.endsAt) <= command.now.getTime())
        throw new BookingError('BOOKING.NOT_MOVABLE');
      const now = command.now.getTime();
      if (overlapping(state, ms(to.startsAt), ms(to.endsAt), now, command.bookingId, command.bufferMinutes))
        throw new BookingError('BOOKING.SLOT_UNAVAILABLE');
      return [
        {
          type: 'BookingMoved',
          data: { bookingId: command.bookingId, ...to, from, booking: command.booking, movedAt: at },
        },
      ];
    }
    case 'MoveBookingAway': {
      const booking = state.bookings[command.bookingId];
      const expected = command.expected;
      const unchanged =
        booking &&
        booking.status === expected.status &&
        booking.paymentStatus === expected.paymentStatus &&
        booking.totalAmountCents === expected.totalAmountCents;
      if (!unchanged) throw new BookingError('BOOKING.CHANGED');
      return [
        {
          type: 'BookingMovedAway',
          data: { bookingId: command.bookingId, toBayId: command.toBayId, toDate: command.toDate, movedAt: at },
        },
      ];
    }
    case 'RevertMove':
      if (!state.bookings[command.bookingId]) return [];
      return [
        {
          type: 'BookingMoveReverted',
          data: { bookingId: command.bookingId, ...command.back, reason: command.reason, revertedAt: at },
        },
      ];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}
