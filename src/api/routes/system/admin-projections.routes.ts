import { Router } from 'express';
import type { AppContext } from '../../../app-context';
import { startProjectionRebuild } from '../../../commands/system/rebuild-projection.command';
import { NotFoundError } from '../../../lib/errors';
import { latestRebuild, projectionStatuses } from '../../../projections/projection-console.queries';
import { actorOf, requireAdmin } from '../../auth';

/** The projections console: every read model's lag, rate and state; rebuilds with their progress. */
export function adminProjectionsRoutes(ctx: AppContext): Router {
  const router = Router();
  const known = (raw: unknown) => {
    const name = String(raw);
    if (!ctx.projections.get(name)) throw new NotFoundError(`No read model is called ${name}`);
    return name;
  };
  router.get('/admin/projections', requireAdmin, async (_req, res) => {
    res.json({ projections: await projectionStatuses(ctx) });
  });
  router.post('/admin/projections/:name/rebuild', requireAdmin, async (req, res) => {
    const name = known(req.params.name);
    const { rebuildId } = await startProjectionRebuild(ctx, name, actorOf(req));
    res.status(202).json({ rebuildId, name });
  });
  router.get('/admin/projections/:name/rebuild', requireAdmin, async (req, res) => {
    const progress = await latestRebuild(ctx, known(req.params.name));
    if (!progress) throw new NotFoundError(`${String(req.params.name)} has not been rebuilt from the console`);
    res.json(progress);
  });
  return router;
}
