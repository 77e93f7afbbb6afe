import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import pg from 'pg';
import pino from 'pino';
import { createKnex } from '../../src/db/knex';
import { PostgresEventStore } from '../../src/eventstore/postgres/postgres-event-store';
import type { Projection } from '../../src/projections/projection';
import { createTestDatabase, type TestDatabase } from '../harness/test-db';

export const silentLogger = pino({ level: 'silent' });

export interface StoreFixture {
  db: TestDatabase;
  knex: Knex;
  pool: pg.Pool;
  store: PostgresEventStore;
  close(): Promise<void>;
}

/** A fresh database with the event store, knex and a pool, all closed by `close()`. */
export async function openStoreFixture(): Promise<StoreFixture> {
  const db = await createTestDatabase();
  const knex = createKnex(db.url, 4);
  const pool = new pg.Pool({ connectionString: db.url, max: 4 });
  pool.on('error', () => undefined);
  const store = new PostgresEventStore({ pool, connectionString: db.url });
  return {
    db,
    knex,
    pool,
    store,
    async close() {
      await store.close();
      await pool.end();
      await knex.destroy();
      await db.drop();
    },
  };
}

/** A bay-names read model: one row per bay, its current name and how many renames it saw. */
export function bayNamesProjection(
  table: string,
  options: { failOn?: () => string | null; applied?: string[] } = {},
): Projection {
  return {
    name: `${table}-projection`,
    eventTypes: [bayNamedType(table)],
    tables: [table],
    async apply(trx, event) {
      const data = event.data as { bayId: string; name: string };
      if (options.failOn?.() === data.name) throw new Error(`cannot apply ${data.name}`);
      options.applied?.push(event.eventId);
      await trx(table)
        .insert({ bay_id: data.bayId, name: data.name, renames: 0 })
        .onConflict('bay_id')
        .merge({ name: data.name, renames: trx.raw('?? + 1', [`${table}.renames`]) });
    },
  };
}

export async function createBayNamesTable(knex: Knex): Promise<string> {
  const table = `bay_names_${randomUUID().slice(0, 8)}`;
  await knex.schema.createTable(table, (t) => {
    t.text('bay_id').primary();
    t.text('name').notNullable();
    t.integer('renames').notNullable();
  });
  return table;
}

/** Each test's read model listens to its own event type, so tests sharing a database stay apart. */
export const bayNamedType = (table: string) => `BayNamed_${table}`;

export const namer = (table: string) => (bayId: string, name: string) => ({
  type: bayNamedType(table),
  data: { bayId, name },
});
