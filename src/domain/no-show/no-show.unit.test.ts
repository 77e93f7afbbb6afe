import { DEFAULT_CANCELLATION_POLICY } from '../catalog/cancellation-policy';
import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { bayDayDecider } from '../bookings/bay-day.decider';
import { placed } from '../bookings/bay-day.test-fixtures';
import { bookingFeeDecider, type BookingFeeCommand } from './booking-fee.decider';
import type { DecidedBookingFeeEvent } from './no-show.events';
import { cardRequiredFor, feeCents, lateCancellation } from './no-show-policy';

describe('no-show protection rules', () => {
  it('asks for a card only for bookings starting more than N hours after they are made', () => {
    const policy = {
      cardRequired: true,
      cardRequiredHoursAhead: 24,
      noShowFee: { kind: 'fixed' as const, amountCents: 0 },
      lateCancellationFee: { kind: 'fixed' as const, amountCents: 0 },
    };
    const now = new Date('2026-12-01T12:00:00Z');
    expect(cardRequiredFor(policy, new Date('2026-12-02T12:00:01Z'), now)).toBe(true);
    expect(cardRequiredFor(policy, new Date('2026-12-02T12:00:00Z'), now)).toBe(false);
    expect(cardRequiredFor({ ...policy, cardRequired: false }, new Date('2026-12-09T12:00:00Z'), now)).toBe(false);
  });

  it('prices a fee fixed or as a share of the booking price', () => {
    expect(feeCents({ kind: 'fixed', amountCents: 2000 }, 7000)).toBe(2000);
    expect(feeCents({ kind: 'percent', percent: 33 }, 3500)).toBe(1155);
  });

  it('keeps the fee out of the refund and charges only what the payment cannot cover', () => {
    expect(lateCancellation(0, 0, 1500)).toEqual({ refundCents: 0, chargeCents: 1500 });
    expect(lateCancellation(5000, 2500, 3000)).toEqual({ refundCents: 2000, chargeCents: 0 });
    expect(lateCancellation(5000, 2500, 1500)).toEqual({ refundCents: 2500, chargeCents: 0 });
    expect(lateCancellation(1000, 500, 1500)).toEqual({ refundCents: 0, chargeCents: 500 });
  });
});

describe('cancelling late with a fee', () => {
  // Starts 2026-12-03 15:00Z; "now" in the fixtures is 2026-12-01 12:00Z (51 hours before).
  const cancelAt = (iso: string, totalAmountCents: number, override?: { waiveLateFee?: boolean }) => {
    const booking = placed('2026-12-03T15:00:00Z', '2026-12-03T16:00:00Z', { totalAmountCents });
    return DeciderSpecification.for(bayDayDecider)({ type: 'BookingPlaced', data: booking })
      .when({
        type: 'CancelBooking',
        bookingId: booking.bookingId,
        cancelledBy: 'u1',
        policy: DEFAULT_CANCELLATION_POLICY,
        lateFeeCents: 1500,
        override: override ? { refundAmountCents: 0, reason: 'Called ahead', ...override } : null,
        now: new Date(iso),
      })
      .decided()[0].data as Record<string, unknown>;
  };

  it('charges nothing and refunds in full inside the full-refund window', () => {
    expect(cancelAt('2026-12-01T12:00:00Z', 3500)).toMatchObject({ refundAmountCents: 3500, lateFeeCents: 0 });
  });

  it('charges the fee to the card on file when nothing was paid in money', () => {
    expect(cancelAt('2026-12-03T10:00:00Z', 0)).toMatchObject({
      refundAmountCents: 0,
      lateFeeCents: 1500,
      refundReason: 'Late cancellation fee $15.00: cancelled less than 24 hours before the start time',
    });
  });

  it('lets an override waive the fee, or keep it when the admin says so', () => {
    expect(cancelAt('2026-12-03T10:00:00Z', 0, {})).toMatchObject({ lateFeeCents: 0, lateFeeWaived: true });
    expect(cancelAt('2026-12-03T10:00:00Z', 0, { waiveLateFee: false })).toMatchObject({
      lateFeeCents: 1500,
      lateFeeWaived: false,
    });
  });
});

describe("a booking's fee", () => {
  const now = new Date('2026-12-03T16:00:00Z');
  const given = DeciderSpecification.for(bookingFeeDecider);
  const due: DecidedBookingFeeEvent = {
    type: 'BookingFeeDue',
    data: {
      bookingId: 'b1',
      userId: 'u1',
      kind: 'no_show',
      amountCents: 2000,
      idempotencyKey: 'no-show-fee-b1',
      dueAt: now.toISOString(),
    },
  };

  it('is made due once', () => {
    const make: BookingFeeCommand = {
      type: 'MakeFeeDue',
      bookingId: 'b1',
      userId: 'u1',
      kind: 'no_show',
      amountCents: 3000,
      idempotencyKey: 'no-show-fee-b1',
      now,
    };
    given([])
      .when(make)
      .then({ type: 'BookingFeeDue', data: { ...due.data, amountCents: 3000 } });
    given(due).when(make).thenNothingHappened();
  });

  it('records one outcome, with the amount made due', () => {
    const charged = given(due)
      .when({ type: 'RecordFeeCharged', processor: 'stripe', paymentId: 'pi_1', orderId: 'o1', now })
      .decided();
    expect(charged).toEqual([
      expect.objectContaining({ type: 'BookingFeeCharged', data: expect.objectContaining({ amountCents: 2000 }) }),
    ]);
    given([due, ...charged])
      .when({ type: 'RecordFeeDeclined', code: 'x', reason: 'y', now })
      .thenNothingHappened();
    given([]).when({ type: 'RecordFeeNotCharged', reason: 'No card', now }).thenNothingHappened();
    const declined = given(due).when({ type: 'RecordFeeDeclined', code: 'x', reason: 'y', now }).decided();
    const late = given([due, ...declined])
      .when({ type: 'RecordFeeCharged', processor: null, paymentId: 'p', orderId: 'o', now })
      .decided();
    expect(late.map((e) => e.type)).toEqual(['BookingFeeCharged']);
    given([due, ...charged])
      .when({ type: 'RecordFeeCharged', processor: null, paymentId: 'p', orderId: 'o', now })
      .thenNothingHappened();
  });
});
