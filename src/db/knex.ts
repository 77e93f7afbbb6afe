import knexFactory, { type Knex } from 'knex';
import pg from 'pg';

// bigint columns come back as strings by default; counts and cents fit in a JS number here.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
});
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => v);
// DATE stays a 'YYYY-MM-DD' string: no time zone shifts.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export type { Knex };

/**
 * `venueId` is this deployment's venue: every session carries it as `app.venue_id`, which the
 * read-model tables take as the default of their `venue_id` column.
 */
export function createKnex(connectionString: string, poolMax = 10, venueId?: string): Knex {
  return knexFactory({
    client: 'pg',
    connection: { connectionString, ...(venueId ? { options: `-c app.venue_id=${venueId}` } : {}) },
    pool: { min: 0, max: poolMax },
  });
}

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => undefined);
  return pool;
}
