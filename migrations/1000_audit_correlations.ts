import type { Knex } from 'knex';

/**
 * The audit's correlation index: which events (stream and revision) share a correlation id, so one
 * checkout reads as one story across its streams without scanning the log.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_correlations', (t) => {
    t.uuid('event_id').primary();
    t.text('correlation_id').notNullable();
    t.text('stream_id').notNullable();
    t.integer('revision').notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.index(['correlation_id', 'occurred_at'], 'audit_correlations_by_correlation');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('audit_correlations');
}
