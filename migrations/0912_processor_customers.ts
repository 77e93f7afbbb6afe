import type { Knex } from 'knex';

/**
 * Which customer record each account has at each card processor (projection `processor-customers`),
 * kept even when the card on file is removed; and the card twin's own customers (its Customers API).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('processor_customers', (t) => {
    t.text('user_id').notNullable();
    t.text('processor').notNullable();
    t.text('customer_id').notNullable();
    t.text('source').notNullable();
    t.timestamp('linked_at', { useTz: true }).notNullable();
    t.text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
    t.primary(['user_id', 'processor']);
  });
  await knex.raw(`
    INSERT INTO processor_customers (user_id, processor, customer_id, source, linked_at, venue_id)
    SELECT user_id, processor, customer_id, 'card', stored_at, venue_id FROM stored_cards`);
  await knex.schema.createTable('card_twin_customers', (t) => {
    t.text('id').notNullable();
    t.text('processor').notNullable();
    t.text('reference_id').notNullable();
    t.text('email');
    t.text('phone_number');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['processor', 'id']);
    t.index(['processor', 'reference_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('card_twin_customers');
  await knex.schema.dropTable('processor_customers');
}
