import type { Knex } from 'knex';

/** The users read model says whether an admin blocked the account from booking, and why. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('blocked_from_booking').notNullable().defaultTo(false);
    t.text('blocked_reason');
    t.timestamp('blocked_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('blocked_from_booking');
    t.dropColumn('blocked_reason');
    t.dropColumn('blocked_at');
  });
}
