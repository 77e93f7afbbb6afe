import { Router } from 'express';
import type { AppContext } from '../app-context';

export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const checks: Record<string, unknown> = {};
    let ready = true;
    try {
      await ctx.knex.raw('select 1');
      checks.database = 'ok';
    } catch (e) {
      ready = false;
      checks.database = (e as Error).message;
    }
    if (ctx.jobs.ping) {
      const ok = await ctx.jobs.ping(1000);
      checks.redis = ok ? 'ok' : 'unreachable';
      ready &&= ok;
    } else {
      checks.redis = 'not used (jobs run in-process)';
    }
    try {
      const lag = await ctx.projections.lag();
      checks.projections = lag;
      const failing = lag.filter((l) => l.lastError);
      if (failing.length) ready = false;
    } catch (e) {
      ready = false;
      checks.projections = (e as Error).message;
    }
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', checks });
  });
  return router;
}
