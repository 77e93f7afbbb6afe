/**
 * `npm run bench -- lag`: how far the live read models trail the writes, on the local PostgreSQL with
 * the whole app running (every projection and reactor, as `npm start` runs them).
 *   1. Burst: ~10,200 confirmed bookings appended as fast as 20 concurrent appends go (the baseline: how
 *      long the appends took), then the time from the last append until every projection and reactor
 *      has processed the log's head: `projected N ms after the last append` (goal <= 2,000 ms). The
 *      slowest projections are listed with their own catch-up times.
 *   2. Read-your-writes: booking commands (place, on distinct bay-days) started at 100 per second for
 *      10 s; for each, the time from the command's answer until its booking is in the `bookings` read
 *      model (what the next GET would read): `read-your-writes p99 N ms` (goal <= 50 ms), beside the
 *      command's own time.
 */
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { placeBooking, quoteBooking, type Quote } from '../src/commands/bookings';
import { createBay } from '../src/commands/catalog/catalog.commands';
import { addDays, venueToday } from '../src/domain/catalog/venue-time';
import { startBenchApp } from './bench-support';
import { anyBay, fillBookings, setUpVenue } from './booking-venue';

const RATE_PER_SECOND = 100;
const RYW_SECONDS = 10;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (v: number) => `${Math.round(v)} ms`;
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

export default async function lagBench(): Promise<void> {
  const app = await startBenchApp({ dbPrefix: 'golf_bench_lag', redisPrefix: 'golfbenchlag' });
  const ctx = app.running.ctx;
  try {
    const bays = await setUpVenue(ctx);
    const today = venueToday(new Date(), ctx.config.VENUE_TIMEZONE);
    await ctx.projections.waitFor(await ctx.store.head(), undefined, 60_000);

    // 1. The burst.
    const started = performance.now();
    const count = await fillBookings(ctx, bays, addDays(today, -30));
    const lastAppend = performance.now();
    const head = await ctx.store.head();
    const caughtUp = await Promise.all(
      ctx.projections.names().map(async (name) => {
        const ok = await ctx.projections.waitFor(head, [name], 600_000);
        return { name, ok, ms: performance.now() - lastAppend };
      }),
    );
    const slowest = [...caughtUp].sort((a, b) => b.ms - a.ms);
    const projected = slowest[0].ms;
    console.log(
      `\nburst: ${count} bookings appended in ${ms(lastAppend - started)} (baseline: the appends themselves)`,
    );
    console.log(
      `projected ${Math.round(projected)} ms after the last append   goal <= 2000 ms   ${verdict(projected <= 2000 && caughtUp.every((c) => c.ok))}`,
    );
    console.log('  slowest projections and reactors to reach the head:');
    for (const p of slowest.slice(0, 8))
      console.log(`    ${p.name.padEnd(28)} ${ms(p.ms).padStart(9)}${p.ok ? '' : ' (timed out)'}`);

    // 2. Read-your-writes at a steady 100 commands per second.
    const cmdBays: string[] = [];
    for (let i = 0; i < 30; i++) cmdBays.push((await createBay(ctx, anyBay(`Ryw ${i}`))).bayId);
    const jobs = cmdBays.flatMap((bayId) =>
      Array.from({ length: 40 }, (_, d) => ({
        bayId,
        date: addDays(today, 1 + (d % 7)),
        hour: 8 + Math.floor(d / 7) * 2,
      })),
    );
    const total = Math.min(jobs.length, RATE_PER_SECOND * RYW_SECONDS);
    const quoted: Array<{ bayId: string; date: string; startTime: string; quote: Quote }> = [];
    for (const job of jobs.slice(0, total)) {
      const startTime = `${String(job.hour).padStart(2, '0')}:00`;
      quoted.push({ ...job, startTime, quote: await quoteBooking(ctx, { ...job, startTime, duration: 1 }) });
    }
    await ctx.projections.waitFor(await ctx.store.head(), undefined, 60_000);
    const command: number[] = [];
    const visible: number[] = [];
    // How long this process's event loop kept callbacks waiting meanwhile (commands, projections, jobs).
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    let late = 0;
    const t0 = performance.now();
    await Promise.all(
      quoted.map(async (job, i) => {
        const due = t0 + (i * 1000) / RATE_PER_SECOND;
        await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
        const begun = performance.now();
        const { position } = await placeBooking(ctx, {
          bookingId: randomUUID(),
          userId: null,
          bayId: job.bayId,
          date: job.date,
          startTime: job.startTime,
          duration: 1,
          quote: job.quote,
          status: 'confirmed',
          paymentStatus: 'paid',
        });
        const answered = performance.now();
        if (!(await ctx.projections.waitFor(position, ['bookings'], 10_000))) late++;
        command.push(answered - begun);
        visible.push(performance.now() - answered);
      }),
    );
    loopDelay.disable();
    const p99 = pct(visible, 99);
    console.log(`\nread-your-writes: ${quoted.length} booking commands at ${RATE_PER_SECOND}/s`);
    console.log(`  command answered in p50 ${ms(pct(command, 50))}, p99 ${ms(pct(command, 99))} (baseline)`);
    console.log(`  then visible in bookings: p50 ${ms(pct(visible, 50))}${late ? `, ${late} not within 10 s` : ''}`);
    console.log(
      `  event loop delay meanwhile: p50 ${ms(loopDelay.percentile(50) / 1e6)}, p99 ${ms(loopDelay.percentile(99) / 1e6)}`,
    );
    console.log(`read-your-writes p99 ${Math.round(p99)} ms   goal <= 50 ms   ${verdict(p99 <= 50 && late === 0)}`);
  } finally {
    await app.close();
  }
}
