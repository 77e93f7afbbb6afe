import type { Knex } from 'knex';

/** Coupons read model (projection `coupons`). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('coupons', (t) => {
    t.text('id').primary();
    t.text('code').notNullable().unique();
    t.text('name').notNullable();
    t.text('description');
    t.text('discount_type').notNullable();
    t.decimal('discount_value', 10, 2).notNullable();
    t.decimal('credits_granted', 10, 2).notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true });
    t.integer('max_uses');
    t.integer('max_uses_per_user');
    t.integer('minimum_order_cents').notNullable().defaultTo(0);
    t.text('context').notNullable();
    t.boolean('is_active').notNullable().defaultTo(true);
    t.integer('times_used').notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('coupon_redemptions', (t) => {
    t.text('coupon_id').notNullable();
    t.text('redemption_id').notNullable();
    t.uuid('user_id').notNullable();
    t.integer('order_cents').notNullable();
    t.integer('discount_cents').notNullable();
    t.decimal('credits_granted', 10, 2).notNullable().defaultTo(0);
    t.boolean('reversed').notNullable().defaultTo(false);
    t.timestamp('redeemed_at', { useTz: true }).notNullable();
    t.primary(['coupon_id', 'redemption_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('coupon_redemptions');
  await knex.schema.dropTable('coupons');
}
