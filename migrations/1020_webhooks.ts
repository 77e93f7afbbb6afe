import type { Knex } from 'knex';

/** Outbound webhooks (read model of the webhook streams) and the log of every delivery attempt. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('webhooks', (t) => {
    t.text('id').primary();
    t.text('url').notNullable();
    t.specificType('kinds', 'text[]').notNullable();
    t.boolean('is_active').notNullable();
    t.text('description').notNullable().defaultTo('');
    t.text('secret_sealed').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('webhook_deliveries', (t) => {
    t.uuid('id').primary();
    t.text('webhook_id').notNullable();
    t.text('event_id').notNullable();
    t.text('type').notNullable();
    t.integer('attempt').notNullable();
    t.integer('status_code');
    t.text('error');
    t.boolean('succeeded').notNullable();
    t.integer('duration_ms').notNullable();
    t.timestamp('attempted_at', { useTz: true }).notNullable();
    t.index(['webhook_id', 'attempted_at']);
    t.index(['webhook_id', 'event_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('webhook_deliveries');
  await knex.schema.dropTable('webhooks');
}
