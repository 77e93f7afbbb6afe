import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import type { NewEvent } from '../src/eventstore/types';
import { placeBooking, quoteBooking, type Quote } from '../src/commands/bookings';
import { createBay, setBusinessHours } from '../src/commands/catalog/catalog.commands';
import { fitBooking } from '../src/domain/catalog/business-hours';
import { bayDayStream, BookingPlaced } from '../src/domain/bookings/booking.events';
import { buildQuote, priceLines } from '../src/domain/catalog/pricing';
import { addDays, localParts, venueToday } from '../src/domain/catalog/venue-time';
import { catalogSnapshot } from '../src/projections/catalog/catalog.queries';
import { load, startBenchApp, startPlainServer, type LoadResult } from './bench-support';

const BAYS = 10;
const DAYS = 60;
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
async function fillBookings(ctx: AppContext, bays: string[], firstDay: string): Promise<number> {
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

/** Runs `work` over `jobs` with `concurrency` workers; answers jobs per second. */
async function throughput<J>(jobs: J[], concurrency: number, work: (job: J) => Promise<unknown>) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await work(jobs[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    commands: jobs.length,
    seconds: Math.round(seconds * 100) / 100,
    perSecond: Math.round(jobs.length / seconds),
  };
}

/** Booking commands on distinct bay-days: quote + place as POST /api/bookings does, then place alone. */
async function commandThroughput(ctx: AppContext, today: string) {
  const bays: string[] = [];
  for (let i = 0; i < 100; i++) {
    const bay = {
      name: `Cmd ${i}`,
      description: null,
      isActive: true,
      hourlyRateCents: null,
      peakHourlyRateCents: null,
    };
    bays.push((await createBay(ctx, bay)).bayId);
  }
  const jobs = bays.flatMap((bayId) => [1, 2, 3, 4, 5, 6].map((d) => ({ bayId, date: addDays(today, d) })));
  const place = (job: { bayId: string; date: string }, startTime: string, quote: Quote) =>
    placeBooking(ctx, {
      bookingId: randomUUID(),
      userId: null,
      ...job,
      startTime,
      duration: 2,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
  const quoteAndPlace = await throughput(jobs, 32, async (job) =>
    place(job, '12:00', await quoteBooking(ctx, { ...job, startTime: '12:00', duration: 2 })),
  );
  const quoted = await Promise.all(
    jobs.map(async (job) => ({ job, quote: await quoteBooking(ctx, { ...job, startTime: '15:00', duration: 2 }) })),
  );
  const placeOnly = await throughput(quoted, 32, ({ job, quote }) => place(job, '15:00', quote));
  return { quoteAndPlace, placeOnly };
}

async function contention(
  ctx: AppContext,
  bayId: string,
  date: string,
): Promise<{ winners: number; slotTaken: number; other: number }> {
  const quote = await quoteBooking(ctx, { bayId, date, startTime: '19:00', duration: 1 });
  const results = await Promise.allSettled(
    Array.from({ length: 100 }, () =>
      placeBooking(ctx, {
        bookingId: randomUUID(),
        userId: null,
        bayId,
        date,
        startTime: '19:00',
        duration: 1,
        quote,
        status: 'confirmed',
        paymentStatus: 'paid',
      }),
    ),
  );
  const codes = results.map((r) => (r.status === 'fulfilled' ? 'won' : (r.reason as { code?: string }).code));
  return {
    winners: codes.filter((c) => c === 'won').length,
    slotTaken: codes.filter((c) => c === 'BOOKING.SLOT_UNAVAILABLE').length,
    other: codes.filter((c) => c !== 'won' && c !== 'BOOKING.SLOT_UNAVAILABLE').length,
  };
}

export default async function availabilityBench(): Promise<void> {
  const app = await startBenchApp();
  const plain = await startPlainServer();
  const ctx = app.running.ctx;
  try {
    for (let d = 0; d < 7; d++) await setBusinessHours(ctx, { dayOfWeek: d, ...HOURS });
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
    const today = venueToday(new Date(), ctx.config.VENUE_TIMEZONE);
    const t = performance.now();
    const count = await fillBookings(ctx, bays, addDays(today, -30));
    const appended = performance.now() - t;
    // Every projection and reactor, not only bookings: none may still be busy when the load starts.
    await ctx.projections.waitFor(await ctx.store.head(), undefined, 600_000);
    const projected = performance.now() - t;
    const rows = Number((await ctx.knex('bookings').count({ n: '*' }))[0].n);
    console.log(
      `seeded ${count} bookings (${rows} projected): appended in ${Math.round(appended)} ms, projected by ${Math.round(projected)} ms`,
    );

    const dates = Array.from({ length: 8 }, (_, i) => addDays(today, i));
    // The machine is shared: measure plain Express right before and after each route, compare to the mean.
    const plainBefore = await load('plain express (constant JSON)', plain.url, ['/plain']);
    const dayList = await load(
      'GET /api/bookings?date=',
      app.url,
      dates.map((d) => `/api/bookings?date=${d}`),
    );
    const plainMiddle = await load('plain express (constant JSON)', plain.url, ['/plain']);
    const availability = await load(
      'GET /api/availability?date=&duration=1',
      app.url,
      dates.map((d) => `/api/availability?date=${d}&duration=1`),
    );
    const plainAfter = await load('plain express (constant JSON)', plain.url, ['/plain']);
    console.log('\nHTTP, 50 connections, 10 s each (dates cycle over the next 8 days)');
    const line = (r: LoadResult, ref?: LoadResult[]) => {
      let text = `${r.name.padEnd(40)} ${String(r.requestsPerSec).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  non2xx ${r.non2xx} errors ${r.errors}`;
      if (ref) {
        const rps = ref.reduce((s, x) => s + x.requestsPerSec, 0) / ref.length;
        const p99 = ref.reduce((s, x) => s + x.p99Ms, 0) / ref.length;
        text += `\n${''.padEnd(40)} vs plain around it: ${Math.round((r.requestsPerSec / rps) * 100)}% of req/s (target >= 50%), p99 ${(r.p99Ms / Math.max(1, p99)).toFixed(2)}x (target <= 2x)`;
      }
      console.log(text);
    };
    line(plainBefore);
    line(dayList, [plainBefore, plainMiddle]);
    line(plainMiddle);
    line(availability, [plainMiddle, plainAfter]);
    line(plainAfter);
    console.log('');
    const commands = await commandThroughput(ctx, today);
    for (const [label, r] of [
      ['quote + place', commands.quoteAndPlace],
      ['place only', commands.placeOnly],
    ] as const) {
      console.log(
        `booking commands on distinct bay-days (${label}, 32 at a time): ${r.commands} in ${r.seconds} s = ${r.perSecond}/s (target >= 300/s)`,
      );
    }
    const { bayId: contested } = await createBay(ctx, {
      name: 'Contested',
      description: null,
      isActive: true,
      hourlyRateCents: null,
      peakHourlyRateCents: null,
    });
    const fight = await contention(ctx, contested, addDays(today, 1));
    console.log(
      `100-way contention on one slot: ${fight.winners} winner, ${fight.slotTaken} x 409 SLOT_UNAVAILABLE, ${fight.other} other`,
    );
  } finally {
    await plain.close();
    await app.close();
  }
}
