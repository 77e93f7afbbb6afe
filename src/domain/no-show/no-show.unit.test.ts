import { DEFAULT_CANCELLATION_POLICY } from '../catalog/cancellation-policy';
import { given, placed, when } from '../bookings/bay-day.test-fixtures';
import { bookingFeeDecider, type BookingFeeCommand, type BookingFeeState } from './booking-fee.decider';
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
    return when(given([{ type: 'BookingPlaced', data: booking }]), {
      type: 'CancelBooking',
      bookingId: booking.bookingId,
      cancelledBy: 'u1',
      policy: DEFAULT_CANCELLATION_POLICY,
      lateFeeCents: 1500,
      override: override ? { refundAmountCents: 0, reason: 'Called ahead', ...override } : null,
      now: new Date(iso),
    })[0].data as Record<string, unknown>;
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
  const run = (events: DecidedBookingFeeEvent[], command: BookingFeeCommand) => {
    const state: BookingFeeState = events.reduce(bookingFeeDecider.evolve, bookingFeeDecider.initialState());
    return bookingFeeDecider.decide(command, state);
  };
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
    expect(run([], make)).toEqual([{ type: 'BookingFeeDue', data: { ...due.data, amountCents: 3000 } }]);
    expect(run([due], make)).toEqual([]);
  });

  it('records one outcome, with the amount made due', () => {
    const charged = run([due], {
      type: 'RecordFeeCharged',
      processor: 'stripe',
      paymentId: 'pi_1',
      orderId: 'o1',
      now,
    });
    expect(charged).toEqual([
      expect.objectContaining({ type: 'BookingFeeCharged', data: expect.objectContaining({ amountCents: 2000 }) }),
    ]);
    expect(run([due, ...charged], { type: 'RecordFeeDeclined', code: 'x', reason: 'y', now })).toEqual([]);
    expect(run([], { type: 'RecordFeeNotCharged', reason: 'No card', now })).toEqual([]);
    const declined = run([due], { type: 'RecordFeeDeclined', code: 'x', reason: 'y', now });
    const late = run([due, ...declined], {
      type: 'RecordFeeCharged',
      processor: null,
      paymentId: 'p',
      orderId: 'o',
      now,
    });
    expect(late.map((e) => e.type)).toEqual(['BookingFeeCharged']);
    expect(
      run([due, ...charged], { type: 'RecordFeeCharged', processor: null, paymentId: 'p', orderId: 'o', now }),
    ).toEqual([]);
  });
});
