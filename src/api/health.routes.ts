import { timingSafeEqual } from 'node:crypto';
import { Router, type Request } from 'express';
import type { AppContext } from '../app-context';
import { NotFoundError } from '../lib/errors';
import { adminAlerts } from '../projections/system/alerts.queries';
import { requireAdmin } from './auth';
import { sendProblem } from './problem';

/** The database answers a trivial query within the time a load balancer waits. */
async function databaseAnswers(ctx: AppContext, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([ctx.pool.query('select 1').then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the event store's own server answers (EventStoreDB; the PostgreSQL store is the database),
 * asked at most once a second per store however often the load balancer calls, so /readyz stays cheap.
 */
function eventStoreProbe(everyMs = 1000, timeoutMs = 1000): (ctx: AppContext) => Promise<boolean> {
  const last = new WeakMap<object, { at: number; answer: Promise<boolean> }>();
  return (ctx) => {
    const store = ctx.store;
    if (!store.reachable) return Promise.resolve(true);
    const cached = last.get(store);
    if (cached && Date.now() - cached.at < everyMs) return cached.answer;
    const answer = store.reachable(timeoutMs).catch(() => false);
    last.set(store, { at: Date.now(), answer });
    return answer;
  };
}

/**
 * /healthz: the process is up. /readyz: it can serve, for load balancers, saying only that: ready,
 * degraded (Redis unreachable: bookings still work, side effects wait) or not ready (the database or
 * the event store does not answer; then which, with Retry-After). Probed on every call (the event
 * store at most once a second), so an instance comes back by itself after an outage.
 */
export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  const eventStoreAnswers = eventStoreProbe();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    // With several venues (each its own database) the process serves only when every venue's answers.
    const venues = ctx.venues?.contexts() ?? [ctx];
    const [databases, eventStores] = await Promise.all([
      Promise.all(venues.map((v) => databaseAnswers(v))),
      Promise.all(venues.map((v) => eventStoreAnswers(v))),
    ]);
    const database = databases.every(Boolean);
    const eventStore = eventStores.every(Boolean);
    if (!database || !eventStore) {
      const checks: Record<string, string> = { database: database ? 'ok' : 'unreachable' };
      if (ctx.store.reachable) checks.eventStore = eventStore ? 'ok' : 'unreachable';
      return res.status(503).setHeader('Retry-After', '5').json({ status: 'not ready', checks });
    }
    const redis = ctx.jobs.ping ? await ctx.jobs.ping(1000) : true;
    res.json({ status: redis ? 'ready' : 'degraded' });
  });
  router.get('/metrics', async (req, res) => {
    if (!metricsAllowed(req, ctx.config.METRICS_TOKEN)) return sendProblem(res, 404, 'NOT_FOUND', 'Not found');
    res.setHeader('Content-Type', ctx.metrics.registry.contentType);
    res.send(await ctx.metrics.registry.metrics());
  });
  return router;
}

/** The scraper with the configured token, or (without one) a request from this machine, not proxied. */
function metricsAllowed(req: Request, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? '');
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  const address = req.socket.remoteAddress ?? '';
  const local = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  return local && !req.headers['x-forwarded-for'];
}

/** The detail behind readiness, for admins: database, Redis, job bus and every projection's lag. */
export function systemHealthRoutes(ctx: AppContext): Router {
  const router = Router();
  const eventStoreAnswers = eventStoreProbe();
  router.get('/admin/system/health', requireAdmin, async (_req, res) => {
    const database = await databaseAnswers(ctx);
    const eventStore = await eventStoreAnswers(ctx);
    const redis = ctx.jobs.ping
      ? (await ctx.jobs.ping(1000))
        ? 'ok'
        : 'unreachable'
      : 'not used (jobs run in-process)';
    const projections = database && eventStore ? await ctx.projections.lag() : [];
    res.json({
      database: database ? 'ok' : 'unreachable',
      ...(ctx.store.reachable ? { eventStore: eventStore ? 'ok' : 'unreachable' } : {}),
      redis,
      jobBus: ctx.jobs.kind,
      projections,
      failingProjections: projections.filter((p) => p.lastError).map((p) => p.name),
    });
  });
  router.get('/admin/alerts', requireAdmin, async (_req, res) => {
    res.json(await adminAlerts(ctx, ctx.now()));
  });
  router.post('/admin/projections/:name/resume', requireAdmin, async (req, res) => {
    const name = String(req.params.name);
    if (!ctx.projections.names().includes(name)) throw new NotFoundError(`No read model is called ${name}`);
    const resumed = await ctx.projections.resume(name);
    res.json({ name, resumed, message: resumed ? `Retrying ${name}` : `${name} has not stopped` });
  });
  return router;
}
