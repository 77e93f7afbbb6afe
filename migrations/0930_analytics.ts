import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/**
 * Analytics read models: money per venue day and product, booked minutes per day and hour, customers'
 * first booking day and their bookings, hours and spend per day. The orders and bookings tables keep
 * only what a later refund, cancellation or extension needs to be counted.
 */
export async function up(knex: Knex): Promise<void> {
  const venue = (t: Knex.CreateTableBuilder) => t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
  await knex.schema.createTable('analytics_revenue', (t) => {
    venue(t);
    t.date('date').notNullable();
    t.text('product').notNullable();
    t.bigInteger('cents').notNullable().defaultTo(0);
    t.integer('units').notNullable().defaultTo(0);
    t.primary(['venue_id', 'date', 'product']);
  });
  await knex.schema.createTable('analytics_orders', (t) => {
    t.text('order_id').primary();
    venue(t);
    t.text('user_id');
    /** [{ product, cents }]: each line's value after credits and coupon (what money was due for it). */
    t.jsonb('lines').notNullable();
    t.text('status').notNullable();
    /** [{ product, cents }]: the card amount split over the lines once the order completed. */
    t.jsonb('paid');
  });
  await knex.schema.createTable('analytics_bookings', (t) => {
    t.uuid('booking_id').primary();
    venue(t);
    t.text('user_id');
    t.date('date').notNullable();
    t.timestamp('starts_at', { useTz: true }).notNullable();
    t.timestamp('ends_at', { useTz: true }).notNullable();
    /** Confirmed and not cancelled: counted in occupancy and the customer's totals. */
    t.boolean('live').notNullable();
    t.index(['user_id']);
  });
  await knex.schema.createTable('analytics_booking_days', (t) => {
    venue(t);
    t.date('date').notNullable();
    /** Live bookings starting that day and their booked minutes. */
    t.integer('bookings').notNullable().defaultTo(0);
    t.integer('minutes').notNullable().defaultTo(0);
    t.primary(['venue_id', 'date']);
  });
  await knex.schema.createTable('analytics_occupancy', (t) => {
    venue(t);
    t.date('date').notNullable();
    t.smallint('hour').notNullable();
    t.integer('minutes').notNullable().defaultTo(0);
    t.primary(['venue_id', 'date', 'hour']);
  });
  await knex.schema.createTable('analytics_customers', (t) => {
    venue(t);
    t.text('user_id').notNullable();
    t.date('first_booking_date').notNullable();
    t.primary(['venue_id', 'user_id']);
    t.index(['venue_id', 'first_booking_date']);
  });
  await knex.schema.createTable('analytics_customer_days', (t) => {
    venue(t);
    t.text('user_id').notNullable();
    t.date('date').notNullable();
    t.integer('bookings').notNullable().defaultTo(0);
    t.integer('minutes').notNullable().defaultTo(0);
    t.bigInteger('spend_cents').notNullable().defaultTo(0);
    t.primary(['venue_id', 'user_id', 'date']);
    t.index(['venue_id', 'date']);
  });
  /** The customer days rolled up by month: long ranges read whole months here. */
  await knex.schema.createTable('analytics_customer_months', (t) => {
    venue(t);
    t.text('user_id').notNullable();
    t.date('month').notNullable();
    t.integer('bookings').notNullable().defaultTo(0);
    t.integer('minutes').notNullable().defaultTo(0);
    t.bigInteger('spend_cents').notNullable().defaultTo(0);
    t.primary(['venue_id', 'user_id', 'month']);
    t.index(['venue_id', 'month']);
  });
  /** A customer's live bookings per period (day, week, month), and how many customers booked per period. */
  await knex.schema.createTable('analytics_customer_periods', (t) => {
    venue(t);
    t.text('grain').notNullable();
    t.date('period').notNullable();
    t.text('user_id').notNullable();
    t.integer('bookings').notNullable().defaultTo(0);
    t.primary(['venue_id', 'grain', 'period', 'user_id']);
  });
  await knex.schema.createTable('analytics_period_customers', (t) => {
    venue(t);
    t.text('grain').notNullable();
    t.date('period').notNullable();
    t.integer('customers').notNullable().defaultTo(0);
    t.primary(['venue_id', 'grain', 'period']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of [
    'analytics_period_customers',
    'analytics_customer_periods',
    'analytics_customer_months',
    'analytics_customer_days',
    'analytics_customers',
    'analytics_occupancy',
    'analytics_booking_days',
    'analytics_bookings',
    'analytics_orders',
    'analytics_revenue',
  ])
    await knex.schema.dropTableIfExists(table);
}
