import { DEFAULT_CANCELLATION_POLICY } from '../catalog/cancellation-policy';
import { snapshotOf } from './bay-day.state';
import type { Placement } from './bay-day.admin-decisions';
import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { bayDayDecider } from './bay-day.decider';
import { now, placed } from './bay-day.test-fixtures';
import type { BayDayEvent } from './booking.events';

const at = (start: string, end: string, bayId = 'bay', date = '2026-12-03'): Placement => ({
  bayId,
  date,
  startTime: '10:00:00',
  endTime: '12:00:00',
  startsAt: start,
  endsAt: end,
});

const given = DeciderSpecification.for(bayDayDecider);

describe('admin decisions on the bay-day stream', () => {
  const booking = placed('2026-12-03T15:00:00Z', '2026-12-03T17:00:00Z', { totalAmountCents: 7000 });
  const booked: BayDayEvent = { type: 'BookingPlaced', data: booking };
  const state = given(booked);
  const id = booking.bookingId;
  const from = at(booking.startsAt, booking.endsAt);

  it('refunds an override amount up to what was paid, only with a reason, and records both', () => {
    const cancel = (refundAmountCents: number, reason: string) =>
      state.when({
        type: 'CancelBooking',
        bookingId: id,
        cancelledBy: 'admin',
        policy: DEFAULT_CANCELLATION_POLICY,
        override: { refundAmountCents, reason },
        now,
      });
    cancel(1250, '  ').thenThrows('Please give a reason for the override.');
    cancel(7001, 'x').thenThrows('The refund cannot be more than the $70.00 paid.');
    cancel(1250, 'Rain').then({
      type: 'BookingCancelled',
      data: expect.objectContaining({
        refundAmountCents: 1250,
        refundPercentage: 17,
        refundReason: 'Override: Rain',
        override: true,
        overrideReason: 'Rain',
      }),
    });
  });

  it("lets only an override give back fees paid for the booking, up to the booking and its fees, naming the fees' orders", () => {
    const paidFees = [{ orderId: 'fee-order', amountCents: 2000 }];
    const cancel = (override: { refundAmountCents: number; reason: string } | null) =>
      state.when({
        type: 'CancelBooking',
        bookingId: id,
        cancelledBy: 'admin',
        policy: DEFAULT_CANCELLATION_POLICY,
        override,
        paidFees,
        now,
      });
    cancel({ refundAmountCents: 9001, reason: 'Came after all' }).thenThrows(
      'The refund cannot be more than the $90.00 paid.',
    );
    expect(cancel({ refundAmountCents: 9000, reason: 'Came after all' }).decided()[0].data).toMatchObject({
      refundAmountCents: 9000,
      refundPercentage: 100,
      bookingAmountCents: 7000,
      feeOrderIds: ['fee-order'],
    });
    expect(cancel(null).decided()[0].data).toMatchObject({ refundAmountCents: 7000, feeOrderIds: [] });
  });

  it('marks a no-show once, and only after the start', () => {
    state.when({ type: 'MarkNoShow', bookingId: id, now }).thenThrows(/only once it has started/);
    const later = new Date('2026-12-03T15:20:00Z');
    const noShow: BayDayEvent = { type: 'BookingMarkedNoShow', data: { bookingId: id, markedAt: later.toISOString() } };
    state.when({ type: 'MarkNoShow', bookingId: id, now: later }).then(noShow);
    given([booked, noShow]).when({ type: 'MarkNoShow', bookingId: id, now: later }).thenNothingHappened();
  });

  it('moves a booking here unless the time is taken, and the old stream lets it go only if unchanged', () => {
    const snapshot = snapshotOf(state.state().bookings[id]);
    const other: BayDayEvent = { type: 'BookingPlaced', data: placed('2026-12-03T18:00:00Z', '2026-12-03T19:00:00Z') };
    const target = given(other);
    const onto = at('2026-12-03T17:30:00Z', '2026-12-03T19:30:00Z', 'bay2');
    target
      .when({ type: 'MoveBookingHere', bookingId: id, to: onto, from, booking: snapshot, now })
      .thenThrows('This time slot is no longer available. Please choose a different time.');
    const free = at('2026-12-03T20:00:00Z', '2026-12-03T22:00:00Z', 'bay2');
    const moveHere = { type: 'MoveBookingHere' as const, bookingId: id, to: free, from, booking: snapshot, now };
    const moved = target.when(moveHere).decided();
    const after = given([other, ...moved]);
    expect(after.state().bookings[id]).toMatchObject({ status: 'confirmed', totalAmountCents: 7000 });
    after.when(moveHere).thenNothingHappened();

    const away = {
      type: 'MoveBookingAway' as const,
      bookingId: id,
      expected: snapshot,
      toBayId: 'bay2',
      toDate: '2026-12-03',
      now,
    };
    state.when(away).then({ type: 'BookingMovedAway', data: expect.objectContaining({ bookingId: id }) });
    given([
      booked,
      {
        type: 'BookingPaymentUpdated',
        data: { bookingId: id, paymentStatus: 'refunded', updatedAt: now.toISOString() },
      },
    ])
      .when(away)
      .thenThrows('This booking changed while it was being moved. Please try again.');
    const reverted = after.when({ type: 'RevertMove', bookingId: id, back: from, reason: 'changed', now }).decided();
    expect(given([other, ...moved, ...reverted]).state().bookings[id]).toBeUndefined();
  });
});
