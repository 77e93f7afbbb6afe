/**
 * `npm run bench -- analytics [calls]`: in a throwaway database (golf_bench_analytics_*) on the local
 * PostgreSQL, builds two years of a busy venue (about 150,000 bookings, memberships, gift cards and
 * credit offers) into the analytics read models with the projection's own batch writer
 * (applyAnalyticsBatch, 2,000 events a transaction, as the runner would; the event store is skipped),
 * then times what the analytics routes run (their query functions) for 1 month, 1 year and 2 years.
 */
import {
  DEFAULT_ADMIN_NOTIFICATIONS,
  DEFAULT_DOOR_ACCESS,
  DEFAULT_SYSTEM_SETTINGS,
} from '../src/domain/catalog/venue-settings';
import { DateTime } from 'luxon';
import { migrateLatest } from '../migrations';
import { createKnex } from '../src/db/knex';
import type { DayHours } from '../src/domain/catalog/business-hours';
import type { Bay, CatalogSnapshot } from '../src/projections/catalog/catalog.queries';
import { analyticsSummary } from '../src/projections/analytics/analytics-summary.queries';
import { applyAnalyticsBatch } from '../src/projections/analytics/analytics.projection';
import {
  customersSeries,
  occupancyHeatMap,
  revenueSeries,
  topCustomers,
} from '../src/projections/analytics/analytics.queries';
import type { DateRange, Granularity } from '../src/projections/analytics/analytics-periods';
import type { RecordedEvent } from '../src/eventstore/types';
import { BUSY_VENUE, busyVenue } from './analytics-venue';
import { throwawayDatabase } from './eventstore-bench-support';

const ZONE = 'America/New_York';
const LAST_DAY = '2026-11-24';
const BATCH = 2000;
const TARGET_MS = 300;

function catalog(bays: number): CatalogSnapshot {
  const week = new Map<number, DayHours>();
  for (let d = 0; d < 7; d++)
    week.set(d, {
      dayOfWeek: d,
      openTime: '09:00:00',
      closeTime: '23:00:00',
      bookingIntervalMinutes: 30,
      peakStartTime: '17:00:00',
      peakEndTime: '23:00:00',
      baseHourlyRateCents: 3500,
      peakHourlyRateCents: 5000,
    });
  const list: Bay[] = Array.from({ length: bays }, (_, i) => ({
    id: `bay-${i}`,
    name: `Bay ${i + 1}`,
    description: null,
    isActive: true,
    hourlyRateCents: null,
    peakHourlyRateCents: null,
    bufferMinutes: 0,
    createdAt: '2024-01-01T00:00:00Z',
  }));
  return {
    bays: list,
    baysById: new Map(list.map((b) => [b.id, b])),
    week,
    cancellationPolicy: { tiers: [] } as never,
    settings: {
      system: DEFAULT_SYSTEM_SETTINGS,
      notifications: DEFAULT_ADMIN_NOTIFICATIONS,
      doorAccess: DEFAULT_DOOR_ACCESS,
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function time(calls: number, run: () => Promise<unknown>) {
  await run(); // warm-up (plans, caches)
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

export default async function analyticsBench(args: string[]): Promise<void> {
  const calls = Number(args[0] ?? process.env.BENCH_CALLS ?? 40);
  const db = await throwawayDatabase('analytics');
  const knex = createKnex(db.url, 10, 'main');
  try {
    await migrateLatest(knex);
    const started = performance.now();
    let buffer: RecordedEvent[] = [];
    let events = 0;
    const flush = async () => {
      await knex.transaction((trx) => applyAnalyticsBatch(trx, buffer as never, ZONE));
      events += buffer.length;
      buffer = [];
    };
    for (const day of busyVenue(BUSY_VENUE, LAST_DAY)) {
      buffer.push(...day);
      if (buffer.length >= BATCH) await flush();
    }
    if (buffer.length) await flush();
    const seconds = (performance.now() - started) / 1000;
    const [{ bookings }] = await knex('analytics_bookings').count({ bookings: '*' });
    console.log(
      `built the read models with applyAnalyticsBatch (the projection's batch writer, ${BATCH} events a batch): ` +
        `${events} events, ${bookings} bookings, in ${seconds.toFixed(1)} s (${Math.round(events / seconds)} events/s)`,
    );
    // Members for the summary's active-members count (the memberships projection owns this table).
    await knex.raw(
      `INSERT INTO user_memberships (user_id, plan_id, plan_name, status, fee_cents, free_credits, period_start,
         period_end, member_since, updated_at)
       SELECT gen_random_uuid(), 'member', 'Member', 'active', 4900, 0, now(), now() + interval '1 month',
              now() - (i || ' days')::interval, now() FROM generate_series(1, ?) i`,
      [BUSY_VENUE.members],
    );
    await knex.raw('ANALYZE');
    for (const table of [
      'analytics_revenue',
      'analytics_occupancy',
      'analytics_customer_days',
      'analytics_customers',
    ]) {
      const [{ n }] = await knex(table).count({ n: '*' });
      console.log(`  ${table}: ${n} rows`);
    }

    const snapshot = catalog(BUSY_VENUE.bays);
    const last = DateTime.fromISO(LAST_DAY);
    const ranges: Array<[string, DateRange, Granularity]> = [
      ['1 month, by day', { from: last.minus({ months: 1 }).plus({ days: 1 }).toISODate()!, to: LAST_DAY }, 'day'],
      ['1 year, by week', { from: last.minus({ years: 1 }).plus({ days: 1 }).toISODate()!, to: LAST_DAY }, 'week'],
      ['2 years, by month', { from: last.minus({ years: 2 }).plus({ days: 1 }).toISODate()!, to: LAST_DAY }, 'month'],
      ['2 years, by day', { from: last.minus({ years: 2 }).plus({ days: 1 }).toISODate()!, to: LAST_DAY }, 'day'],
    ];
    console.log(`\ntimings over ${calls} calls each (after one warm-up), target < ${TARGET_MS} ms:`);
    let slow = 0;
    for (const [label, range, granularity] of ranges) {
      const report = await time(calls, () =>
        Promise.all([
          revenueSeries(knex, range, granularity),
          occupancyHeatMap(knex, snapshot, range),
          customersSeries(knex, range, granularity),
          topCustomers(knex, range),
        ]),
      );
      const summary = await time(calls, () => analyticsSummary(knex, snapshot, ZONE, range));
      for (const [name, t] of [
        ['GET /api/admin/analytics', report],
        ['GET /api/admin/analytics/summary', summary],
      ] as const) {
        const ok = t.p99 < TARGET_MS;
        if (!ok) slow++;
        console.log(
          `  ${label.padEnd(18)} ${name.padEnd(33)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p99 ${t.p99
            .toFixed(1)
            .padStart(6)} ms  ${ok ? 'ok' : 'OVER TARGET'}`,
        );
      }
    }
    console.log(slow ? `${slow} timings over ${TARGET_MS} ms` : `every timing under ${TARGET_MS} ms`);
  } finally {
    await knex.destroy();
    // BENCH_KEEP_DB=1 keeps the venue to look at the plans (drop it by hand afterwards).
    if (process.env.BENCH_KEEP_DB === '1') console.log(`kept ${db.url}`);
    else await db.drop();
  }
}
