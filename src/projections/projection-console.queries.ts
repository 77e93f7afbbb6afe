import type { AppContext } from '../app-context';
import type { ProjectionStatus, RebuildProgress } from '../contracts/system/projections';

interface RebuildRow {
  id: string;
  name: string;
  state: RebuildProgress['state'];
  done: string;
  total: string | null;
  rate_per_second: number;
  seconds_left: number | null;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/**
 * Every projection with its checkpoint, how far behind the log it is (events of its types not yet
 * applied, and how long the oldest of them has waited), its apply rate and its state.
 */
export async function projectionStatuses(ctx: AppContext): Promise<ProjectionStatus[]> {
  const lags = await ctx.projections.lag();
  const rebuilding = new Set(
    (await ctx.knex('projection_rebuilds').where({ state: 'running' }).select('name')).map((r) => r.name as string),
  );
  const now = Date.now();
  return Promise.all(
    lags.map(async (lag): Promise<ProjectionStatus> => {
      const projection = ctx.projections.get(lag.name)!;
      const backlog = await ctx.store.backlog?.({ eventTypes: projection.eventTypes }, lag.checkpoint);
      const stopped = lag.failing?.stalledAt ? lag.failing : null;
      return {
        name: lag.name,
        reactor: Boolean(projection.reactor),
        checkpoint: lag.checkpoint,
        lagEvents: backlog ? backlog.events : null,
        lagMs: backlog?.oldestAt ? Math.max(0, now - backlog.oldestAt.getTime()) : backlog ? 0 : null,
        ratePerSecond: ctx.projections.applyRate(lag.name),
        state: rebuilding.has(lag.name) ? 'rebuilding' : stopped ? 'stopped' : 'running',
        stoppedAt: stopped && { eventId: stopped.eventId, type: stopped.type, error: stopped.error },
      };
    }),
  );
}

/** The projection's latest console rebuild, or null when none was started. */
export async function latestRebuild(ctx: AppContext, name: string): Promise<RebuildProgress | null> {
  const row: RebuildRow | undefined = await ctx
    .knex('projection_rebuilds')
    .where({ name })
    .orderBy('started_at', 'desc')
    .first();
  if (!row) return null;
  return {
    rebuildId: row.id,
    name: row.name,
    done: Number(row.done),
    total: row.total === null ? null : Number(row.total),
    ratePerSecond: row.rate_per_second,
    secondsLeft: row.seconds_left,
    state: row.state,
    error: row.error,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at ? row.finished_at.toISOString() : null,
  };
}
