/**
 * The app on EventStoreDB (the wire-level stand-in) loses its event store under load and gets it back
 * on the same address with the same log, as after a restart of the server: while it is away /readyz
 * and every write answer 503 with Retry-After (never 500), the projections wait with a backoff and
 * say so once instead of logging a stack trace per attempt, and once it is back they resume from
 * their checkpoints by themselves: ready again, writes work, the read models match the log.
 */
import pino from 'pino';
import { adjustCredits } from '../../src/commands/credits/credits.commands';
import { addDays, venueToday } from '../../src/domain/catalog/venue-time';
import { setUpVenue } from '../bookings/booking-fixtures';
import { signUp } from '../harness/auth';
import { startEventStoreDbStandIn, type EventStoreDbStandIn } from '../harness/eventstoredb-standin';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';

interface Tally {
  tried: number;
  booked: number;
  byStatus: Map<number, number>;
  withoutRetryAfter: number;
  /** Requests that got no answer at all (connection closed), with why. */
  errors: string[];
}

interface LogLine {
  level: number;
  msg?: string;
  req?: unknown;
  reqId?: unknown;
  err?: { stack?: string };
  [key: string]: unknown;
}

const WARN = 40;
const HOURS = Array.from({ length: 17 }, (_, i) => `${String(6 + i).padStart(2, '0')}:00`);
/** Fixed pauses on purpose: how long the store stays away, and a load generator's breath after a refusal. */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('EventStoreDB outage drill', () => {
  let standIn: EventStoreDbStandIn;
  let app: TestApp;
  let bays: string[];
  const lines: LogLine[] = [];

  beforeAll(async () => {
    standIn = await startEventStoreDbStandIn();
    // The app's own log at the production level, kept here to be counted.
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    app = await startTestApp({ env: { EVENTSTORE_URL: standIn.connectionString }, logger });
    bays = await setUpVenue(app.ctx, 4);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await standIn?.stop();
  }, 60_000);

  /** One customer booking free slots one after another (with a credit each), and a guest reading, until stopped. */
  function load(
    customer: HttpClient,
    slots: Iterator<{ bayId: string; date: string; startTime: string }>,
    tally: Tally,
  ) {
    let running = true;
    const count = (res: { status: number; headers: Headers }) => {
      tally.tried++;
      tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
      if (res.status === 503 && !res.headers.get('retry-after')) tally.withoutRetryAfter++;
    };
    const failed = (error: Error) => {
      tally.errors.push(`${error.message} ${String((error.cause as Error | undefined)?.message ?? '')}`);
      return { status: 0, headers: new Headers(), body: null };
    };
    const booker = async () => {
      let slot = slots.next().value;
      while (running && slot) {
        const res = await customer.post('/api/bookings', { ...slot, duration: 1, creditsUsed: 1 }).catch(failed);
        count(res);
        if (res.status === 201) tally.booked++;
        // A refusal may still have held the slot (the answer was lost with the store): move on.
        if (res.status !== 503) slot = slots.next().value;
        if (res.status >= 300) await sleep(100);
      }
    };
    const reader = async () => {
      while (running) {
        const res = await customer.get('/api/bookings').catch(failed);
        count(res);
        await sleep(50);
      }
    };
    const workers = [booker(), reader()];
    return async () => {
      running = false;
      await Promise.all(workers);
    };
  }
  const newTally = (): Tally => ({ tried: 0, booked: 0, byStatus: new Map(), withoutRetryAfter: 0, errors: [] });
  const fiveHundreds = (t: Tally) => [...t.byStatus].filter(([s]) => (s >= 500 && s !== 503) || s === 0);

  it('answers 503 with Retry-After while the event store is away, logs the outage once, and recovers by itself', async () => {
    const { client: customer, user } = await signUp(app);
    await adjustCredits(
      app.ctx,
      { userId: user.id, amount: 400, reason: 'drill', bucket: 'general' },
      { actor: 'system' },
    );
    const today = venueToday(new Date(), app.config.VENUE_TIMEZONE);
    const slots = (function* () {
      for (let d = 1; d <= 6; d++)
        for (const startTime of HOURS) for (const bayId of bays) yield { bayId, date: addDays(today, d), startTime };
    })();

    const before = newTally();
    let stop = load(customer, slots, before);
    await waitFor(() => before.booked >= 3, { what: 'bookings before the outage' });
    await stop();
    expect(fiveHundreds(before)).toEqual([]);

    const during = newTally();
    stop = load(customer, slots, during);
    const port = Number(new URL(standIn.connectionString.replace(/^esdb:/, 'http:')).port);
    const outageFrom = lines.length;
    await standIn.stop();

    const notReady = await waitFor(async () => app.client().get('/readyz'), {
      until: (res) => res.status === 503,
      what: '/readyz to say not ready',
    });
    expect(notReady.headers.get('retry-after')).toBeTruthy();
    expect(notReady.body).toMatchObject({ status: 'not ready', checks: { eventStore: 'unreachable', database: 'ok' } });
    const write = await customer.post('/api/bookings', {
      ...slots.next().value!,
      duration: 1,
      creditsUsed: 1,
    });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBeTruthy();
    expect(write.body).toMatchObject({
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
    });
    // Reads of the read models do not need the event store.
    expect((await customer.get('/api/bookings')).status).toBe(200);
    // The store stays away a while: long enough for every projection to have retried many times.
    await sleep(8000);
    await stop();
    const outage = lines.slice(outageFrom);

    standIn = await startEventStoreDbStandIn({ port, log: standIn.log });
    const after = newTally();
    stop = load(customer, slots, after);
    await waitFor(async () => (await app.client().get('/readyz')).status === 200, {
      timeoutMs: 60_000,
      what: '/readyz ready again once the store is back',
    });
    await waitFor(() => after.booked >= 3, { timeoutMs: 60_000, what: 'bookings after the store came back' });
    await stop();
    const settled = newTally();
    stop = load(customer, slots, settled);
    await waitFor(() => settled.booked >= 3, { timeoutMs: 60_000, what: 'bookings once settled' });
    await stop();

    expect(during.byStatus.get(503)).toBeGreaterThan(0);
    expect(during.withoutRetryAfter).toBe(0);
    for (const tally of [during, after, settled]) expect(fiveHundreds(tally)).toEqual([]);
    expect(settled.byStatus.get(503)).toBeUndefined();

    // A booking written now shows in the reads, and every projection reaches the head of the log.
    const booked = await customer.post('/api/bookings', { ...slots.next().value!, duration: 1, creditsUsed: 1 });
    expect(booked.status).toBe(201);
    const mine = (await customer.get('/api/bookings')).body as Array<{ id: string }>;
    expect(mine.map((b) => b.id)).toContain(booked.body.id);
    await waitFor(async () => (await app.ctx.projections.lag()).filter((p) => !p.caughtUp), {
      until: (behind) => behind.length === 0,
      timeoutMs: 60_000,
      what: 'every projection caught up',
    });

    // Nothing lost, nothing twice: the read model holds exactly the bookings the log holds, and
    // replaying the log from the start reproduces it.
    const placed = standIn.log.all
      .filter((e) => e.type === 'BookingPlaced')
      .map((e) => JSON.parse(Buffer.from(e.data).toString('utf8')) as { bookingId: string; userId: string })
      .filter((b) => b.userId === user.id)
      .map((b) => b.bookingId)
      .sort();
    const rows = await app.ctx.knex('bookings').where({ user_id: user.id }).orderBy('id').pluck('id');
    expect(rows).toEqual(placed);
    const table = await app.ctx.knex('bookings').orderBy('id');
    await app.ctx.projections.rebuild('bookings');
    expect(await app.ctx.knex('bookings').orderBy('id')).toEqual(table);

    // The outage in the log: said once (a warning), not a stack trace per attempt per projection.
    const own = outage.filter((l) => !l.req && !l.reqId);
    const stacks = outage.filter((l) => l.err?.stack);
    const summary = (l: LogLine) => `${l.level} ${l.msg} ${String(l.projection ?? '')}`;
    console.log(
      `EventStoreDB drill: ${outage.length} log lines over the outage (${own.length} not about a request, ` +
        `${stacks.length} with a stack trace, ${outage.filter((l) => l.level >= WARN).length} warnings or worse); ` +
        `${during.tried} requests during it, ${during.byStatus.get(503) ?? 0} answered 503\n` +
        own.slice(0, 20).map(summary).join('\n'),
    );
    expect(stacks).toEqual([]);
    // The projections and reactors say it once for the process (it was a stack trace a second each);
    // what else is left is a line per retried job attempt, fewer than there are projections.
    expect(own.filter((l) => /unreachable/.test(l.msg ?? '')).map((l) => l.level)).toEqual([WARN]);
    expect(own.filter((l) => l.projection)).toEqual([]);
    expect(own.length).toBeLessThan(app.ctx.projections.names().length);
  }, 240_000);
});
