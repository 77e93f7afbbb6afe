import type { Knex } from 'knex';

/** Credit and promotional offers read model (projection `offers`). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('credit_offers', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.decimal('credits', 10, 2).notNullable();
    t.integer('price_cents').notNullable();
    t.integer('regular_price_cents').notNullable();
    t.boolean('is_active').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
  });
  await knex.schema.createTable('promotional_offers', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('description');
    t.decimal('discount_percentage', 5, 2).notNullable();
    t.decimal('credits_granted', 10, 2).notNullable();
    t.integer('offer_price_cents').notNullable();
    t.integer('regular_price_cents').notNullable();
    t.integer('max_purchases_per_user');
    t.boolean('is_active').notNullable();
  });
  await knex.schema.createTable('promotional_offer_purchases', (t) => {
    t.text('purchase_id').primary();
    t.text('offer_id').notNullable();
    t.uuid('user_id').notNullable();
    t.text('status').notNullable();
    t.integer('price_cents').notNullable();
    t.text('payment_id');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('promotional_offer_purchases');
  await knex.schema.dropTable('promotional_offers');
  await knex.schema.dropTable('credit_offers');
}
