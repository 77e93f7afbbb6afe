import type { Knex } from 'knex';

/** Read model `support-messages`: the support chat, one row per message. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('support_messages', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable();
    t.text('direction').notNullable();
    t.text('message').notNullable();
    t.uuid('admin_id');
    t.text('admin_name');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.index(['user_id', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('support_messages');
}
