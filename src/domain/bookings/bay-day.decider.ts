import type { Decider } from '../decider';
import { BookingError } from '../booking-errors';
import type { BayDayEvent, BookingPlacedData } from './booking.events';
import { evolve, ms, overlapping, type BayDayBooking, type BayDayState } from './bay-day.state';
import { decideAdmin, decideCancel, type AdminBayDayCommand, type CancelCommand } from './bay-day.admin-decisions';

export { evolve, isLive, overlapping, type BayDayBooking, type BayDayState } from './bay-day.state';

export type BayDayCommand =
  | {
      type: 'PlaceBooking';
      booking: BookingPlacedData;
      /** A hold this booking takes over in the same decision (a waitlist offer's hold on the slot). */
      takesHold?: string | null;
      bufferMinutes?: number;
      now: Date;
    }
  | {
      type: 'HoldBayTime';
      hold: { bookingId: string; bayId: string; date: string; sourceDate: string; startsAt: string; endsAt: string };
      /** A hold this one takes over in the same decision (a paid extension's hold becoming the booking's). */
      replaces?: string | null;
      /** The booking this hold extends: its own end is no conflict (no buffer between them). */
      adjoins?: string | null;
      bufferMinutes?: number;
      now: Date;
    }
  | { type: 'ReleaseBayTime'; bookingId: string }
  | {
      type: 'ConfirmBooking';
      bookingId: string;
      paymentStatus: string;
      squarePaymentId?: string | null;
      stripePaymentIntentId?: string | null;
      totalAmountCents?: number;
      creditsUsed?: number;
      bufferMinutes?: number;
      now: Date;
    }
  | { type: 'ReleaseBooking'; bookingId: string; reason: string; now: Date }
  | CancelCommand
  | AdminBayDayCommand
  | {
      type: 'ExtendBooking';
      bookingId: string;
      additionalHours: number;
      duration: number;
      endTime: string;
      endsAt: string;
      extensionCostCents: number;
      lines: Array<Record<string, unknown>>;
      paymentStatus?: string | null;
      squarePaymentId?: string | null;
      stripePaymentIntentId?: string | null;
      spillDates: string[];
      extensionId?: string | null;
      /** The hold the paid extension took on this time before its charge, released as the booking takes it. */
      releaseHold?: string | null;
      bufferMinutes?: number;
      now: Date;
    }
  | {
      type: 'RecordBookingPayment';
      bookingId: string;
      paymentStatus: string;
      squarePaymentId?: string | null;
      stripePaymentIntentId?: string | null;
      refundStatus?: string | null;
      note?: string | null;
      now: Date;
    };

function releaseHold(state: BayDayState, holdId: string | null | undefined): BayDayEvent[] {
  return holdId && state.holds[holdId] ? [{ type: 'BayTimeHoldReleased', data: { bookingId: holdId } }] : [];
}

function existing(state: BayDayState, bookingId: string): BayDayBooking {
  const booking = state.bookings[bookingId];
  if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
  return booking;
}

export function decide(command: BayDayCommand, state: BayDayState): BayDayEvent[] {
  switch (command.type) {
    case 'PlaceBooking': {
      const b = command.booking;
      if (state.bookings[b.bookingId]) return [];
      const mine = [command.takesHold];
      if (overlapping(state, ms(b.startsAt), ms(b.endsAt), command.now.getTime(), mine, command.bufferMinutes))
        throw new BookingError('BOOKING.SLOT_UNAVAILABLE');
      return [...releaseHold(state, command.takesHold), { type: 'BookingPlaced', data: b }];
    }
    case 'HoldBayTime': {
      const h = command.hold;
      const released = releaseHold(state, command.replaces);
      const current = state.holds[h.bookingId];
      if (current && current.startsAt === ms(h.startsAt) && current.endsAt === ms(h.endsAt)) return released;
      const mine = [h.bookingId, command.replaces, command.adjoins];
      if (overlapping(state, ms(h.startsAt), ms(h.endsAt), command.now.getTime(), mine, command.bufferMinutes))
        throw new BookingError('BOOKING.SLOT_UNAVAILABLE');
      return [...released, { type: 'BayTimeHeld', data: h }];
    }
    case 'ReleaseBayTime':
      return state.holds[command.bookingId]
        ? [{ type: 'BayTimeHoldReleased', data: { bookingId: command.bookingId } }]
        : [];
    case 'ConfirmBooking':
      return decideConfirm(command, state);
    case 'ReleaseBooking': {
      const booking = existing(state, command.bookingId);
      if (booking.status !== 'pending') return [];
      return [
        {
          type: 'BookingReleased',
          data: { bookingId: booking.bookingId, reason: command.reason, releasedAt: command.now.toISOString() },
        },
      ];
    }
    case 'CancelBooking':
      return decideCancel(command, state);
    case 'ExtendBooking':
      return decideExtend(command, state);
    case 'MarkNoShow':
    case 'MoveBookingHere':
    case 'MoveBookingAway':
    case 'RevertMove':
      return decideAdmin(command, state);
    case 'RecordBookingPayment': {
      const { type: _t, now, ...data } = command;
      existing(state, command.bookingId);
      return [{ type: 'BookingPaymentUpdated', data: { ...data, updatedAt: now.toISOString() } }];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

function decideConfirm(command: Extract<BayDayCommand, { type: 'ConfirmBooking' }>, state: BayDayState): BayDayEvent[] {
  const booking = existing(state, command.bookingId);
  if (booking.status === 'confirmed') return [];
  if (booking.status !== 'pending') throw new BookingError('BOOKING.NOT_PENDING');
  // A checkout that outlived its hold may still confirm if nobody took the slot meanwhile.
  const now = command.now.getTime();
  if (overlapping(state, booking.startsAt, booking.endsAt, now, booking.bookingId, command.bufferMinutes)) {
    throw new BookingError('BOOKING.SLOT_UNAVAILABLE');
  }
  return [
    {
      type: 'BookingConfirmed',
      data: {
        bookingId: booking.bookingId,
        paymentStatus: command.paymentStatus,
        squarePaymentId: command.squarePaymentId ?? null,
        stripePaymentIntentId: command.stripePaymentIntentId ?? null,
        totalAmountCents: command.totalAmountCents,
        creditsUsed: command.creditsUsed,
        confirmedAt: command.now.toISOString(),
      },
    },
  ];
}

function decideExtend(command: Extract<BayDayCommand, { type: 'ExtendBooking' }>, state: BayDayState): BayDayEvent[] {
  const booking = existing(state, command.bookingId);
  const released = releaseHold(state, command.releaseHold);
  if (command.extensionId && booking.extensionIds?.includes(command.extensionId)) return released;
  if (booking.status !== 'confirmed' || booking.endsAt <= command.now.getTime())
    throw new BookingError('BOOKING.NOT_EXTENDABLE');
  const newEnd = ms(command.endsAt);
  if (newEnd <= booking.endsAt) throw new BookingError('BOOKING.INVALID_EXTENSION');
  const mine = [booking.bookingId, command.releaseHold];
  if (overlapping(state, booking.endsAt, newEnd, command.now.getTime(), mine, command.bufferMinutes)) {
    throw new BookingError('BOOKING.EXTENSION_UNAVAILABLE');
  }
  const { type: _t, now, releaseHold: _hold, bufferMinutes: _buffer, ...data } = command;
  return [
    ...released,
    {
      type: 'BookingExtended',
      data: {
        ...data,
        paymentStatus: data.paymentStatus ?? null,
        squarePaymentId: data.squarePaymentId ?? null,
        stripePaymentIntentId: data.stripePaymentIntentId ?? null,
        extensionId: data.extensionId ?? null,
        extendedAt: now.toISOString(),
      },
    },
  ];
}

export const bayDayDecider: Decider<BayDayState, BayDayCommand, BayDayEvent> = {
  initialState: () => ({ bookings: {}, holds: {} }),
  evolve,
  decide,
};
