import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import type { NewEvent } from '../src/eventstore/types';
import { createBay, setBusinessHours } from '../src/commands/catalog/catalog.commands';
import { fitBooking } from '../src/domain/catalog/business-hours';
import { bayDayStream, BookingPlaced } from '../src/domain/bookings/booking.events';
import { buildQuote, priceLines } from '../src/domain/catalog/pricing';
import { addDays, localParts, venueToday } from '../src/domain/catalog/venue-time';
import { catalogSnapshot } from '../src/projections/catalog/catalog.queries';
import { accountSummary } from '../src/projections/account/account.queries';
import { startBenchApp } from './bench-support';

const BAYS = 8;
const DAYS = 180;
const CUSTOMERS = 400;
const CALLS = 300;

/**
 * The account page's one call at a busy venue: ~24,000 bookings over 180 days spread over 400
 * customers (~60 each), then GET /api/account/summary's query for random customers, timed.
 */
export default async function accountBench(): Promise<void> {
  const app = await startBenchApp({
    env: {
      NODE_ENV: 'production',
      DATABASE_POOL_MAX: '20',
      SEED_DEMO: 'false',
      SESSION_SECRET: randomBytes(24).toString('hex'),
    },
  });
  const ctx: AppContext = app.running.ctx;
  try {
    for (let d = 0; d < 7; d++)
      await setBusinessHours(ctx, {
        dayOfWeek: d,
        openTime: '06:00:00',
        closeTime: '23:00:00',
        bookingIntervalMinutes: 30,
        peakStartTime: '17:00:00',
        peakEndTime: '21:00:00',
        baseHourlyRateCents: 3500,
        peakHourlyRateCents: 5000,
      });
    const bays: string[] = [];
    for (let i = 0; i < BAYS; i++)
      bays.push(
        (
          await createBay(ctx, {
            name: `Bay ${i + 1}`,
            description: null,
            isActive: true,
            hourlyRateCents: null,
            peakHourlyRateCents: null,
          })
        ).bayId,
      );
    const users = Array.from({ length: CUSTOMERS }, () => randomUUID());
    const zone = ctx.config.VENUE_TIMEZONE;
    const { week } = await catalogSnapshot(ctx);
    const first = addDays(venueToday(new Date(), zone), -150);
    const t0 = performance.now();
    let count = 0;
    const appends: Array<() => Promise<unknown>> = [];
    for (let d = 0; d < DAYS; d++) {
      const date = addDays(first, d);
      for (const bayId of bays) {
        const events: NewEvent[] = [];
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
              userId: users[count % users.length],
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
          count++;
        }
        appends.push(() =>
          ctx.store.append(bayDayStream(ctx.config.VENUE_ID, bayId, date), events, { expected: 'no_stream' }),
        );
      }
    }
    for (let i = 0; i < appends.length; i += 20) await Promise.all(appends.slice(i, i + 20).map((f) => f()));
    await ctx.projections.waitFor(await ctx.store.head(), undefined, 600_000);
    console.log(`seeded ${count} bookings for ${CUSTOMERS} customers in ${Math.round(performance.now() - t0)} ms`);

    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const userId = users[Math.floor(Math.random() * users.length)];
      const t = performance.now();
      const summary = await accountSummary(ctx, userId, new Date());
      times.push(performance.now() - t);
      if (i === 0) console.log(`first summary: ${summary === null ? 'no account row (bookings only)' : 'ok'}`);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
    console.log(`account summary query: ${CALLS} calls, p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms`);
  } finally {
    await app.close();
  }
}
