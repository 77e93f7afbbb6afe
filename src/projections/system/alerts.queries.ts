import type { AppContext } from '../../app-context';
import { plural, type AdminAlert } from '../admin-alert';
import type { ProjectionLag } from '../projection-manager';

/** A read model stopped at an event it cannot apply: the banner above every admin page, with retry. */
function stalledAlerts(lag: ProjectionLag[]) {
  return lag
    .filter((p) => p.failing?.stalledAt)
    .map((p) => ({
      kind: 'projection_stalled' as const,
      projection: p.name,
      eventId: p.failing!.eventId,
      eventType: p.failing!.type,
      streamId: p.failing!.streamId,
      error: p.failing!.error,
      since: p.failing!.stalledAt,
      message: `The ${p.name} read model stopped at event ${p.failing!.eventId} (${p.failing!.type}): ${p.failing!.error}`,
    }));
}

/** Read models failing and retrying, or stopped (the system module's): one merely behind catches up by itself. */
export const projectionsAlert: AdminAlert = {
  rank: 40,
  async read(_ctx, { lag }) {
    const troubled = lag.filter((p) => p.failing || p.lastError).map((p) => p.name);
    return {
      kind: 'projections',
      count: troubled.length,
      message: troubled.length
        ? `${plural(troubled.length, 'read model is', 'read models are')} failing or stopped: ${troubled.join(', ')}`
        : 'Every read model is running',
      link: '/admin',
    };
  },
};

/** Every module's alerts, in rank order (unranked ones after, in the modules' order). */
function alertsOf(modules: AppContext['modules']): AdminAlert[] {
  const all = modules.flatMap((m) => m.alerts ?? []);
  const rank = (a: AdminAlert) => a.rank ?? Number.POSITIVE_INFINITY;
  return all
    .map((a, i) => ({ a, i }))
    .sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i)
    .map(({ a }) => a);
}

/**
 * GET /api/admin/alerts: `alerts`, the read models that stopped (the banner above every admin page),
 * and `summary`, a count per thing an admin should look at (each module's alerts), with the page that fixes it.
 */
export async function adminAlerts(
  ctx: Pick<AppContext, 'knex' | 'projections' | 'payments' | 'config' | 'modules'>,
  now: Date,
) {
  const lag = await ctx.projections.lag();
  const summary = await Promise.all(alertsOf(ctx.modules).map((a) => a.read(ctx, { now, lag })));
  return { alerts: stalledAlerts(lag), summary };
}
