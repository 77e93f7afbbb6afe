import type { Knex } from 'knex';

/** One admin notification per event, channel and recipient (claimed before it is sent). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_notifications_sent', (t) => {
    t.text('event_id').notNullable();
    t.text('channel').notNullable();
    t.text('recipient').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['event_id', 'channel', 'recipient']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_notifications_sent');
}
