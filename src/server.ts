import { createServer, type RequestListener, type Server } from 'node:http';
import type { Logger } from 'pino';
import { migrateLatest } from '../migrations';
import { createApp } from './api/app';
import { createAppContext, type AppContext } from './app-context';
import type { Config } from './config/env';
import { modules as allModules, registerModules, scheduleModules, seedModules } from './modules';
import type { AppModule } from './modules/module';
import { configForVenue, defaultVenueId, venueSettings, type VenueSetting } from './config/venues';
import { VenueDirectory, type VenueInfo } from './venues/venue-directory';
import { createVenueFront } from './venues/venue-front';
import { ensureDatabase } from './db/ensure-database';
import { MIN_POOL_BUDGET } from './db/pool-budget';

export type Role = 'all' | 'api' | 'projections' | 'workers';

export interface RunningServer {
  /** The app context (the default venue's when VENUES lists several). */
  ctx: AppContext;
  /** Every venue's context by id (VENUES set only). */
  venues?: ReadonlyMap<string, AppContext>;
  server?: Server;
  url?: string;
  stop(): Promise<void>;
}

/** Starts the parts of the product this process runs; `all` is API + projections + workers. */
export async function startServer(config: Config, logger: Logger, options: StartOptions = {}): Promise<RunningServer> {
  const settings = venueSettings(config);
  if (settings) return startVenues(config, logger, options, settings);
  const role = options.role ?? config.ROLE;
  const modules = options.modules ?? allModules;
  const ctx = await startVenue(config, logger, options);
  const { server, url } = await listen(config, role, () => createApp(ctx, modules));
  ctx.servedAt = url;
  return {
    ctx,
    server,
    url,
    async stop() {
      await closeServer(server);
      await ctx.close();
    },
  };
}

export interface StartOptions {
  role?: Role;
  modules?: AppModule[];
  migrate?: boolean;
  seed?: boolean;
  prepare?: (ctx: AppContext) => void | Promise<void>;
}

/** One venue's context with its migrations, modules, projections, workers and seed, as the role asks. */
async function startVenue(config: Config, logger: Logger, options: StartOptions): Promise<AppContext> {
  const role = options.role ?? config.ROLE;
  const modules = options.modules ?? allModules;
  const ctx = await createAppContext(config, logger, role);
  try {
    await options.prepare?.(ctx);
    if (options.migrate ?? true) await migrateLatest(ctx.knex, modules);
    registerModules(ctx, modules);
    if (role === 'all' || role === 'projections') ctx.projections.start();
    if (role === 'all' || role === 'workers') {
      await ctx.jobs.startWorkers();
      await scheduleModules(ctx, modules);
      // What is due now runs at start too (the sweep settles what a crash left), without delaying start.
      void ctx.jobs.runDue().catch((err) => logger.warn({ err }, 'scheduled jobs at start failed'));
    }
    if ((options.seed ?? config.SEED_DEMO) && role !== 'workers') await seedModules(ctx, modules);
  } catch (error) {
    await ctx.close().catch(() => undefined);
    throw error;
  }
  return ctx;
}

/**
 * Several venues (VENUES set): each its own context on its own database (its migrations, event store,
 * read models, projections, job queues and seed), behind one HTTP front that routes each request to
 * one venue (src/venues/venue-front.ts). `ctx` is the default venue's.
 */
async function startVenues(
  config: Config,
  logger: Logger,
  options: StartOptions,
  settings: VenueSetting[],
): Promise<RunningServer> {
  const role = options.role ?? config.ROLE;
  const defaultId = defaultVenueId(config);
  const started: Array<{ info: VenueInfo; ctx: AppContext }> = [];
  try {
    for (const venue of settings) {
      const isDefault = venue.id === defaultId;
      // The budget is the process's: each venue's database gets its share.
      const venueConfig = {
        ...configForVenue(config, venue, isDefault),
        DATABASE_POOL_BUDGET: Math.max(MIN_POOL_BUDGET, Math.floor(config.DATABASE_POOL_BUDGET / settings.length)),
      };
      const created = await ensureDatabase(venueConfig.DATABASE_URL);
      // Seeded below, once every venue is known: a venue's demo staff are the default venue's accounts.
      const ctx = await startVenue(venueConfig, logger.child({ venue: venue.id }), {
        ...options,
        seed: false,
        migrate: created || (options.migrate ?? true),
      });
      started.push({
        info: { id: venue.id, name: venue.name, timeZone: venue.timeZone, address: venue.address ?? null },
        ctx,
      });
    }
  } catch (error) {
    for (const v of started) await v.ctx.close().catch(() => undefined);
    throw error;
  }
  const directory = new VenueDirectory(defaultId, started);
  for (const v of started) v.ctx.venues = directory;
  try {
    await seedVenues(directory, options, role);
  } catch (error) {
    for (const v of started) await v.ctx.close().catch(() => undefined);
    throw error;
  }
  const ctx = directory.identity();
  let listening: { server?: Server; url?: string };
  try {
    listening = await listen(config, role, () => createVenueFront(directory, options.modules));
    for (const v of started) v.ctx.servedAt = listening.url;
  } catch (error) {
    for (const v of started) await v.ctx.close().catch(() => undefined);
    throw error;
  }
  return {
    ctx,
    venues: new Map(started.map((v) => [v.info.id, v.ctx])),
    ...listening,
    async stop() {
      await closeServer(listening.server);
      for (const v of started) await v.ctx.close();
    },
  };
}

/** Each venue's demo data, the default venue's first (it keeps the platform accounts others copy). */
async function seedVenues(directory: VenueDirectory, options: StartOptions, role: Role): Promise<void> {
  const identity = directory.identity();
  if (!(options.seed ?? identity.config.SEED_DEMO) || role === 'workers') return;
  const modules = options.modules ?? allModules;
  const others = directory.contexts().filter((c) => c !== identity);
  for (const ctx of [identity, ...others]) await seedModules(ctx, modules);
}

async function listen(
  config: Config,
  role: Role,
  makeApp: () => RequestListener,
): Promise<{ server?: Server; url?: string }> {
  if (role !== 'all' && role !== 'api') return {};
  const app = makeApp();
  const server = await new Promise<Server>((resolve, reject) => {
    // Slow clients cannot hold connections open: headers and whole requests have deadlines,
    // checked every second.
    const s = createServer(
      {
        headersTimeout: config.HEADERS_TIMEOUT_MS,
        requestTimeout: config.REQUEST_TIMEOUT_MS,
        connectionsCheckingInterval: 1000,
      },
      app,
    );
    s.listen(config.PORT, config.HOST, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  return { server, url: `http://localhost:${port}` };
}

/**
 * Order matters: stop taking requests, let in-flight ones finish (bounded), then (the caller)
 * projections, workers (BullMQ lets running jobs finish) and finally the database pools.
 */
async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 5000);
  await closed;
  clearTimeout(force);
}
