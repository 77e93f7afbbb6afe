import type { Knex } from 'knex';

/**
 * The admin dashboard's alerts count pending bookings whose hold has run out, and failed checkouts'
 * refunds, on every admin page's poll: partial indexes keep those counts off a scan of every booking.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`CREATE INDEX bookings_pending_hold ON bookings (hold_expires_at) WHERE status = 'pending'`);
  await knex.raw(`CREATE INDEX payments_refund_failed ON payments (booking_id) WHERE refund_status = 'failed'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS bookings_pending_hold');
  await knex.raw('DROP INDEX IF EXISTS payments_refund_failed');
}
