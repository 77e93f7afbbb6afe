import type { Knex } from 'knex';

/** What the local SMTP sink received (development and tests; GET /api/dev/mailbox lists it). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('dev_mailbox', (t) => {
    t.bigIncrements('id');
    t.text('to_addresses').notNullable();
    t.text('from_address');
    t.text('subject').notNullable();
    t.text('text').notNullable();
    t.text('html');
    t.timestamp('received_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('dev_mailbox');
}
