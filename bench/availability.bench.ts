import { randomUUID } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import { placeBooking, quoteBooking, type Quote } from '../src/commands/bookings';
import { createBay } from '../src/commands/catalog/catalog.commands';
import { addDays, venueToday } from '../src/domain/catalog/venue-time';
import { load, startBenchApp, startPlainServer, type LoadResult } from './bench-support';
import { anyBay, fillBookings, setUpVenue } from './booking-venue';

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
    bays.push((await createBay(ctx, anyBay(`Cmd ${i}`))).bayId);
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
    const bays = await setUpVenue(ctx);
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
        const share = r.requestsPerSec / rps;
        const slower = r.p99Ms / Math.max(1, p99);
        text += `\n${''.padEnd(40)} vs plain around it: ${Math.round(share * 100)}% of req/s (goal >= 70%) ${share >= 0.7 ? 'met' : 'MISSED'}, p99 ${slower.toFixed(2)}x (goal <= 1.5x) ${slower <= 1.5 ? 'met' : 'MISSED'}`;
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
        `booking commands on distinct bay-days (${label}, 32 at a time): ${r.commands} in ${r.seconds} s = ${r.perSecond}/s` +
          (label === 'place only' ? ` (goal >= 1000/s) ${r.perSecond >= 1000 ? 'met' : 'MISSED'}` : ''),
      );
    }
    const { bayId: contested } = await createBay(ctx, anyBay('Contested'));
    const fight = await contention(ctx, contested, addDays(today, 1));
    console.log(
      `100-way contention on one slot: ${fight.winners} winner, ${fight.slotTaken} x 409 SLOT_UNAVAILABLE, ${fight.other} other`,
    );
  } finally {
    await plain.close();
    await app.close();
  }
}
