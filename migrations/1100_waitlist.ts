import type { Knex } from 'knex';

const VENUE_DEFAULT = "coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')";

/**
 * The waitlist (projection `waitlist`): one row per entry with its latest offer; and the texts sent
 * for offers (`waitlist_offer_texts`, written by the offer worker before it queues the SMS).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('waitlist_entries', (t) => {
    t.text('entry_id').primary();
    t.text('venue_id').notNullable().defaultTo(knex.raw(VENUE_DEFAULT));
    t.text('date').notNullable();
    t.text('user_id').notNullable();
    t.text('earliest_start').notNullable();
    t.text('latest_start').notNullable();
    t.double('duration').notNullable();
    t.text('bay_id');
    t.text('status').notNullable();
    t.timestamp('joined_at', { useTz: true }).notNullable();
    t.text('offer_id');
    t.text('offer_bay_id');
    t.text('offer_start_time');
    t.timestamp('offer_expires_at', { useTz: true });
    t.text('booking_id');
    t.timestamp('ended_at', { useTz: true });
    t.index(['date', 'joined_at']);
    t.index(['user_id']);
    t.index(['offer_id']);
    t.index(['status', 'offer_expires_at']);
  });
  await knex.schema.createTable('waitlist_offer_texts', (t) => {
    t.text('offer_id').primary();
    t.text('sms_id');
    t.text('to_phone').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('waitlist_offer_texts');
  await knex.schema.dropTable('waitlist_entries');
}
