import type { Knex } from 'knex';

/** Leagues: a season grouping tournaments (tournaments.league_id), with its points by finish. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('leagues', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('season').notNullable();
    t.text('description');
    t.jsonb('points_by_finish').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
  });
  await knex.schema.alterTable('tournaments', (t) => t.index(['league_id']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournaments', (t) => t.dropIndex(['league_id']));
  await knex.schema.dropTable('leagues');
}
