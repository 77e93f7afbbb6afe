import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/**
 * The double-entry ledger (projection `ledger`): balanced entries per money movement, and what the
 * reconciliation needs of each order (the quote) and each booking (the refund promised).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_entries', (t) => {
    t.text('entry_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('txn_id').notNullable();
    t.text('event_id').notNullable();
    t.text('event_type').notNullable();
    t.text('source').notNullable();
    t.text('account').notNullable();
    t.text('unit').notNullable();
    // Debits positive, credits negative: every transaction sums to zero per unit.
    t.decimal('amount', 18, 2).notNullable();
    t.text('user_id');
    t.text('booking_id');
    t.text('order_id');
    t.text('gift_card_code');
    t.date('date').notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.index(['txn_id']);
    t.index(['user_id']);
    t.index(['booking_id']);
    t.index(['order_id']);
    t.index(['date', 'account']);
    t.index(['account']);
  });
  await knex.schema.createTable('ledger_orders', (t) => {
    t.text('order_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('user_id');
    t.text('booking_id');
    t.jsonb('plan').notNullable();
    t.text('status').notNullable();
    t.bigInteger('quoted_card_cents').notNullable();
    t.bigInteger('charged_cents');
    t.text('charge_event_id');
    t.text('started_event_id').notNullable();
  });
  await knex.schema.createTable('ledger_bookings', (t) => {
    t.text('booking_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('user_id');
    t.bigInteger('refund_promised_cents').notNullable().defaultTo(0);
    t.boolean('paid_at_venue').notNullable().defaultTo(false);
    t.text('cancel_event_id');
    t.timestamp('cancelled_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ledger_bookings');
  await knex.schema.dropTable('ledger_orders');
  await knex.schema.dropTable('ledger_entries');
}
