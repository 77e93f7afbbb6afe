import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import {
  confirmBooking,
  placeBooking,
  quoteBooking,
  recordBookingPayment,
  releaseBooking,
} from '../../src/commands/bookings';
import { SLOT_TAKEN, setUpVenue, startBookingApp, type BookingTestApp } from './booking-fixtures';

/** The command contract the payments checkout builds on: pending, confirm, release, expiry. */

describe('the booking lifecycle behind checkout', () => {
  let t: BookingTestApp;
  let bay: string;

  beforeAll(async () => {
    t = await startBookingApp();
    [bay] = await setUpVenue(t.app.ctx, 1);
    t.setNow(DateTime.fromISO(`${t.day(0)}T08:00:00`, { zone: 'America/New_York' }).toJSDate());
  }, 60_000);
  afterAll(async () => {
    await t.app.close();
  }, 60_000);

  async function pending(startTime: string, holdExpiresAt?: string) {
    const date = t.day(1);
    const quote = await quoteBooking(t.app.ctx, { bayId: bay, date, startTime, duration: 1 });
    const bookingId = randomUUID();
    const placed = await placeBooking(t.app.ctx, {
      bookingId,
      userId: null,
      bayId: bay,
      date,
      startTime,
      duration: 1,
      quote,
      status: 'pending',
      paymentStatus: 'pending',
      holdExpiresAt,
    });
    await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
    return { bookingId, date, quote };
  }
  const competitor = async (date: string, startTime: string) => {
    const quote = await quoteBooking(t.app.ctx, { bayId: bay, date, startTime, duration: 1 });
    return placeBooking(t.app.ctx, {
      bookingId: randomUUID(),
      userId: null,
      bayId: bay,
      date,
      startTime,
      duration: 1,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  };
  const row = (id: string) => t.app.ctx.knex('bookings').where({ id }).first();

  it('holds the slot while pending, then confirms with the payment facts', async () => {
    const { bookingId, date } = await pending('09:00');
    await expect(competitor(date, '09:00')).rejects.toThrow(SLOT_TAKEN);
    const done = await confirmBooking(t.app.ctx, bookingId, {
      paymentStatus: 'paid',
      squarePaymentId: 'sq_123',
      totalAmountCents: 3500,
    });
    await t.app.ctx.projections.waitFor(done.position, ['bookings']);
    expect(await row(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      square_payment_id: 'sq_123',
      total_amount_cents: 3500,
    });
    expect((await confirmBooking(t.app.ctx, bookingId, { paymentStatus: 'paid' })).position).toBeNull();
  });

  it('frees the slot when a failed checkout releases it, and will not confirm it afterwards', async () => {
    const { bookingId, date } = await pending('11:00');
    const released = await releaseBooking(t.app.ctx, bookingId, 'payment declined');
    expect(released.released).toBe(true);
    await t.app.ctx.projections.waitFor(released.position, ['bookings']);
    expect(await row(bookingId)).toMatchObject({ status: 'released', release_reason: 'payment declined' });
    await expect(confirmBooking(t.app.ctx, bookingId, { paymentStatus: 'paid' })).rejects.toThrow(
      'This booking is no longer awaiting payment.',
    );
    await expect(competitor(date, '11:00')).resolves.toBeDefined();
  });

  it('stops holding the slot once a pending hold has run out, even before anything releases it', async () => {
    const { date } = await pending('13:00', new Date(t.now().getTime() + 60_000).toISOString());
    await expect(competitor(date, '13:00')).rejects.toThrow(SLOT_TAKEN);
    t.setNow(new Date(t.now().getTime() + 61_000));
    await expect(competitor(date, '13:00')).resolves.toBeDefined();
  });

  it('records payment facts learned later, such as a paid refund', async () => {
    const { bookingId } = await pending('15:00');
    await confirmBooking(t.app.ctx, bookingId, { paymentStatus: 'paid' });
    const done = await recordBookingPayment(t.app.ctx, bookingId, { paymentStatus: 'refunded', refundStatus: 'paid' });
    await t.app.ctx.projections.waitFor(done.position, ['bookings']);
    expect(await row(bookingId)).toMatchObject({ payment_status: 'refunded', refund_status: 'paid' });
  });

  it('answers BOOKING.NOT_FOUND for an unknown booking', async () => {
    await expect(confirmBooking(t.app.ctx, randomUUID(), { paymentStatus: 'paid' })).rejects.toMatchObject({
      code: 'BOOKING.NOT_FOUND',
      status: 404,
    });
  });
});
