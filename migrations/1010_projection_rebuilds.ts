import type { Knex } from 'knex';

/**
 * Rebuilds started from the projections console, with their progress: any app process takes the
 * request, the one that runs the projection claims and runs it, and any answers "how far is it".
 * At most one running rebuild per projection.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projection_rebuilds', (t) => {
    t.uuid('id').primary();
    t.text('name').notNullable();
    t.text('state').notNullable(); // running | swapped | failed
    t.bigInteger('done').notNullable().defaultTo(0);
    t.bigInteger('total');
    t.double('rate_per_second').notNullable().defaultTo(0);
    t.double('seconds_left');
    t.text('error');
    t.text('requested_by').notNullable();
    /** When the process that runs the projection took the request (null: not yet). */
    t.timestamp('claimed_at', { useTz: true });
    t.timestamp('started_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('finished_at', { useTz: true });
    t.index(['name', 'started_at']);
  });
  await knex.raw(
    "CREATE UNIQUE INDEX projection_rebuilds_one_running ON projection_rebuilds (name) WHERE state = 'running'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projection_rebuilds');
}
