/**
 * `npm run bench -- reminders`: the per-minute reminder run on a busy venue. In a throwaway database
 * (golf_bench_reminders_*) with the projections running and no workers or schedules (so nothing but
 * the timed calls sends a reminder): 20 bays, 300 customers, three days of hourly bookings (840),
 * placed through the booking command on a moved clock. Then `sendDueReminders` (what the job runs)
 * is timed at three instants: the evening before the first day (every 24-hour reminder of that day
 * due at once), the same instant again (nothing may be sent twice), and the next afternoon (the first
 * day's 2-hour reminders and the second day's 24-hour ones), and once more with nothing due.
 */
import { DateTime } from 'luxon';
import { randomUUID } from 'node:crypto';
import { placeBooking, quoteBooking } from '../src/commands/bookings';
import { createBay, setBusinessHours } from '../src/commands/catalog/catalog.commands';
import { sendDueReminders } from '../src/commands/reminders/reminder.commands';
import { registerUser } from '../src/commands/users/register-user.command';
import { startBenchApp } from './bench-support';

const BAYS = Number(process.env.BENCH_BAYS ?? 20);
const USERS = Number(process.env.BENCH_USERS ?? 300);
const DAYS = 3;
const HOURS = Array.from({ length: 14 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`); // 08:00-21:00

export default async function remindersBench(): Promise<void> {
  const app = await startBenchApp({ dbPrefix: 'golf_bench_reminders', role: 'projections' });
  const ctx = app.running.ctx;
  const zone = ctx.config.VENUE_TIMEZONE;
  let clock = Date.now();
  ctx.now = () => new Date(clock);
  const setClock = (at: DateTime) => {
    clock = at.toMillis();
  };
  try {
    const day0 = DateTime.now().setZone(zone).startOf('day').plus({ days: 2 });
    setClock(day0.minus({ days: 2 }).set({ hour: 9 }));
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
    for (let i = 0; i < BAYS; i++) {
      const { bayId } = await createBay(ctx, {
        name: `Bay ${i + 1}`,
        description: null,
        isActive: true,
        hourlyRateCents: null,
        peakHourlyRateCents: null,
      });
      bays.push(bayId);
    }
    const users: string[] = [];
    for (let i = 0; i < USERS; i++) {
      const { userId } = await registerUser(ctx, {
        profile: { firstName: `Golfer${i}`, lastName: 'Bench', email: `golfer${i}@bench.example` },
        phoneNumber: `+1212${201 + (i % 700)}${String(1000 + i).padStart(4, '0')}`,
        phoneVerified: true,
      });
      users.push(userId);
    }

    const t0 = performance.now();
    let placed = 0;
    for (let d = 0; d < DAYS; d++) {
      const date = day0.plus({ days: d }).toISODate()!;
      for (const bayId of bays)
        for (const startTime of HOURS) {
          const quote = await quoteBooking(ctx, { bayId, date, startTime, duration: 1 });
          await placeBooking(ctx, {
            bookingId: randomUUID(),
            userId: users[placed % users.length],
            bayId,
            date,
            startTime,
            duration: 1,
            quote,
            status: 'confirmed',
            paymentStatus: 'paid',
          });
          placed++;
        }
    }
    await ctx.projections.waitFor(await ctx.store.head(), undefined, 600_000);
    const placeMs = performance.now() - t0;
    console.log(
      `placed ${placed} confirmed bookings (${BAYS} bays, ${DAYS} days, hourly 08:00-21:00) in ${(placeMs / 1000).toFixed(1)} s (${Math.round((placed / placeMs) * 1000)}/s), read models caught up`,
    );

    const run = async (label: string, at: DateTime) => {
      setClock(at);
      const t = performance.now();
      const { sent, skipped } = await sendDueReminders(ctx);
      const ms = performance.now() - t;
      console.log(
        `${label.padEnd(58)} sent ${String(sent).padStart(4)}, skipped ${skipped}, in ${ms.toFixed(0).padStart(6)} ms${sent ? ` (${Math.round((sent / ms) * 1000)}/s)` : ''}`,
      );
      return sent;
    };
    const evening = day0.minus({ days: 1 }).set({ hour: 20, minute: 59 });
    const afternoon = day0.set({ hour: 18, minute: 30 });
    const first = await run('day before, 20:59: the first day 24 h reminders', evening);
    const again = await run('the same instant again', evening);
    const second = await run('next day, 18:30: the evening 2 h and the next day 24 h ones', afternoon);
    const idle = await run('one minute later: nothing due', afternoon.plus({ minutes: 1 }));
    const texts = await ctx.knex('outbound_sms').where({ reason: 'booking_reminder' }).count<{ n: string }[]>('* as n');
    console.log(
      `reminder texts queued: ${texts[0].n} (expected ${first + second}; repeated runs sent ${again + idle})`,
    );
  } finally {
    await app.close();
  }
}
