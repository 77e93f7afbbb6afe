import { randomUUID } from 'node:crypto';
import { ClockedIn, ClockedOut, timeclockStream } from '../src/domain/staff/timeclock';
import { timesheets, timeclockEntries } from '../src/projections/staff/staff.queries';
import { startBenchApp } from './bench-support';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 40);
const WEEKS = Number(process.env.BENCH_WEEKS ?? 104);
const CALLS = 200;

const pct = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);

/**
 * Two years of a venue's timeclock (40 employees, five shifts a week): the timesheet and entries
 * queries admins use, clock-in/out through the command, and a rebuild of the staff read model from
 * the log (hours come from the events alone).
 */
export default async function staffBench(): Promise<void> {
  const app = await startBenchApp({ dbPrefix: 'golf_bench_staff' });
  const ctx = app.running.ctx;
  try {
    const t0 = performance.now();
    const start = Date.parse('2024-11-24T14:00:00Z'); // a Sunday, 9 AM in New York
    let events = 0;
    const users: string[] = [];
    for (let e = 0; e < EMPLOYEES; e++) {
      const userId = randomUUID();
      users.push(userId);
      const batch = [];
      for (let w = 0; w < WEEKS; w++)
        for (let d = 1; d <= 5; d++) {
          const entryId = randomUUID();
          const inAt = start + ((w * 7 + d) * 24 + (e % 3)) * 3_600_000;
          const outAt = inAt + (6 + (e % 4)) * 3_600_000 + (w % 4) * 15 * 60_000;
          batch.push(ClockedIn.create({ entryId, userId, at: new Date(inAt).toISOString(), notes: null }));
          batch.push(ClockedOut.create({ entryId, userId, at: new Date(outAt).toISOString(), notes: null }));
        }
      await ctx.store.append(timeclockStream(ctx.config.VENUE_ID, userId), batch, { expected: 'no_stream' });
      events += batch.length;
    }
    await ctx.projections.waitFor(await ctx.store.head(), undefined, 900_000);
    const seededMs = performance.now() - t0;
    console.log(
      `seeded ${events / 2} timeclock entries (${events} events, ${EMPLOYEES} employees, ${WEEKS} weeks) and projected them in ${Math.round(seededMs)} ms`,
    );

    const sheetTimes: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const week = new Date(start + Math.floor(Math.random() * WEEKS) * 7 * 86_400_000).toISOString().slice(0, 10);
      const t = performance.now();
      await timesheets(ctx.knex, week, ctx.config.VENUE_TIMEZONE);
      sheetTimes.push(performance.now() - t);
    }
    console.log(
      `timesheets (a week, every employee): ${CALLS} calls, p50 ${pct(sheetTimes, 50)} ms, p99 ${pct(sheetTimes, 99)} ms`,
    );

    const pageTimes: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const t = performance.now();
      await timeclockEntries(
        ctx.knex,
        { limit: 50, userId: i % 2 ? users[i % users.length] : undefined, from: '2025-06-01', to: '2025-06-30' },
        ctx.config.VENUE_TIMEZONE,
        new Date(),
      );
      pageTimes.push(performance.now() - t);
    }
    console.log(
      `entries page (50, by month, half by employee): ${CALLS} calls, p50 ${pct(pageTimes, 50)} ms, p99 ${pct(pageTimes, 99)} ms`,
    );

    const rebuildStart = performance.now();
    const { events: rebuilt } = await ctx.projections.rebuild('staff');
    const rebuildMs = performance.now() - rebuildStart;
    console.log(
      `rebuild of the staff read model: ${rebuilt} events in ${Math.round(rebuildMs)} ms (${Math.round((rebuilt / rebuildMs) * 1000)} events/s)`,
    );
  } finally {
    await app.close();
  }
}
