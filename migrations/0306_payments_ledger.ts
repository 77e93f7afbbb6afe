import type { Knex } from 'knex';

/** One row per checkout (projection `payments`): what paid for it, how it ended, refunds and their failures. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    t.uuid('booking_id').primary();
    t.uuid('user_id').notNullable().index();
    t.text('processor');
    t.text('payment_id');
    t.integer('card_cents').notNullable().defaultTo(0);
    t.integer('gift_card_cents').notNullable().defaultTo(0);
    t.text('gift_card_code');
    t.decimal('credits_used', 10, 2).notNullable().defaultTo(0);
    t.text('coupon_code');
    t.integer('coupon_discount_cents').notNullable().defaultTo(0);
    t.text('status').notNullable();
    t.text('failure_message');
    t.integer('refunded_cents').notNullable().defaultTo(0);
    t.text('refund_status');
    t.text('refund_error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
}
