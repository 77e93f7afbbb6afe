import type { Knex } from 'knex';

/**
 * Admin bookings: a walk-in guest paid by card at the desk has no account, so the payment of its order
 * has no user; the admin list sorts all bookings by start.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE payments ALTER COLUMN user_id DROP NOT NULL');
  await knex.raw('CREATE INDEX IF NOT EXISTS bookings_starts_at ON bookings (starts_at DESC, id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_starts_at');
  await knex.raw('ALTER TABLE payments ALTER COLUMN user_id SET NOT NULL');
}
