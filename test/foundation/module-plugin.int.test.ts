import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { requireAuth } from '../../src/api/auth';
import type { BookingPolicy } from '../../src/commands/booking-policies';
import type { OrderLineType } from '../../src/commands/checkout/order-line-type';
import { venueStream } from '../../src/domain/streams';
import type { RecordedEvent } from '../../src/eventstore/types';
import { modules } from '../../src/modules';
import { job, type AppModule } from '../../src/modules/module';
import type { Projection } from '../../src/projections/projection';
import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { setUpVenue } from '../bookings/booking-fixtures';
import { cardToken } from '../payments/payment-fixtures';
import { addDays, venueToday } from '../../src/domain/catalog/venue-time';

/**
 * A new product area written only in this file: club rentals. It sells a line through the paid
 * order, keeps a read model, gives an early-bird price on bookings and answers a route, and the app
 * takes all of it by composing the module, with no edit to any other area's files.
 */
const clubRentalInput = z.object({ type: z.literal('club-rental'), sets: z.number().int().min(1).max(4) });

const clubRentalLine: OrderLineType<z.infer<typeof clubRentalInput>> = {
  type: 'club-rental',
  input: clubRentalInput,
  readModels: ['club-rentals'],
  async price(_ctx, input) {
    return {
      type: 'club-rental',
      label: `${input.sets} set(s) of rental clubs`,
      amountCents: 1500 * input.sets,
      data: { sets: input.sets },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: {},
    };
  },
  async fulfil(ctx, line, run) {
    const { sets } = line.data as { sets: number };
    const stream = venueStream('club_rental', ctx.config.VENUE_ID, run.orderId);
    const event = { type: 'ClubsRented', data: { orderId: run.orderId, userId: run.userId, sets } };
    const { position } = await ctx.store.append(stream, [event], { expected: 'any' });
    return { reference: run.orderId, position };
  },
};

const clubRentalsProjection: Projection = {
  name: 'club-rentals',
  eventTypes: ['ClubsRented'],
  tables: ['club_rentals'],
  async apply(trx, event: RecordedEvent) {
    const d = event.data as { orderId: string; userId: string; sets: number };
    await trx('club_rentals').insert({ order_id: d.orderId, user_id: d.userId, sets: d.sets }).onConflict().ignore();
  },
};

const earlyBird: BookingPolicy = {
  name: 'early-bird',
  async priceAdjustment(_ctx, _userId, slot) {
    return slot.startTime < '12:00' ? { kind: 'early-bird', label: 'Early bird', perHourCents: -500 } : null;
  },
};

declare module '../../src/workers/jobs' {
  interface JobPayloads {
    'club-rentals.count': Record<string, never>;
  }
}

/** The nightly count the area's recurring job keeps (in the context of this test: a counter). */
const nightlyCounts: number[] = [];

const clubRentalsModule: AppModule = {
  name: 'club-rentals',
  projections: () => [clubRentalsProjection],
  jobs: (ctx) => [
    job('club-rentals.count', async () => {
      nightlyCounts.push(Number((await ctx.knex('club_rentals').count({ n: '*' }))[0].n));
    }),
  ],
  schedules: () => [
    {
      id: 'club-rentals-nightly',
      every: { cron: '0 4 * * *', tz: 'America/New_York' },
      job: { name: 'club-rentals.count', payload: {} },
    },
  ],
  policies: () => [earlyBird],
  orderLines: () => [clubRentalLine],
  routes: (ctx) => {
    const router = Router();
    router.get('/club-rentals/mine', requireAuth, async (req, res) => {
      res.json(await ctx.knex('club_rentals').where({ user_id: req.user!.id }).select('order_id', 'sets'));
    });
    return router;
  },
};

describe('a new product area plugs in by declaring itself as a module', () => {
  let app: TestApp;
  let bayId: string;
  beforeAll(async () => {
    app = await startTestApp({
      modules: [...modules, clubRentalsModule],
      prepare: async (ctx) => {
        await ctx.knex.schema.createTable('club_rentals', (t) => {
          t.uuid('order_id').primary();
          t.uuid('user_id');
          t.integer('sets');
        });
      },
    });
    [bayId] = await setUpVenue(app.ctx, 1);
  });
  afterAll(async () => {
    await app.close();
  });

  it('sells its own line through the paid order and shows it in its own read model and route', async () => {
    const { client } = await signUp(app);
    const paid = await client.post('/api/orders', {
      lines: [{ type: 'club-rental', sets: 2 }],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    expect(paid.body).toMatchObject({
      amountCharged: '30.00',
      quote: { lines: [{ label: '2 set(s) of rental clubs' }] },
    });
    const mine = await client.get('/api/club-rentals/mine');
    expect(mine.body).toEqual([{ order_id: paid.body.orderId, sets: 2 }]);
    expect((await client.post('/api/orders/quote', { lines: [{ type: 'club-rental', sets: 9 }] })).status).toBe(400);
  });

  it('changes booking prices through its policy, on the server', async () => {
    const { client } = await signUp(app);
    const date = addDays(venueToday(new Date(), app.config.VENUE_TIMEZONE), 2);
    const morning = await client.post('/api/orders/quote', {
      lines: [{ type: 'booking', bayId, date, startTime: '10:00', duration: 2 }],
    });
    expect(morning.body.lines[0].amount).toBe('60.00');
    const evening = await client.post('/api/orders/quote', {
      lines: [{ type: 'booking', bayId, date, startTime: '14:00', duration: 1 }],
    });
    expect(evening.body.lines[0].amount).toBe('35.00');
  });

  it('runs its recurring job when it is due, once, as the injected clock moves', async () => {
    const ran = nightlyCounts.length;
    await app.ctx.jobs.runDue();
    expect(nightlyCounts.length).toBe(ran);
    const now = app.ctx.now;
    app.ctx.now = () => new Date(Date.now() + 25 * 3_600_000);
    try {
      await app.ctx.jobs.runDue();
      await app.ctx.jobs.runDue();
      expect(nightlyCounts.length).toBe(ran + 1);
      expect(nightlyCounts.at(-1)).toBeGreaterThanOrEqual(1);
    } finally {
      app.ctx.now = now;
    }
  });

  it('is not there for an app composed without it', async () => {
    const plain = await startTestApp();
    try {
      const { client } = await signUp(plain);
      const res = await client.post('/api/orders/quote', { lines: [{ type: 'club-rental', sets: 1 }] });
      expect(res.status).toBe(400);
      expect((await client.get('/api/club-rentals/mine')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
