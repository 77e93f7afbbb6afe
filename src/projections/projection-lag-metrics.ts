import type pg from 'pg';
import { parsePgPosition } from '../eventstore/postgres/position';
import type { ProjectionManager } from './projection-manager';

/**
 * How far each projection trails the PostgreSQL log: events of its types past its checkpoint and
 * the age of the oldest of them. Read at scrape time; the index on (transaction_id, global_position)
 * keeps it to the unapplied tail. Empty on EventStoreDB (its log is not in this database).
 */
export async function projectionLagMetrics(
  pool: pg.Pool,
  projections: ProjectionManager,
  usesPostgresLog: boolean,
  now: Date,
): Promise<Array<{ name: string; events: number; ms: number }>> {
  if (!usesPostgresLog) return [];
  const lags = await projections.lag();
  return Promise.all(
    lags.map(async ({ name, checkpoint }) => {
      const [tx, gp] = parsePgPosition(checkpoint);
      const types = projections.get(name)?.eventTypes ?? [];
      const { rows } = await pool.query<{ n: string; oldest: Date | null }>(
        `SELECT count(*) AS n, min(created_at) AS oldest FROM es_events
          WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint) AND event_type = ANY($3)`,
        [tx, gp, types],
      );
      const oldest = rows[0].oldest;
      return { name, events: Number(rows[0].n), ms: oldest ? Math.max(0, now.getTime() - oldest.getTime()) : 0 };
    }),
  );
}
