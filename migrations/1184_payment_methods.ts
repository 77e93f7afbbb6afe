import type { Knex } from 'knex';

/**
 * Every card an account keeps (brand, last four, expiry), and which one is the default. The card twin
 * keeps each card's expiry as the providers do. stored_cards stays the default card the off-session
 * charges (renewals, fees) use.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payment_methods', (t) => {
    t.text('user_id').notNullable();
    t.text('card_id').notNullable();
    t.text('processor').notNullable();
    t.text('customer_id').notNullable();
    t.text('brand');
    t.text('last4');
    t.integer('exp_month');
    t.integer('exp_year');
    t.boolean('is_default').notNullable().defaultTo(false);
    t.timestamp('stored_at', { useTz: true }).notNullable();
    t.text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
    t.primary(['user_id', 'card_id']);
  });
  for (const table of ['card_twin_tokens', 'card_twin_cards'])
    await knex.schema.alterTable(table, (t) => {
      t.integer('exp_month');
      t.integer('exp_year');
    });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['card_twin_tokens', 'card_twin_cards'])
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('exp_month');
      t.dropColumn('exp_year');
    });
  await knex.schema.dropTable('payment_methods');
}
