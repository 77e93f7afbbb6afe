import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/** Bar tabs (projection `tabs`): the menu, each booking's tab and its lines. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('menu_items', (t) => {
    t.text('id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('name').notNullable();
    t.text('category').notNullable();
    t.integer('price_cents').notNullable();
    t.boolean('active').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('tabs', (t) => {
    t.text('booking_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('user_id');
    t.text('status').notNullable();
    t.integer('total_cents').notNullable().defaultTo(0);
    t.integer('refunded_cents').notNullable().defaultTo(0);
    t.text('paid_via');
    t.text('desk_method');
    t.text('order_id');
    t.text('failure_code');
    t.text('failure_reason');
    t.text('approval_id');
    t.timestamp('opened_at', { useTz: true }).notNullable();
    t.timestamp('closed_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status']);
    t.index(['user_id']);
  });
  await knex.schema.createTable('tab_lines', (t) => {
    t.text('line_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('booking_id').notNullable();
    t.text('menu_item_id').notNullable();
    t.text('name').notNullable();
    t.text('category').notNullable();
    t.integer('unit_price_cents').notNullable();
    t.integer('quantity').notNullable();
    t.integer('amount_cents').notNullable();
    t.integer('refunded_cents').notNullable().defaultTo(0);
    t.text('added_by_role').notNullable();
    t.text('added_by_user_id');
    t.timestamp('added_at', { useTz: true }).notNullable();
    t.index(['booking_id']);
    t.index(['menu_item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tab_lines');
  await knex.schema.dropTable('tabs');
  await knex.schema.dropTable('menu_items');
}
