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

describe("the bay's buffer (cleaning time after each booking)", () => {
  // 15:00-17:00 UTC, with a 15-minute buffer on the bay.
  const first = placed('2026-12-03T15:00:00Z', '2026-12-03T17:00:00Z');
  const state = given([{ type: 'BookingPlaced', data: first }]);
  const place = (start: string, end: string, bufferMinutes?: number) =>
    when(state, { type: 'PlaceBooking', booking: placed(start, end), bufferMinutes, now });

  it('refuses a booking that starts within the buffer after a booking ends, and accepts one at the end of it', () => {
    expect(() => place('2026-12-03T17:00:00Z', '2026-12-03T18:00:00Z', 15)).toThrow(
      'This time slot is no longer available. Please choose a different time.',
    );
    expect(() => place('2026-12-03T17:10:00Z', '2026-12-03T18:00:00Z', 15)).toThrow();
    expect(place('2026-12-03T17:15:00Z', '2026-12-03T18:15:00Z', 15)).toHaveLength(1);
  });

  it('refuses a booking that ends within the buffer before the next booking starts', () => {
    expect(() => place('2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z', 15)).toThrow();
    expect(() => place('2026-12-03T13:50:00Z', '2026-12-03T14:50:00Z', 15)).toThrow();
    expect(place('2026-12-03T13:45:00Z', '2026-12-03T14:45:00Z', 15)).toHaveLength(1);
  });

  it('keeps back-to-back bookings without a buffer', () => {
    expect(place('2026-12-03T17:00:00Z', '2026-12-03T18:00:00Z', 0)).toHaveLength(1);
    expect(place('2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z')).toHaveLength(1);
  });

  it('refuses a hold or a move into the buffer, but not an extension hold adjoining its own booking', () => {
    const hold = {
      bookingId: randomUUID(),
      bayId: 'bay',
      date: '2026-12-03',
      sourceDate: '2026-12-03',
      startsAt: first.endsAt,
      endsAt: '2026-12-03T18:00:00Z',
    };
    expect(() => when(state, { type: 'HoldBayTime', hold, bufferMinutes: 15, now })).toThrow(
      'This time slot is no longer available. Please choose a different time.',
    );
    expect(when(state, { type: 'HoldBayTime', hold, adjoins: first.bookingId, bufferMinutes: 15, now })).toEqual([
      { type: 'BayTimeHeld', data: hold },
    ]);
    const placement = {
      bayId: 'bay',
      date: '2026-12-03',
      startTime: '12:05:00',
      endTime: '13:05:00',
      startsAt: '2026-12-03T17:05:00Z',
      endsAt: '2026-12-03T18:05:00Z',
    };
    const move = {
      type: 'MoveBookingHere' as const,
      bookingId: randomUUID(),
      to: placement,
      from: { ...placement, bayId: 'other' },
      booking: {
        userId: 'u1',
        status: 'confirmed' as const,
        holdExpiresAt: null,
        totalAmountCents: 3500,
        creditsUsed: 0,
        paymentStatus: 'paid',
        squarePaymentId: null,
        stripePaymentIntentId: null,
        extensionIds: [],
      },
      now,
    };
    expect(() => when(state, { ...move, bufferMinutes: 15 })).toThrow();
    expect(when(state, { ...move, bufferMinutes: 5 }).map((e) => e.type)).toEqual(['BookingMoved']);
  });

  it('refuses an extension that eats into the buffer before the next booking, and allows one that leaves it', () => {
    const next = placed('2026-12-03T18:00:00Z', '2026-12-03T19:00:00Z');
    const both = given([
      { type: 'BookingPlaced', data: first },
      { type: 'BookingPlaced', data: next },
    ]);
    const extend = (endsAt: string) => ({
      type: 'ExtendBooking' as const,
      bookingId: first.bookingId,
      additionalHours: 0.5,
      duration: 2.5,
      endTime: '12:30:00',
      endsAt,
      extensionCostCents: 1750,
      lines: [],
      spillDates: [],
      bufferMinutes: 15,
      now,
    });
    expect(() => when(both, extend('2026-12-03T18:00:00Z'))).toThrow('Cannot extend during this time period');
    expect(() => when(both, extend('2026-12-03T17:50:00Z'))).toThrow('Cannot extend during this time period');
    const [event] = when(both, extend('2026-12-03T17:45:00Z'));
    expect(event.type).toBe('BookingExtended');
    expect(JSON.stringify(event.data)).not.toContain('bufferMinutes');
  });

  it('will not confirm a late checkout when a booking was placed within its buffer meanwhile', () => {
    const pending = placed(first.startsAt, first.endsAt, { status: 'pending', holdExpiresAt: '2026-12-01T12:10:00Z' });
    const later = new Date('2026-12-01T12:20:00Z');
    const s = given([
      { type: 'BookingPlaced', data: pending },
      { type: 'BookingPlaced', data: placed('2026-12-03T17:05:00Z', '2026-12-03T18:00:00Z') },
    ]);
    const confirm = {
      type: 'ConfirmBooking' as const,
      bookingId: pending.bookingId,
      paymentStatus: 'paid',
      now: later,
    };
    expect(() => when(s, { ...confirm, bufferMinutes: 15 })).toThrow();
    expect(when(s, { ...confirm, bufferMinutes: 0 })).toHaveLength(1);
  });
});

describe('a booking that takes over a hold (a waitlist offer)', () => {
  const hold = {
    bookingId: randomUUID(),
    bayId: 'bay',
    date: '2026-12-03',
    sourceDate: '2026-12-03',
    startsAt: '2026-12-03T15:00:00Z',
    endsAt: '2026-12-03T16:00:00Z',
  };
  const held = given([{ type: 'BayTimeHeld', data: hold }]);

  it('is refused to anyone else, and placed in the same decision that releases the hold it names', () => {
    const booking = placed(hold.startsAt, hold.endsAt);
    expect(() => when(held, { type: 'PlaceBooking', booking, now })).toThrow('This time slot is no longer available');
    expect(when(held, { type: 'PlaceBooking', booking, takesHold: hold.bookingId, now })).toEqual([
      { type: 'BayTimeHoldReleased', data: { bookingId: hold.bookingId } },
      { type: 'BookingPlaced', data: booking },
    ]);
  });
});
