import { randomUUID } from 'node:crypto';
import { DEFAULT_CANCELLATION_POLICY } from '../catalog/cancellation-policy';
import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { bayDayDecider } from './bay-day.decider';
import { now, placed } from './bay-day.test-fixtures';
import type { BayDayEvent } from './booking.events';

const given = DeciderSpecification.for(bayDayDecider);

describe('the bay-day stream', () => {
  const first = placed('2026-12-03T15:00:00Z', '2026-12-03T17:00:00Z');
  const booked: BayDayEvent = { type: 'BookingPlaced', data: first };

  it('rejects a booking that overlaps a live booking', () => {
    given(booked)
      .when({ type: 'PlaceBooking', booking: placed('2026-12-03T16:30:00Z', '2026-12-03T17:30:00Z'), now })
      .thenThrows('This time slot is no longer available. Please choose a different time.');
  });

  it('accepts a booking that starts when the previous one ends', () => {
    const next = placed('2026-12-03T17:00:00Z', '2026-12-03T18:00:00Z');
    given(booked).when({ type: 'PlaceBooking', booking: next, now }).then({ type: 'BookingPlaced', data: next });
  });

  it('frees the slot of a cancelled booking and of a pending booking whose hold expired', () => {
    const cancelled = given(booked)
      .when({
        type: 'CancelBooking',
        bookingId: first.bookingId,
        cancelledBy: 'u1',
        policy: DEFAULT_CANCELLATION_POLICY,
        now,
      })
      .decided();
    const again = placed(first.startsAt, first.endsAt);
    given([booked, ...cancelled])
      .when({ type: 'PlaceBooking', booking: again, now })
      .then({ type: 'BookingPlaced', data: again });
    const pending = placed(first.startsAt, first.endsAt, { status: 'pending', holdExpiresAt: '2026-12-01T12:10:00Z' });
    const held = given({ type: 'BookingPlaced', data: pending });
    const later = new Date('2026-12-01T12:11:00Z');
    held.when({ type: 'PlaceBooking', booking: placed(first.startsAt, first.endsAt), now }).thenThrows();
    held.when({ type: 'PlaceBooking', booking: again, now: later }).then({ type: 'BookingPlaced', data: again });
  });

  it('records the refund due when a confirmed booking is cancelled 24 hours ahead', () => {
    given(booked)
      .when({
        type: 'CancelBooking',
        bookingId: first.bookingId,
        cancelledBy: 'u1',
        policy: DEFAULT_CANCELLATION_POLICY,
        now,
      })
      .then({
        type: 'BookingCancelled',
        data: expect.objectContaining({ refundAmountCents: 3500, refundPercentage: 100 }),
      });
  });

  it('refuses to cancel a booking that has started', () => {
    const started = new Date('2026-12-03T15:30:00Z');
    given(booked)
      .when({
        type: 'CancelBooking',
        bookingId: first.bookingId,
        cancelledBy: null,
        policy: DEFAULT_CANCELLATION_POLICY,
        now: started,
      })
      .thenThrows('Only upcoming confirmed bookings can be cancelled.');
  });

  it('refuses an extension into another booking and blocks time held from the previous day', () => {
    const other = placed('2026-12-03T17:30:00Z', '2026-12-03T18:30:00Z');
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
    given([booked, { type: 'BookingPlaced', data: other }])
      .when(extend)
      .thenThrows('Cannot extend during this time period');
    given({
      type: 'BayTimeHeld',
      data: {
        bookingId: randomUUID(),
        bayId: 'bay',
        date: '2026-12-03',
        sourceDate: '2026-12-02',
        startsAt: '2026-12-03T04:00:00Z',
        endsAt: '2026-12-03T07:00:00Z',
      },
    })
      .when({ type: 'PlaceBooking', booking: placed('2026-12-03T06:00:00Z', '2026-12-03T07:00:00Z'), now })
      .thenThrows();
  });

  it('confirms a pending booking once, and will not confirm a released one', () => {
    const pending = placed(first.startsAt, first.endsAt, { status: 'pending', holdExpiresAt: '2026-12-01T12:10:00Z' });
    const placedPending: BayDayEvent = { type: 'BookingPlaced', data: pending };
    const confirm = { type: 'ConfirmBooking' as const, bookingId: pending.bookingId, paymentStatus: 'paid', now };
    const events = given(placedPending).when(confirm).decided();
    expect(events).toHaveLength(1);
    given([placedPending, ...events])
      .when(confirm)
      .thenNothingHappened();
    const released = given(placedPending)
      .when({ type: 'ReleaseBooking', bookingId: pending.bookingId, reason: 'payment failed', now })
      .decided();
    given([placedPending, ...released])
      .when(confirm)
      .thenThrows('This booking is no longer awaiting payment.');
  });

  it("holds a paid extension's time against everyone but itself, then the booking takes it over in one decision", () => {
    const holdId = randomUUID();
    const hold = {
      bookingId: holdId,
      bayId: 'bay',
      date: '2026-12-03',
      sourceDate: '2026-12-03',
      startsAt: first.endsAt,
      endsAt: '2026-12-03T18:00:00Z',
    };
    const held = given([booked, ...given(booked).when({ type: 'HoldBayTime', hold, now }).decided()]);
    // A second extension's hold, or a booking, cannot take the held hour.
    held.when({ type: 'HoldBayTime', hold: { ...hold, bookingId: randomUUID() }, now }).thenThrows();
    held.when({ type: 'PlaceBooking', booking: placed(first.endsAt, '2026-12-03T18:00:00Z'), now }).thenThrows();
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
    held.when(extend).thenThrows('Cannot extend during this time period');
    const events = held.when({ ...extend, releaseHold: holdId }).decided();
    expect(events.map((e) => e.type)).toEqual(['BayTimeHoldReleased', 'BookingExtended']);
    expect(JSON.stringify(events[1].data)).not.toContain('releaseHold');
  });
});

describe("the bay's buffer (cleaning time after each booking)", () => {
  // 15:00-17:00 UTC, with a 15-minute buffer on the bay.
  const first = placed('2026-12-03T15:00:00Z', '2026-12-03T17:00:00Z');
  const booked = given({ type: 'BookingPlaced', data: first });
  const place = (start: string, end: string, bufferMinutes?: number) =>
    booked.when({ type: 'PlaceBooking', booking: placed(start, end), bufferMinutes, now });
  const accepted = (start: string, end: string, bufferMinutes?: number) => {
    const booking = placed(start, end);
    booked.when({ type: 'PlaceBooking', booking, bufferMinutes, now }).then({ type: 'BookingPlaced', data: booking });
  };

  it('refuses a booking that starts within the buffer after a booking ends, and accepts one at the end of it', () => {
    place('2026-12-03T17:00:00Z', '2026-12-03T18:00:00Z', 15).thenThrows(
      'This time slot is no longer available. Please choose a different time.',
    );
    place('2026-12-03T17:10:00Z', '2026-12-03T18:00:00Z', 15).thenThrows();
    accepted('2026-12-03T17:15:00Z', '2026-12-03T18:15:00Z', 15);
  });

  it('refuses a booking that ends within the buffer before the next booking starts', () => {
    place('2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z', 15).thenThrows();
    place('2026-12-03T13:50:00Z', '2026-12-03T14:50:00Z', 15).thenThrows();
    accepted('2026-12-03T13:45:00Z', '2026-12-03T14:45:00Z', 15);
  });

  it('keeps back-to-back bookings without a buffer', () => {
    accepted('2026-12-03T17:00:00Z', '2026-12-03T18:00:00Z', 0);
    accepted('2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z');
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
    booked
      .when({ type: 'HoldBayTime', hold, bufferMinutes: 15, now })
      .thenThrows('This time slot is no longer available. Please choose a different time.');
    booked
      .when({ type: 'HoldBayTime', hold, adjoins: first.bookingId, bufferMinutes: 15, now })
      .then({ type: 'BayTimeHeld', data: hold });
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
    booked.when({ ...move, bufferMinutes: 15 }).thenThrows();
    booked.when({ ...move, bufferMinutes: 5 }).then({ type: 'BookingMoved', data: expect.anything() });
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
    both.when(extend('2026-12-03T18:00:00Z')).thenThrows('Cannot extend during this time period');
    both.when(extend('2026-12-03T17:50:00Z')).thenThrows('Cannot extend during this time period');
    const [event] = both.when(extend('2026-12-03T17:45:00Z')).decided();
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
    s.when({ ...confirm, bufferMinutes: 15 }).thenThrows();
    expect(s.when({ ...confirm, bufferMinutes: 0 }).decided()).toHaveLength(1);
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
  const held = given({ type: 'BayTimeHeld', data: hold });

  it('is refused to anyone else, and placed in the same decision that releases the hold it names', () => {
    const booking = placed(hold.startsAt, hold.endsAt);
    held.when({ type: 'PlaceBooking', booking, now }).thenThrows('This time slot is no longer available');
    held.when({ type: 'PlaceBooking', booking, takesHold: hold.bookingId, now }).then([
      { type: 'BayTimeHoldReleased', data: { bookingId: hold.bookingId } },
      { type: 'BookingPlaced', data: booking },
    ]);
  });
});
