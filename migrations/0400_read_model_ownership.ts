import type { Knex } from 'knex';

/** Every read-model table (each owned by exactly one projection). */
const READ_MODEL_TABLES = [
  'users',
  'bays',
  'global_business_hours',
  'venue_settings',
  'bookings',
  'credit_ledger',
  'user_credit_balances',
  'coupons',
  'coupon_redemptions',
  'gift_cards',
  'gift_card_transactions',
  'credit_offers',
  'promotional_offers',
  'promotional_offer_purchases',
  'payments',
  'sms_log',
  'support_messages',
];

/**
 * One owner per read-model table: the users row no longer carries copies of the credit balances
 * (the credits projection wrote them through a trigger); queries join `user_credit_balances`.
 * Every read-model row carries the venue it belongs to: the app's sessions carry `app.venue_id`
 * (VENUE_ID), and the column takes it by default.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('DROP TRIGGER IF EXISTS users_pick_up_credits ON users');
  await knex.raw('DROP FUNCTION IF EXISTS users_pick_up_credits()');
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('credits');
    t.dropColumn('membership_credits');
    t.dropColumn('loyalty_credits');
  });
  for (const table of READ_MODEL_TABLES) {
    await knex.raw(
      `ALTER TABLE ?? ADD COLUMN venue_id text NOT NULL
         DEFAULT coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')`,
      [table],
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of READ_MODEL_TABLES) await knex.schema.alterTable(table, (t) => t.dropColumn('venue_id'));
  await knex.schema.alterTable('users', (t) => {
    t.decimal('credits', 10, 2).notNullable().defaultTo(0);
    t.decimal('membership_credits', 10, 2).notNullable().defaultTo(0);
    t.decimal('loyalty_credits', 10, 2).notNullable().defaultTo(0);
  });
}
