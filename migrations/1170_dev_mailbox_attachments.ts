import type { Knex } from 'knex';

/** The dev mailbox keeps each message's attachments (name, type, size, and the text of text ones). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dev_mailbox', (t) => {
    t.jsonb('attachments').notNullable().defaultTo('[]');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('dev_mailbox', (t) => {
    t.dropColumn('attachments');
  });
}
