import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { migrateLatest } from '../migrations';
import { createApp } from './api/app';
import { createAppContext, type AppContext } from './app-context';
import type { Config } from './config/env';
import { modules as allModules, registerModules, scheduleModules, seedModules } from './modules';
import type { AppModule } from './modules/module';

export type Role = 'all' | 'api' | 'projections' | 'workers';

export interface RunningServer {
  ctx: AppContext;
  server?: Server;
  url?: string;
  stop(): Promise<void>;
}

/** Starts the parts of the product this process runs; `all` is API + projections + workers. */
export async function startServer(
  config: Config,
  logger: Logger,
  options: {
    role?: Role;
    modules?: AppModule[];
    migrate?: boolean;
    seed?: boolean;
    prepare?: (ctx: AppContext) => void | Promise<void>;
  } = {},
): Promise<RunningServer> {
  const role = options.role ?? config.ROLE;
  const modules = options.modules ?? allModules;
  const ctx = await createAppContext(config, logger);
  await options.prepare?.(ctx);
  if (options.migrate ?? true) await migrateLatest(ctx.knex);
  registerModules(ctx, modules);
  if (role === 'all' || role === 'projections') ctx.projections.start();
  if (role === 'all' || role === 'workers') {
    await ctx.jobs.startWorkers();
    await scheduleModules(ctx, modules);
    // What is due now runs at start too (the sweep settles what a crash left), without delaying start.
    void ctx.jobs.runDue().catch((err) => logger.warn({ err }, 'scheduled jobs at start failed'));
  }
  if ((options.seed ?? config.SEED_DEMO) && role !== 'workers') await seedModules(ctx, modules);

  let server: Server | undefined;
  let url: string | undefined;
  if (role === 'all' || role === 'api') {
    const app = createApp(ctx, modules);
    server = await new Promise<Server>((resolve, reject) => {
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
    url = `http://localhost:${port}`;
  }
  return {
    ctx,
    server,
    url,
    async stop() {
      // Order matters: stop taking requests, let in-flight ones finish (bounded), then projections,
      // workers (BullMQ lets running jobs finish) and finally the database pools.
      if (server) {
        const s = server;
        const closed = new Promise<void>((resolve) => s.close(() => resolve()));
        s.closeIdleConnections();
        const force = setTimeout(() => s.closeAllConnections(), 5000);
        await closed;
        clearTimeout(force);
      }
      await ctx.close();
    },
  };
}
