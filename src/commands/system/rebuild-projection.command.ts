import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { ProjectionRebuildRequested, systemProjectionsStream } from '../../domain/system/projection-rebuild.events';
import type { Actor } from '../../eventstore/types';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { appCommandContext } from '../handle-command';

/**
 * A running rebuild not heard of for this long is taken as dead (its process stopped, or no process
 * runs the projection to claim it); its runner writes a heartbeat every 5 s.
 */
const STALE_AFTER_MS = 60_000;

/**
 * Asks for the shadow rebuild of a read model and answers its id at once. The process that runs the
 * projection claims the request and runs the manager's rebuild (under the projection's advisory
 * lock, swapped in when whole), writing its progress to the request's row. One at a time per
 * projection across processes (a unique index on the running row); audited as
 * ProjectionRebuildRequested with the admin as actor.
 */
export async function startProjectionRebuild(
  ctx: AppContext,
  name: string,
  actor: Actor,
): Promise<{ rebuildId: string }> {
  const projection = ctx.projections.get(name);
  if (!projection) throw new NotFoundError(`No read model is called ${name}`);
  if (projection.reactor)
    throw new ValidationError(`${name} is a reactor: replaying it would repeat its jobs`, 'PROJECTION.REACTOR');
  const rebuildId = randomUUID();
  await ctx
    .knex('projection_rebuilds')
    .where({ name, state: 'running' })
    .where('updated_at', '<', new Date(Date.now() - STALE_AFTER_MS))
    .update({ state: 'failed', error: 'The process running it stopped', finished_at: ctx.knex.fn.now() });
  const requestedBy = actor === 'system' ? 'system' : actor.userId;
  const inserted = await ctx
    .knex('projection_rebuilds')
    .insert({ id: rebuildId, name, state: 'running', requested_by: requestedBy })
    .onConflict(ctx.knex.raw("(name) WHERE state = 'running'"))
    .ignore()
    .returning('id');
  if (inserted.length === 0) throw new ConflictError(`${name} is already being rebuilt`, 'PROJECTION.REBUILD_RUNNING');
  try {
    const cmd = appCommandContext(ctx, { actor });
    const event = ProjectionRebuildRequested.create(
      { rebuildId, projection: name, requestedAt: ctx.now().toISOString() },
      cmd.metadata,
    );
    await ctx.store.append(systemProjectionsStream(ctx.config.VENUE_ID), [event], { expected: 'any' });
  } catch (error) {
    await ctx.knex('projection_rebuilds').where({ id: rebuildId }).delete();
    throw error;
  }
  // The process running the projection claims it (this one, if it does, at once).
  ctx.projections.rebuildRequests.nudge();
  return { rebuildId };
}
