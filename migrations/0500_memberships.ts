import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/** Membership plans and each account's membership (projection `memberships`). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_plans', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('description');
    t.integer('monthly_fee_cents').notNullable();
    t.integer('discount_per_hour_cents').notNullable();
    t.decimal('free_credits_per_month', 10, 2).notNullable();
    t.integer('advance_booking_days').notNullable();
    t.jsonb('credit_restricted_days').notNullable().defaultTo('[]');
    t.text('credit_restricted_start_time');
    t.text('credit_restricted_end_time');
    t.boolean('is_active').notNullable();
    t.integer('sort_order').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
  });
  await knex.schema.createTable('user_memberships', (t) => {
    t.uuid('user_id').primary();
    t.text('plan_id').notNullable();
    t.text('plan_name').notNullable();
    /** active, past_due or ended. */
    t.text('status').notNullable();
    t.integer('fee_cents').notNullable();
    t.decimal('free_credits', 10, 2).notNullable();
    t.timestamp('period_start', { useTz: true }).notNullable();
    t.timestamp('period_end', { useTz: true }).notNullable().index();
    t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('next_retry_at', { useTz: true }).index();
    t.text('last_failure');
    t.timestamp('member_since', { useTz: true }).notNullable();
    t.timestamp('ended_at', { useTz: true });
    t.text('ended_reason');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('user_memberships');
  await knex.schema.dropTable('membership_plans');
}
