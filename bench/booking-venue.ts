/**
 * The bench venue shared by `availability` and `lag`: 7 days of hours, 10 bays, and ~10,000 confirmed
 * bookings over 60 days appended one bay-day stream at a time (20 appends in flight).
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import type { NewEvent } from '../src/eventstore/types';
import { createBay, setBusinessHours } from '../src/commands/catalog/catalog.commands';
import { fitBooking } from '../src/domain/catalog/business-hours';
import { bayDayStream, BookingPlaced } from '../src/domain/bookings/booking.events';
import { buildQuote, priceLines } from '../src/domain/catalog/pricing';
import { catalogSnapshot } from '../src/projections/catalog/catalog.queries';
import { addDays, localParts } from '../src/domain/catalog/venue-time';

export const BAYS = 10;
export const DAYS = 60;
const HOURS = {
  openTime: '06:00:00',
  closeTime: '23:00:00',
  bookingIntervalMinutes: 30,
  peakStartTime: '17:00:00',
  peakEndTime: '21:00:00',
  baseHourlyRateCents: 3500,
  peakHourlyRateCents: 5000,
};

/** ~10,000 confirmed bookings over 60 days (30 back, 30 ahead), appended one bay-day stream at a time. */
export async function fillBookings(ctx: AppContext, bays: string[], firstDay: string): Promise<number> {
  const zone = ctx.config.VENUE_TIMEZONE;
  const { week } = await catalogSnapshot(ctx);
  const appends: Array<() => Promise<unknown>> = [];
  let count = 0;
  for (let d = 0; d < DAYS; d++) {
    const date = addDays(firstDay, d);
    for (const bayId of bays) {
      const events: NewEvent[] = [];
      // 17 one-hour bookings: 06:00 to 23:00, every hour.
      for (let h = 6; h < 23; h++) {
        const fit = fitBooking(date, h * 60, 60, week, zone);
        if (!fit.ok) continue;
        const startTime = localParts(fit.fit.startsAt, zone).time;
        const quote = buildQuote(
          { bayId, date, startTime, endTime: localParts(fit.fit.endsAt, zone).time, duration: 1 },
          priceLines(fit.fit.window.hours, { hourlyRateCents: null, peakHourlyRateCents: null }, h * 60, 60),
        );
        events.push(
          BookingPlaced.create({
            bookingId: randomUUID(),
            bayId,
            userId: null,
            date,
            startTime,
            endTime: quote.endTime,
            startsAt: fit.fit.startsAt.toISO()!,
            endsAt: fit.fit.endsAt.toISO()!,
            duration: 1,
            status: 'confirmed',
            paymentStatus: 'paid',
            subtotalCents: quote.subtotalCents,
            totalAmountCents: quote.totalCents,
            quote: quote as unknown as Record<string, unknown>,
            firstName: 'Bench',
            lastName: 'Golfer',
            placedAt: new Date().toISOString(),
          }),
        );
      }
      count += events.length;
      appends.push(() =>
        ctx.store.append(bayDayStream(ctx.config.VENUE_ID, bayId, date), events, { expected: 'no_stream' }),
      );
    }
  }
  for (let i = 0; i < appends.length; i += 20) await Promise.all(appends.slice(i, i + 20).map((f) => f()));
  return count;
}

/** Opening hours every day and BAYS bays named "Bay 1".. ; answers the bay ids. */
export async function setUpVenue(ctx: AppContext): Promise<string[]> {
  for (let d = 0; d < 7; d++) await setBusinessHours(ctx, { dayOfWeek: d, ...HOURS });
  const bays: string[] = [];
  for (let i = 0; i < BAYS; i++) bays.push((await createBay(ctx, anyBay(`Bay ${i + 1}`))).bayId);
  return bays;
}

/** A bay at the venue's rates. */
export const anyBay = (name: string) => ({
  name,
  description: null,
  isActive: true,
  hourlyRateCents: null,
  peakHourlyRateCents: null,
});
