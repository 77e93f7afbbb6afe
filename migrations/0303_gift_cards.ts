import type { Knex } from 'knex';

/** Gift cards read model (projection `gift-cards`), delivery outbox and the balance-check limiter. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('gift_cards', (t) => {
    t.text('code').primary();
    t.integer('original_cents').notNullable();
    t.integer('balance_cents').notNullable();
    t.text('recipient_name').notNullable();
    t.text('recipient_email');
    t.text('recipient_phone');
    t.text('sender_name').notNullable();
    t.text('sender_email');
    t.text('personal_message');
    t.text('delivery_method').notNullable();
    t.date('delivery_date');
    t.uuid('purchaser_user_id');
    t.text('payment_id');
    t.text('processor');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('gift_card_transactions', (t) => {
    t.uuid('event_id').primary();
    t.text('code').notNullable().index();
    t.text('kind').notNullable();
    t.integer('amount_cents').notNullable();
    t.text('redemption_id');
    t.integer('balance_after_cents').notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('gift_card_deliveries', (t) => {
    t.text('job_id').primary();
    t.text('code').notNullable().index();
    t.text('channel').notNullable();
    t.text('recipient').notNullable();
    t.text('status').notNullable();
    t.text('body').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('rate_limits_payments', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits_payments');
  await knex.schema.dropTable('gift_card_deliveries');
  await knex.schema.dropTable('gift_card_transactions');
  await knex.schema.dropTable('gift_cards');
}
