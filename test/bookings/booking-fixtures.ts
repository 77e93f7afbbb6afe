import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../src/app-context';
import { createBay, setBusinessHours } from '../../src/commands/catalog/catalog.commands';
import { addDays, venueToday } from '../../src/domain/catalog/venue-time';
import { startTestApp, type TestApp } from '../harness/test-app';

export interface BookingTestApp {
  app: TestApp;
  /** Moves the server's clock (ctx.now) to an instant. */
  setNow(at: Date | string): void;
  now(): Date;
  /** The venue-local calendar date `days` after today (server clock). */
  day(days: number): string;
}

/** A test app whose clock the test controls; starts at the real time. */
export async function startBookingApp(env: Record<string, string> = {}): Promise<BookingTestApp> {
  let clock = Date.now();
  const app = await startTestApp({
    env,
    prepare: (ctx: AppContext) => {
      ctx.now = () => new Date(clock);
    },
  });
  return {
    app,
    setNow: (at) => {
      clock = new Date(at).getTime();
    },
    now: () => new Date(clock),
    day: (days) => addDays(venueToday(new Date(clock), app.config.VENUE_TIMEZONE), days),
  };
}

export const STANDARD_HOURS = {
  openTime: '06:00:00',
  closeTime: '23:00:00',
  bookingIntervalMinutes: 30,
  peakStartTime: '17:00:00',
  peakEndTime: '21:00:00',
  baseHourlyRateCents: 3500,
  peakHourlyRateCents: 5000,
};

/** Every day 06:00-23:00, peak 17:00-21:00 at 50.00, otherwise 35.00; `bays` active bays. */
export async function setUpVenue(
  ctx: AppContext,
  bays = 3,
  hours: Partial<typeof STANDARD_HOURS> = {},
): Promise<string[]> {
  for (let d = 0; d < 7; d++) await setBusinessHours(ctx, { dayOfWeek: d, ...STANDARD_HOURS, ...hours });
  const ids: string[] = [];
  for (let i = 0; i < bays; i++) {
    const { bayId } = await createBay(ctx, {
      name: `Bay ${i + 1} ${randomBytes(2).toString('hex')}`,
      description: null,
      isActive: true,
      hourlyRateCents: null,
      peakHourlyRateCents: null,
    });
    ids.push(bayId);
  }
  return ids;
}

export const SLOT_TAKEN = 'This time slot is no longer available. Please choose a different time.';
