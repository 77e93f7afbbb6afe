import type { Knex } from 'knex';

/** The bookings read model (projection `bookings`): every field the spec lists for a booking. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bookings', (t) => {
    t.uuid('id').primary();
    t.uuid('bay_id').notNullable();
    t.uuid('user_id');
    t.date('date').notNullable();
    t.text('start_time').notNullable();
    t.text('end_time').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    t.decimal('duration', 5, 2).notNullable();
    t.text('status').notNullable();
    t.text('payment_status').notNullable();
    t.integer('subtotal_cents').notNullable();
    t.integer('total_amount_cents').notNullable();
    t.decimal('credits_used', 6, 2).notNullable().defaultTo(0);
    t.jsonb('applied_gift_card');
    t.jsonb('applied_coupon');
    t.text('coupon_id');
    t.text('square_payment_id');
    t.text('stripe_payment_intent_id');
    t.text('customer_type').notNullable().defaultTo('member');
    t.boolean('guest_booking').notNullable().defaultTo(false);
    t.text('first_name');
    t.text('last_name');
    t.text('email');
    t.text('phone_number');
    t.text('tournament_id');
    t.boolean('is_tournament_booking').notNullable().defaultTo(false);
    t.jsonb('quote').notNullable();
    t.timestamp('hold_expires_at', { useTz: true });
    t.decimal('extended_hours', 5, 2).notNullable().defaultTo(0);
    t.integer('refund_amount_cents');
    t.integer('refund_percentage');
    t.text('refund_reason');
    t.text('refund_status');
    t.text('cancelled_by');
    t.text('release_reason');
    t.timestamp('confirmed_at', { useTz: true });
    t.timestamp('cancelled_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE INDEX bookings_date_bay ON bookings (date, bay_id)');
  await knex.raw('CREATE INDEX bookings_user_starts ON bookings (user_id, starts_at DESC)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('bookings');
}
