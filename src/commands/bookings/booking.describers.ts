import { type Describers, type EventData, hhmm, money, spaced } from '../describe';

/** A booking's events on its bay-day streams. */
export const bookingDescribers: Describers = {
  BookingPlaced: (d, h) => {
    const venue = d.paymentStatus === 'paid_at_venue' ? ', paid at the venue' : '';
    const pending = d.status === 'pending' ? ' (held while paying)' : '';
    return `Booked ${h.bayName(d.bayId)} for ${Number(d.duration)} h, ${money(d.totalAmountCents)}${venue}${pending}`;
  },
  BookingConfirmed: (d) => `Confirmed (${spaced(d.paymentStatus)})`,
  BookingReleased: (d) => `Released: ${String(d.reason)}`,
  BookingCancelled: (d, h) => {
    const why = d.override ? `override: ${String(d.overrideReason)}` : String(d.refundReason);
    const fee =
      Number(d.lateFeeCents) > 0
        ? `; ${money(d.lateFeeCents)} late cancellation fee to the card on file`
        : d.lateFeeWaived
          ? '; late cancellation fee waived'
          : '';
    return `Cancelled by ${h.by}; ${money(d.refundAmountCents)} refunded (${why})${fee}`;
  },
  BookingExtended: (d) =>
    `Extended by ${Number(d.additionalHours)} h to ${hhmm(d.endTime)}, ${money(d.extensionCostCents)}`,
  BookingPaymentUpdated: (d) =>
    `Payment ${spaced(d.paymentStatus)}${d.refundStatus ? `, refund ${String(d.refundStatus)}` : ''}`,
  BookingMarkedNoShow: (_d, h) => `Marked as a no-show by ${h.by}`,
  BookingMoved: (d, h) => {
    const f = d.from as EventData;
    return `Moved by ${h.by} from ${h.bayName(f.bayId)} ${String(f.date)} ${hhmm(f.startTime)}–${hhmm(f.endTime)} to ${h.bayName(d.bayId)} ${String(d.date)} ${hhmm(d.startTime)}–${hhmm(d.endTime)}`;
  },
  BookingMovedAway: (d, h) => `Left this bay for ${h.bayName(d.toBayId)} on ${String(d.toDate)}`,
  BookingMoveReverted: (d) => `Move undone: ${String(d.reason)}`,
};
