/**
 * `npm run bench -- projections [events]` (default 200,000; BENCH_EVENTS works too): on the local
 * PostgreSQL, in a throwaway database,
 *   1. writes a log of about `events` events across users, credits, bookings and payments (checkouts)
 *      through the event store, 8 writers;
 *   2. builds the four read models live (the runners, as the server does) and checksums their tables;
 *   3. rebuilds each projection (shadow tables, swapped in) and prints its events/s;
 *   4. says whether every rebuilt table is identical to the one built live.
 */
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { createKnex, createPool } from '../src/db/knex';
import { EventTypes } from '../src/eventstore/events';
import { modules } from '../src/modules';
import { PostgresEventStore } from '../src/eventstore/postgres/postgres-event-store';
import type { NewEvent } from '../src/eventstore/types';
import { bookingsProjection } from '../src/projections/bookings/bookings.projection';
import { BookingDayCache } from '../src/projections/bookings/bookings.queries';
import { creditsProjection } from '../src/projections/credits/credits.projection';
import { paymentsProjection } from '../src/projections/checkout/payments.projection';
import type { Projection } from '../src/projections/projection';
import { ProjectionManager } from '../src/projections/projection-manager';
import { usersProjection } from '../src/projections/users/users.projection';
import { migrateLatest } from '../migrations';
import { throwawayDatabase } from './eventstore-bench-support';
// The event definitions (appends are validated against them, as in the app).
import '../src/domain/bookings/booking.events';
import '../src/domain/checkout/checkout.events';
import '../src/domain/credits/credits.events';
import '../src/domain/users/user.events';

const WRITERS = 8;
const BOOKINGS_PER_USER = 5;

/** One customer's history: registration, credits, five bookings and the checkouts that paid for them. */
function history(n: number): Array<{ stream: string; events: NewEvent[] }> {
  const userId = randomUUID();
  const at = new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
  const user: NewEvent[] = [
    {
      type: 'UserRegistered',
      data: {
        userId,
        firstName: `First${n}`,
        lastName: `Last${n}`,
        email: `user${n}@example.com`,
        phoneNumber: `+1212${String(n).padStart(7, '0')}`,
        registeredAt: at,
      },
    },
    { type: 'UserPhoneVerified', data: { userId, phoneNumber: `+1212${String(n).padStart(7, '0')}`, verifiedAt: at } },
  ];
  if (n % 10 === 0)
    user.push({ type: 'UserProfileUpdated', data: { userId, firstName: `Renamed${n}`, updatedAt: at } });
  const credits: NewEvent[] = [
    { type: 'CreditsGranted', data: { userId, bucket: 'general', amount: 3, reason: 'bench', operationId: `g-${n}` } },
    { type: 'CreditsGranted', data: { userId, bucket: 'loyalty', amount: 1, reason: 'bench', operationId: `l-${n}` } },
    {
      type: 'CreditsSpent',
      data: {
        userId,
        amount: 1.5,
        from: { loyalty: 1, membership: 0, general: 0.5 },
        reason: 'bench',
        operationId: `s-${n}`,
      },
    },
  ];
  const bookings: NewEvent[] = [];
  const checkouts: NewEvent[] = [];
  for (let b = 0; b < BOOKINGS_PER_USER; b++) {
    const bookingId = randomUUID();
    const day = String(1 + ((n + b) % 28)).padStart(2, '0');
    const hour = String(8 + ((n * 3 + b) % 12)).padStart(2, '0');
    const startsAt = `2026-12-${day}T${hour}:00:00-05:00`;
    const endsAt = `2026-12-${day}T${hour}:00:00-04:00`;
    bookings.push({
      type: 'BookingPlaced',
      data: {
        bookingId,
        bayId: randomUUID(),
        userId,
        date: `2026-12-${day}`,
        startTime: `${hour}:00:00`,
        endTime: `${hour}:59:00`,
        startsAt,
        endsAt,
        duration: 1,
        status: 'pending',
        paymentStatus: 'pending',
        subtotalCents: 5000,
        totalAmountCents: 5000,
        quote: { hourlyRateCents: 5000, lines: [] },
        holdExpiresAt: startsAt,
        placedAt: at,
      },
    });
    bookings.push({
      type: 'BookingConfirmed',
      data: { bookingId, paymentStatus: 'paid', squarePaymentId: `sq-${n}-${b}`, confirmedAt: at },
    });
    if (b === 1)
      bookings.push({
        type: 'BookingExtended',
        data: {
          bookingId,
          additionalHours: 0.5,
          duration: 1.5,
          endTime: `${hour}:59:00`,
          endsAt,
          extensionCostCents: 2500,
          lines: [],
          extendedAt: at,
        },
      });
    if (b === 2)
      bookings.push({
        type: 'BookingCancelled',
        data: {
          bookingId,
          userId,
          cancelledBy: userId,
          bookingAmountCents: 5000,
          refundAmountCents: 5000,
          refundPercentage: 100,
          refundReason: 'bench',
          paymentStatus: 'paid',
          cancelledAt: at,
        },
      });
    if (b < 3) {
      checkouts.push(
        {
          type: 'CheckoutStarted',
          data: {
            bookingId,
            startedAt: at,
            plan: {
              userId,
              lines: [{ type: 'booking', label: 'Bay booking', amountCents: 5000, data: { bookingId } }],
              subtotalCents: 5000,
              creditsUsed: 0,
              creditsValueCents: 0,
              coupon: null,
              giftCard: null,
              cardAmountCents: 5000,
              processor: 'square',
            },
          },
        },
        {
          type: 'CheckoutChargeRequested',
          data: { bookingId, processor: 'square', amountCents: 5000, idempotencyKey: bookingId, sourceToken: 'tok' },
        },
        {
          type: 'CheckoutCharged',
          data: { bookingId, processor: 'square', paymentId: `sq-${n}-${b}`, amountCents: 5000 },
        },
        {
          type: 'CheckoutCompleted',
          data: {
            bookingId,
            userId,
            paymentId: `sq-${n}-${b}`,
            processor: 'square',
            cardAmountCents: 5000,
            completedAt: at,
          },
        },
      );
      if (b === 2)
        checkouts.push({
          type: 'CheckoutRefunded',
          data: {
            bookingId,
            cancellationEventId: randomUUID(),
            cardRefundCents: 5000,
            refundId: `rf-${n}`,
            giftCardRefundCents: 0,
            creditsRefunded: 0,
            refundedAt: at,
          },
        });
    }
  }
  return [
    { stream: `user-${userId}`, events: user },
    { stream: `credits-bench-${userId}`, events: credits },
    { stream: `bayday-bench-${userId}`, events: bookings },
    { stream: `checkout-bench-${userId}`, events: checkouts },
  ];
}

// One customer in ten also updates their profile.
const EVENTS_PER_USER = history(1).reduce((n, s) => n + s.events.length, 0) + 0.1;

/** A checksum of a table's rows (order-independent). */
async function checksum(knex: ReturnType<typeof createKnex>, table: string): Promise<string> {
  const { rows } = await knex.raw(
    `SELECT count(*) AS n, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
                                     FROM ?? x`,
    [table],
  );
  return `${rows[0].n}:${rows[0].h}`;
}

export default async function projectionsBench(args: string[]): Promise<void> {
  const target = Number(args[0] ?? process.env.BENCH_EVENTS ?? 200_000);
  const users = Math.ceil(target / EVENTS_PER_USER);
  const db = await throwawayDatabase('projections');
  const knex = createKnex(db.url, 10);
  const pool = createPool(db.url, WRITERS + 2);
  // The app's event types, as registerModules declares them (the bench's events get their defaults).
  const eventTypes = new EventTypes();
  eventTypes.register(...modules.flatMap((m) => m.events ?? []));
  const store = new PostgresEventStore({ pool, connectionString: db.url, eventTypes });
  const projections: Projection[] = [
    usersProjection,
    creditsProjection,
    bookingsProjection(new BookingDayCache()),
    paymentsProjection,
  ];
  const manager = new ProjectionManager(store, knex, pino({ level: 'silent' }), db.url, 600_000);
  try {
    await migrateLatest(knex);
    console.log(`writing ${users} customers' histories (${users * EVENTS_PER_USER} events) with ${WRITERS} writers...`);
    let next = 0;
    let written = 0;
    const writeStarted = Date.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < users) {
          for (const { stream, events } of history(next++)) {
            await store.append(stream, events, { expected: 'no_stream' });
            written += events.length;
          }
        }
      }),
    );
    const writeSeconds = (Date.now() - writeStarted) / 1000;
    console.log(
      `wrote ${written} events in ${writeSeconds.toFixed(1)} s (${Math.round(written / writeSeconds)} events/s)`,
    );

    const counts = new Map<string, number>();
    for (const p of projections) counts.set(p.name, (await store.countEvents({ eventTypes: p.eventTypes })) ?? 0);
    manager.register(...projections);
    const liveStarted = Date.now();
    manager.start();
    const head = await store.head();
    const waitStarted = Date.now();
    if (!(await manager.waitFor(head, undefined, 600_000)))
      throw new Error(
        `live projections did not catch up in ${Date.now() - waitStarted} ms: ${JSON.stringify(await manager.lag())}`,
      );
    const liveSeconds = (Date.now() - liveStarted) / 1000;
    console.log(
      `live runners (batches of 500, all four at once): ${written} events projected in ${liveSeconds.toFixed(1)} s`,
    );
    await manager.stop();

    const live = new Map<string, string>();
    for (const p of projections) for (const t of p.tables) live.set(t, await checksum(knex, t));

    let allSeconds = 0;
    let allEvents = 0;
    const mismatches: string[] = [];
    for (const p of projections) {
      const started = process.hrtime.bigint();
      const { events } = await manager.rebuild(p.name);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      allSeconds += seconds;
      allEvents += events;
      const same: string[] = [];
      for (const t of p.tables) {
        const now = await checksum(knex, t);
        if (now === live.get(t)) same.push(t);
        else mismatches.push(`${t} (live ${live.get(t)}, rebuilt ${now})`);
      }
      console.log(
        `${p.name.padEnd(9)} rebuild: ${String(events).padStart(8)} events (${counts.get(p.name)} in the log) in ${seconds
          .toFixed(2)
          .padStart(6)} s = ${String(Math.round(events / seconds)).padStart(7)} events/s; tables identical to live: ${
          same.length === p.tables.length ? 'yes' : 'NO'
        } (${p.tables.join(', ')})`,
      );
    }
    console.log(
      `all four rebuilt: ${allEvents} events in ${allSeconds.toFixed(1)} s = ${Math.round(allEvents / allSeconds)} events/s` +
        ` (1,000,000 events at this rate: ${((1_000_000 / allEvents) * allSeconds).toFixed(0)} s)`,
    );
    console.log(
      mismatches.length
        ? `checksums differ: ${mismatches.join('; ')}`
        : 'checksums: every rebuilt table identical to the live one',
    );
    if (mismatches.length) process.exitCode = 1;
  } finally {
    await manager.stop();
    await store.close();
    await pool.end();
    await knex.destroy();
    await db.drop();
  }
}
