import { DEFAULT_CANCELLATION_POLICY } from '../catalog/cancellation-policy';
import { snapshotOf } from './bay-day.state';
import type { Placement } from './bay-day.admin-decisions';
import { given, now, placed, when } from './bay-day.test-fixtures';

const at = (start: string, end: string, bayId = 'bay', date = '2026-12-03'): Placement => ({
  bayId,
  date,
  startTime: '10:00:00',
  endTime: '12:00:00',
  startsAt: start,
  endsAt: end,
});

describe('admin decisions on the bay-day stream', () => {
  const booking = placed('2026-12-03T15:00:00Z', '2026-12-03T17:00:00Z', { totalAmountCents: 7000 });
  const state = given([{ type: 'BookingPlaced', data: booking }]);
  const id = booking.bookingId;
  const from = at(booking.startsAt, booking.endsAt);

  it('refunds an override amount up to what was paid, only with a reason, and records both', () => {
    const cancel = (refundAmountCents: number, reason: string) =>
      when(state, {
        type: 'CancelBooking',
        bookingId: id,
        cancelledBy: 'admin',
        policy: DEFAULT_CANCELLATION_POLICY,
        override: { refundAmountCents, reason },
        now,
      });
    expect(() => cancel(1250, '  ')).toThrow('Please give a reason for the override.');
    expect(() => cancel(7001, 'x')).toThrow('The refund cannot be more than the $70.00 paid.');
    expect(cancel(1250, 'Rain')).toEqual([
      {
        type: 'BookingCancelled',
        data: expect.objectContaining({
          refundAmountCents: 1250,
          refundPercentage: 17,
          refundReason: 'Override: Rain',
          override: true,
          overrideReason: 'Rain',
        }),
      },
    ]);
  });

  it("lets only an override give back fees paid for the booking, up to the booking and its fees, naming the fees' orders", () => {
    const paidFees = [{ orderId: 'fee-order', amountCents: 2000 }];
    const cancel = (override: { refundAmountCents: number; reason: string } | null) =>
      when(state, {
        type: 'CancelBooking',
        bookingId: id,
        cancelledBy: 'admin',
        policy: DEFAULT_CANCELLATION_POLICY,
        override,
        paidFees,
        now,
      });
    expect(() => cancel({ refundAmountCents: 9001, reason: 'Came after all' })).toThrow(
      'The refund cannot be more than the $90.00 paid.',
    );
    expect(cancel({ refundAmountCents: 9000, reason: 'Came after all' })[0].data).toMatchObject({
      refundAmountCents: 9000,
      refundPercentage: 100,
      bookingAmountCents: 7000,
      feeOrderIds: ['fee-order'],
    });
    expect(cancel(null)[0].data).toMatchObject({ refundAmountCents: 7000, feeOrderIds: [] });
  });

  it('marks a no-show once, and only after the start', () => {
    expect(() => when(state, { type: 'MarkNoShow', bookingId: id, now })).toThrow(/only once it has started/);
    const later = new Date('2026-12-03T15:20:00Z');
    const marked = when(state, { type: 'MarkNoShow', bookingId: id, now: later });
    expect(marked).toEqual([{ type: 'BookingMarkedNoShow', data: { bookingId: id, markedAt: later.toISOString() } }]);
    expect(
      when(given([{ type: 'BookingPlaced', data: booking }, ...marked]), {
        type: 'MarkNoShow',
        bookingId: id,
        now: later,
      }),
    ).toEqual([]);
  });

  it('moves a booking here unless the time is taken, and the old stream lets it go only if unchanged', () => {
    const snapshot = snapshotOf(state.bookings[id]);
    const other = placed('2026-12-03T18:00:00Z', '2026-12-03T19:00:00Z');
    const target = given([{ type: 'BookingPlaced', data: other }]);
    const onto = at('2026-12-03T17:30:00Z', '2026-12-03T19:30:00Z', 'bay2');
    expect(() =>
      when(target, { type: 'MoveBookingHere', bookingId: id, to: onto, from, booking: snapshot, now }),
    ).toThrow('This time slot is no longer available. Please choose a different time.');
    const free = at('2026-12-03T20:00:00Z', '2026-12-03T22:00:00Z', 'bay2');
    const moved = when(target, { type: 'MoveBookingHere', bookingId: id, to: free, from, booking: snapshot, now });
    const after = given([{ type: 'BookingPlaced', data: other }, ...moved]);
    expect(after.bookings[id]).toMatchObject({ status: 'confirmed', totalAmountCents: 7000 });
    expect(when(after, { type: 'MoveBookingHere', bookingId: id, to: free, from, booking: snapshot, now })).toEqual([]);

    const away = {
      type: 'MoveBookingAway' as const,
      bookingId: id,
      expected: snapshot,
      toBayId: 'bay2',
      toDate: '2026-12-03',
      now,
    };
    expect(when(state, away)).toEqual([{ type: 'BookingMovedAway', data: expect.objectContaining({ bookingId: id }) }]);
    const refunded = given([
      { type: 'BookingPlaced', data: booking },
      {
        type: 'BookingPaymentUpdated',
        data: { bookingId: id, paymentStatus: 'refunded', updatedAt: now.toISOString() },
      },
    ]);
    expect(() => when(refunded, away)).toThrow('This booking changed while it was being moved. Please try again.');
    const reverted = when(after, { type: 'RevertMove', bookingId: id, back: from, reason: 'changed', now });
    expect(given([{ type: 'BookingPlaced', data: other }, ...moved, ...reverted]).bookings[id]).toBeUndefined();
  });
});
