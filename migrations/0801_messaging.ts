import type { Knex } from 'knex';

/**
 * The support inbox and two-way SMS: a conversation per customer (or per unknown number), unread
 * counts, texts in and out, STOP/START, canned responses, messaging settings (sender, quiet hours,
 * templates) and bulk sends with their recipients.
 */
export async function up(knex: Knex): Promise<void> {
  const venue = (t: Knex.CreateTableBuilder) =>
    t
      .text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
  await knex.schema.alterTable('support_messages', (t) => {
    t.uuid('user_id').nullable().alter();
    t.text('conversation_key');
    t.text('phone_number');
    t.text('channel').notNullable().defaultTo('chat');
  });
  await knex.raw('UPDATE support_messages SET conversation_key = user_id::text WHERE conversation_key IS NULL');
  await knex.schema.alterTable('support_messages', (t) => {
    t.text('conversation_key').notNullable().alter();
    t.index(['conversation_key', 'created_at']);
  });
  await knex.schema.createTable('support_conversations', (t) => {
    t.text('conversation_key').primary();
    t.uuid('user_id');
    t.text('phone_number');
    t.text('last_message').notNullable();
    t.text('last_direction').notNullable();
    t.timestamp('last_message_at', { useTz: true }).notNullable();
    t.integer('unread_count').notNullable().defaultTo(0);
    venue(t);
    t.index(['last_message_at']);
  });
  await knex.raw(`
    INSERT INTO support_conversations (conversation_key, user_id, last_message, last_direction, last_message_at, unread_count, venue_id)
    SELECT DISTINCT ON (m.user_id) m.user_id::text, m.user_id, m.message, m.direction, m.created_at, 0, m.venue_id
      FROM support_messages m ORDER BY m.user_id, m.created_at DESC`);
  await knex.schema.createTable('sms_opt_outs', (t) => {
    t.text('phone_number').primary();
    t.timestamp('opted_out_at', { useTz: true }).notNullable();
    venue(t);
  });
  /** Twilio retries a webhook it did not see answered: each inbound message is taken once. */
  await knex.schema.createTable('inbound_sms_claims', (t) => {
    t.text('provider_id').primary();
    t.timestamp('received_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('canned_responses', (t) => {
    t.text('id').primary();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venue(t);
  });
  await knex.schema.createTable('messaging_settings', (t) => {
    t.text('id').primary();
    t.jsonb('settings').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venue(t);
  });
  await knex.schema.createTable('bulk_sms', (t) => {
    t.text('id').primary();
    t.text('audience').notNullable();
    t.text('audience_label').notNullable();
    t.text('message').notNullable();
    t.text('created_by');
    t.timestamp('created_at', { useTz: true }).notNullable();
    venue(t);
  });
  await knex.schema.createTable('bulk_sms_recipients', (t) => {
    t.text('bulk_id').notNullable();
    t.text('phone_number').notNullable();
    t.text('status').notNullable(); // pending | queued | skipped
    t.uuid('sms_id');
    t.primary(['bulk_id', 'phone_number']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'bulk_sms_recipients',
    'bulk_sms',
    'messaging_settings',
    'canned_responses',
    'inbound_sms_claims',
    'sms_opt_outs',
    'support_conversations',
  ])
    await knex.schema.dropTable(table);
  await knex.schema.alterTable('support_messages', (t) => {
    t.dropIndex(['conversation_key', 'created_at']);
    t.dropColumn('conversation_key');
    t.dropColumn('phone_number');
    t.dropColumn('channel');
  });
}
