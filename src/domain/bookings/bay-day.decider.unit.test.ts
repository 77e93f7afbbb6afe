import { randomUUID } from 'node:crypto';
import { DEFAULT_CANCELLATION_POLICY } from '../catalog/cancellation-policy';
import { given, now, placed, when } from './bay-day.test-fixtures';

describe('the bay-day stream', () => {
  const first = placed('2026-12-03T15:00:00Z', '2026-12-03T17:00:00Z');
  const state = given([{ type: 'BookingPlaced', data: first }]);

  it('rejects a booking that overlaps a live booking', () => {
    expect(() =>
      when(state, { type: 'PlaceBooking', booking: placed('2026-12-03T16:30:00Z', '2026-12-03T17:30:00Z'), now }),
    ).toThrow('This time slot is no longer available. Please choose a different time.');
  });

  it('accepts a booking that starts when the previous one ends', () => {
    const next = placed('2026-12-03T17:00:00Z', '2026-12-03T18:00:00Z');
    expect(when(state, { type: 'PlaceBooking', booking: next, now })).toEqual([{ type: 'BookingPlaced', data: next }]);
  });

  it('frees the slot of a cancelled booking and of a pending booking whose hold expired', () => {
    const cancelled = given([
      { type: 'BookingPlaced', data: first },
      ...when(state, {
        type: 'CancelBooking',
        bookingId: first.bookingId,
        cancelledBy: 'u1',
        policy: DEFAULT_CANCELLATION_POLICY,
        now,
      }),
    ]);
    expect(when(cancelled, { type: 'PlaceBooking', booking: placed(first.startsAt, first.endsAt), now })).toHaveLength(
      1,
    );
    const pending = placed(first.startsAt, first.endsAt, { status: 'pending', holdExpiresAt: '2026-12-01T12:10:00Z' });
    const held = given([{ type: 'BookingPlaced', data: pending }]);
    const later = new Date('2026-12-01T12:11:00Z');
    expect(() => when(held, { type: 'PlaceBooking', booking: placed(first.startsAt, first.endsAt), now })).toThrow();
    expect(
      when(held, { type: 'PlaceBooking', booking: placed(first.startsAt, first.endsAt), now: later }),
    ).toHaveLength(1);
  });

  it('records the refund due when a confirmed booking is cancelled 24 hours ahead', () => {
    const [event] = when(state, {
      type: 'CancelBooking',
      bookingId: first.bookingId,
      cancelledBy: 'u1',
      policy: DEFAULT_CANCELLATION_POLICY,
      now,
    });
    expect(event).toMatchObject({ type: 'BookingCancelled', data: { refundAmountCents: 3500, refundPercentage: 100 } });
  });

  it('refuses to cancel a booking that has started', () => {
    const started = new Date('2026-12-03T15:30:00Z');
    expect(() =>
      when(state, {
        type: 'CancelBooking',
        bookingId: first.bookingId,
        cancelledBy: null,
        policy: DEFAULT_CANCELLATION_POLICY,
        now: started,
      }),
    ).toThrow('Only upcoming confirmed bookings can be cancelled.');
  });

  it('refuses an extension into another booking and blocks time held from the previous day', () => {
    const other = placed('2026-12-03T17:30:00Z', '2026-12-03T18:30:00Z');
    const both = given([
      { type: 'BookingPlaced', data: first },
      { type: 'BookingPlaced', data: other },
    ]);
    const extend = {
      type: 'ExtendBooking' as const,
      bookingId: first.bookingId,
      additionalHours: 1,
      duration: 3,
      endTime: '13:00:00',
      endsAt: '2026-12-03T18:00:00Z',
      extensionCostCents: 3500,
      lines: [],
      spillDates: [],
      now,
    };
    expect(() => when(both, extend)).toThrow('Cannot extend during this time period');
    const held = given([
      {
        type: 'BayTimeHeld',
        data: {
          bookingId: randomUUID(),
          bayId: 'bay',
          date: '2026-12-03',
          sourceDate: '2026-12-02',
          startsAt: '2026-12-03T04:00:00Z',
          endsAt: '2026-12-03T07:00:00Z',
        },
      },
    ]);
    expect(() =>
      when(held, { type: 'PlaceBooking', booking: placed('2026-12-03T06:00:00Z', '2026-12-03T07:00:00Z'), now }),
    ).toThrow();
  });

  it('confirms a pending booking once, and will not confirm a released one', () => {
    const pending = placed(first.startsAt, first.endsAt, { status: 'pending', holdExpiresAt: '2026-12-01T12:10:00Z' });
    const s = given([{ type: 'BookingPlaced', data: pending }]);
    const confirm = { type: 'ConfirmBooking' as const, bookingId: pending.bookingId, paymentStatus: 'paid', now };
    const events = when(s, confirm);
    expect(events).toHaveLength(1);
    expect(when(given([{ type: 'BookingPlaced', data: pending }, ...events]), confirm)).toEqual([]);
    const released = given([
      { type: 'BookingPlaced', data: pending },
      ...when(s, { type: 'ReleaseBooking', bookingId: pending.bookingId, reason: 'payment failed', now }),
    ]);
    expect(() => when(released, confirm)).toThrow('This booking is no longer awaiting payment.');
  });

  it("holds a paid extension's time against everyone but itself, then the booking takes it over in one decision", () => {
    const holdId = randomUUID();
    const s = given([{ type: 'BookingPlaced', data: first }]);
    const hold = {
      bookingId: holdId,
      bayId: 'bay',
      date: '2026-12-03',
      sourceDate: '2026-12-03',
      startsAt: first.endsAt,
      endsAt: '2026-12-03T18:00:00Z',
    };
    const held = given([{ type: 'BookingPlaced', data: first }, ...when(s, { type: 'HoldBayTime', hold, now })]);
    // A second extension's hold, or a booking, cannot take the held hour.
    expect(() => when(held, { type: 'HoldBayTime', hold: { ...hold, bookingId: randomUUID() }, now })).toThrow();
    expect(() =>
      when(held, { type: 'PlaceBooking', booking: placed(first.endsAt, '2026-12-03T18:00:00Z'), now }),
    ).toThrow();
    const extend = {
      type: 'ExtendBooking' as const,
      bookingId: first.bookingId,
      additionalHours: 1,
      duration: 3,
      endTime: '13:00:00',
      endsAt: '2026-12-03T18:00:00Z',
      extensionCostCents: 3500,
      lines: [],
      spillDates: [],
      now,
    };
    expect(() => when(held, extend)).toThrow('Cannot extend during this time period');
    const events = when(held, { ...extend, releaseHold: holdId });
    expect(events.map((e) => e.type)).toEqual(['BayTimeHoldReleased', 'BookingExtended']);
    expect(JSON.stringify(events[1].data)).not.toContain('releaseHold');
  });
});
