import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/** Customers' private calendar feeds (projection `calendar_feeds`): found by the token's hash. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('calendar_feeds', (t) => {
    t.text('feed_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('user_id').notNullable();
    t.text('token_hash').notNullable().unique();
    t.text('token_sealed').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('revoked_at', { useTz: true });
    t.index(['user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('calendar_feeds');
}
