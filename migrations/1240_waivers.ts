import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/** Waivers (projection `waivers`): the current waiver, every version published, and who signed which. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waiver_settings', (t) => {
    t.text('venue_id').primary().defaultTo(knex.raw(VENUE_DEFAULT));
    t.integer('version').notNullable();
    t.boolean('is_required').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('waiver_versions', (t) => {
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.integer('version').notNullable();
    t.text('text').notNullable();
    t.boolean('is_required').notNullable();
    t.text('published_by');
    t.timestamp('published_at', { useTz: true }).notNullable();
    t.primary(['venue_id', 'version']);
  });
  await knex.schema.createTable('waiver_signatures', (t) => {
    t.text('event_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('user_id').notNullable();
    t.integer('version').notNullable();
    t.text('full_name').notNullable();
    t.text('ip');
    t.text('user_agent');
    t.timestamp('signed_at', { useTz: true }).notNullable();
    t.unique(['venue_id', 'user_id', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waiver_signatures');
  await knex.schema.dropTable('waiver_versions');
  await knex.schema.dropTable('waiver_settings');
}
