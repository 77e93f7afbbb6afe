import type { AppContext } from '../app-context';
import { defineEvent } from '../eventstore/events';
import { z } from 'zod';
import { createBay, setBusinessHours, setCancellationPolicy } from '../commands/catalog';
import { DEFAULT_CANCELLATION_POLICY } from '../domain/catalog';
import { AppError } from '../lib/errors';
import { venueStream } from '../domain/streams';

const seedStream = (venue: string) => venueStream('seed', venue, 'demo_venue');
export const DemoVenueSeeded = defineEvent('DemoVenueSeeded', z.object({ bays: z.number().int() }));

const DEMO_BAYS = [
  { bayId: '5a1d0c6e-0001-4c3b-9d0a-000000000001', name: 'Bay 1', description: 'Standard Bay' },
  { bayId: '5a1d0c6e-0002-4c3b-9d0a-000000000002', name: 'Bay 2', description: 'Standard Bay' },
  { bayId: '5a1d0c6e-0003-4c3b-9d0a-000000000003', name: 'Bay 3', description: 'Standard Bay' },
  { bayId: '5a1d0c6e-0004-4c3b-9d0a-000000000004', name: 'Bay 4', description: 'Standard Bay' },
  { bayId: '5a1d0c6e-0005-4c3b-9d0a-000000000005', name: 'Bay 5', description: 'Premium Bay' },
  { bayId: '5a1d0c6e-0006-4c3b-9d0a-000000000006', name: 'Bay 6', description: 'VIP Lounge Bay' },
];

/** Mon-Fri 6 AM-10 PM, weekends 5 AM-11 PM (the Book Online page's hours); evenings are peak. */
function demoHours(dayOfWeek: number) {
  const weekend = dayOfWeek === 0 || dayOfWeek === 6;
  return {
    dayOfWeek,
    openTime: weekend ? '05:00:00' : '06:00:00',
    closeTime: weekend ? '23:00:00' : '22:00:00',
    bookingIntervalMinutes: 30,
    peakStartTime: '17:00:00',
    peakEndTime: weekend ? '23:00:00' : '22:00:00',
    baseHourlyRateCents: 3500,
    peakHourlyRateCents: 4500,
  };
}

/**
 * The demo venue, once per database: 6 bays, a week of hours with evening peak rates and the default
 * cancellation policy. A marker stream records that it ran, so admin edits are never overwritten.
 */
export async function seedDemoVenue(ctx: AppContext): Promise<boolean> {
  for await (const _event of ctx.store.read(seedStream(ctx.config.VENUE_ID))) return false;
  const metadata = { actor: 'system' as const };
  for (const bay of DEMO_BAYS) {
    try {
      await createBay(ctx, { ...bay, isActive: true, hourlyRateCents: null, peakHourlyRateCents: null }, metadata);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CATALOG.BAY_EXISTS')) throw error;
    }
  }
  for (let day = 0; day < 7; day++) await setBusinessHours(ctx, demoHours(day), metadata);
  await setCancellationPolicy(ctx, DEFAULT_CANCELLATION_POLICY, metadata);
  await ctx.store.append(
    seedStream(ctx.config.VENUE_ID),
    [DemoVenueSeeded.create({ bays: DEMO_BAYS.length }, metadata)],
    {
      expected: 'any',
    },
  );
  ctx.logger.info('seeded the demo venue: 6 bays, business hours, cancellation policy');
  return true;
}
