import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from 'pino';
import { RenderedJsonCache } from './projections/bookings/availability.queries';
import { BookingDayCache } from './projections/bookings/bookings.queries';
import { CatalogCache } from './projections/catalog/catalog.queries';
import type { Config } from './config/env';
import { createKnex, createPool } from './db/knex';
import { poolShares, withApplicationName } from './db/pool-budget';
import { createEventStore } from './eventstore';
import { EventTypes } from './eventstore/events';
import type { EventStore } from './eventstore/types';
import { stampVenue } from './eventstore/venue-store';
import { PersonalDataKeys, withPersonalData } from './eventstore/personal-data';
import { BookingPolicies } from './commands/booking-policies';
import { OrderLineTypes } from './commands/checkout/order-line-type';
import { PaymentServices } from './integrations/payment-services';
import { EmailSender } from './integrations/email/email-sender';
import { alertProjectionStalled } from './commands/system/alert-admins.command';
import { Metrics, type PoolUse, type ProjectionHealth } from './lib/metrics';
import { ProjectionManager } from './projections/projection-manager';
import { projectionLagMetrics } from './projections/projection-lag-metrics';
import { BullMqJobBus, redisAnswers } from './workers/bullmq-bus';
import { InProcessJobBus } from './workers/in-process-bus';
import type { JobBus } from './workers/jobs';
import { StreamLanes } from './lib/stream-lanes';
import type { VenueDirectory } from './venues/venue-directory';
import type { AppModule } from './modules/module';
import { DescriberRegistry } from './commands/describe';
import { moneyFormat, withMoneyFormat, type MoneyFormat } from './lib/money';

export interface AppContext {
  config: Config;
  /** The venue's currency and locale (VENUE_CURRENCY, VENUE_LOCALE); requests and jobs run in its scope. */
  money: MoneyFormat;
  logger: Logger;
  knex: Knex;
  pool: pg.Pool;
  store: EventStore;
  /** The event types the modules declared; the store validates and upcasts with them. */
  eventTypes: EventTypes;
  /** Customers' data keys: personal fields in events are encrypted under them (erasing destroys one). */
  personalData: PersonalDataKeys;
  projections: ProjectionManager;
  /** This process's Prometheus metrics. */
  metrics: Metrics;
  jobs: JobBus;
  /** Outgoing email over SMTP (the configured server, or the local SMTP sink outside production). */
  email: EmailSender;
  /** Card processors: the real adapters when keyed, else the local card twin. */
  payments: PaymentServices;
  /** The modules this app is composed of (registerModules sets it): what reads a slot of every area reads here. */
  modules: AppModule[];
  /** Every module's audit describers, gathered once by registerModules. */
  describers: DescriberRegistry;
  /** Booking rules the modules contributed (member price, advance window, credit restrictions, slots). */
  policies: BookingPolicies;
  /** What the paid order can sell, by line type, as the modules registered. */
  orderLines: OrderLineTypes;
  /** This process's cache of the bookings of each day (availability reads it on every request). */
  bookingDays: BookingDayCache;
  /** This process's snapshot of the catalog (bays, hours, policy), dropped when it writes the catalog. */
  catalog: CatalogCache;
  /** Availability and day-list answers rendered once per catalog snapshot and day rows. */
  renderedJson: RenderedJsonCache;
  /** Commands on one stream in this process run one after another (see StreamLanes). */
  lanes: StreamLanes;
  /** The deployment's other venues (VENUES set); undefined when it serves one venue. */
  venues?: VenueDirectory;
  /** The address this process serves the venue on, once its HTTP server listens (links fall back to it). */
  servedAt?: string;
  /** The clock every command uses; tests replace it. */
  now: () => Date;
  close(): Promise<void>;
}

export async function createAppContext(
  config: Config,
  logger: Logger,
  role: Config['ROLE'] = config.ROLE,
): Promise<AppContext> {
  // The job bus first: when it refuses (production without Redis) nothing else is left open.
  const clock: { ctx?: AppContext } = {};
  const money = moneyFormat(config.VENUE_CURRENCY, config.VENUE_LOCALE);
  const jobs = inMoneyScope(await createJobBus(config, logger, () => clock.ctx?.now() ?? new Date()), money);
  // Each use of the database names itself in pg_stat_activity (golf:<role>:<use>) and stays in its share.
  const shares = poolShares(config, role);
  const url = (use: string) => withApplicationName(config.DATABASE_URL, `golf:${role}:${use}`);
  const knex = createKnex(url('queries'), shares.queries, config.VENUE_ID, logger);
  const pool = createPool(url('events'), shares.events);
  const eventTypes = new EventTypes();
  const personalData = new PersonalDataKeys(pool, config);
  const metrics: Metrics = new Metrics((): ProjectionHealth[] => projections.health());
  const store: EventStore = metrics.counting(
    stampVenue(
      withPersonalData(
        await createEventStore({ ...config, DATABASE_URL: url('listen') }, pool, eventTypes),
        eventTypes,
        personalData,
      ),
      config.VENUE_ID,
    ),
  );
  const projections = new ProjectionManager(store, knex, logger, url('locks'), config.READ_YOUR_WRITES_TIMEOUT_MS, {
    baseMs: config.PROJECTION_RETRY_BASE_MS,
    attempts: config.PROJECTION_RETRY_ATTEMPTS,
  });
  // A reactor's batch of events sends its jobs in one round trip per queue, not one per event.
  projections.reactorBatch = (work) => jobs.collect(work);
  metrics.watch({
    projectionLag: () => projectionLagMetrics(pool, projections, !config.EVENTSTORE_URL, new Date()),
    queues: async () => (jobs instanceof BullMqJobBus ? jobs.queueCounts() : []),
    guestPaymentsPaused: () => ctx.payments.attempts.venuePausedSeconds(),
    pools: () => [knexPoolUse(knex, shares.queries), pgPoolUse(pool, shares.events)],
  });
  const ctx: AppContext = {
    config,
    money,
    logger,
    knex,
    pool,
    store,
    eventTypes,
    personalData,
    projections,
    metrics,
    jobs,
    email: new EmailSender(config, knex, logger),
    payments: new PaymentServices({ config, knex, store, pool, metrics, logger }),
    modules: [],
    describers: new DescriberRegistry(),
    policies: new BookingPolicies(),
    orderLines: new OrderLineTypes(),
    bookingDays: new BookingDayCache(),
    catalog: new CatalogCache(knex),
    renderedJson: new RenderedJsonCache(),
    lanes: new StreamLanes(),
    now: () => new Date(),
    async close() {
      await projections.stop();
      await jobs.close();
      await ctx.email.close();
      await store.close();
      await pool.end().catch(() => undefined);
      await knex.destroy();
    },
  };
  clock.ctx = ctx;
  projections.events.on('failed', (name) => metrics.projectionFailures.inc({ projection: name }));
  projections.events.on('stalled', (name, failing, firstReport) => {
    if (!firstReport) return;
    alertProjectionStalled(ctx, name, failing).catch((err: unknown) =>
      logger.error({ err, projection: name }, 'could not alert the admins'),
    );
  });
  return ctx;
}

function knexPoolUse(knex: Knex, max: number): PoolUse {
  // tarn's pool behind knex: used + free are the open connections.
  const tarn = (knex.client as { pool?: { numUsed(): number; numFree(): number; numPendingAcquires(): number } }).pool;
  if (!tarn) return { name: 'queries', max, total: 0, idle: 0, waiting: 0 };
  const idle = tarn.numFree();
  return { name: 'queries', max, total: tarn.numUsed() + idle, idle, waiting: tarn.numPendingAcquires() };
}

function pgPoolUse(pool: pg.Pool, max: number): PoolUse {
  return { name: 'events', max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** Every job of this venue runs with the venue's money format (a multi-venue process holds several). */
function inMoneyScope(jobs: JobBus, money: MoneyFormat): JobBus {
  const register = jobs.register.bind(jobs);
  jobs.register = (name, processor, options) =>
    register(
      name,
      ((payload, info) => withMoneyFormat(money, () => processor(payload, info))) as typeof processor,
      options,
    );
  return jobs;
}

async function createJobBus(config: Config, logger: Logger, now: () => Date): Promise<JobBus> {
  if (await redisAnswers(config.REDIS_URL)) return new BullMqJobBus(config.REDIS_URL, config.REDIS_PREFIX, logger, now);
  if (config.NODE_ENV === 'production') throw new Error(`Redis at ${config.REDIS_URL} does not answer`);
  logger.warn(`Redis at ${config.REDIS_URL} does not answer: jobs (SMS, payments, holds) run in-process for now.`);
  return new InProcessJobBus(logger, now);
}
