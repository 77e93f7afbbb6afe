import type { Knex } from 'knex';

/** The users read model (projection `users`). Credit columns are kept by the credits projection. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.uuid('id').primary();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('phone_number').notNullable().unique();
    t.text('email').notNullable();
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_employee').notNullable().defaultTo(false);
    t.boolean('is_verified').notNullable().defaultTo(false);
    t.decimal('credits', 10, 2).notNullable().defaultTo(0);
    t.decimal('membership_credits', 10, 2).notNullable().defaultTo(0);
    t.decimal('loyalty_credits', 10, 2).notNullable().defaultTo(0);
    t.decimal('loyalty_points', 10, 2).notNullable().defaultTo(0);
    t.text('membership_type').notNullable().defaultTo('guest');
    t.text('profile_image_url');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw('CREATE UNIQUE INDEX users_email_lower ON users (lower(email))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('users');
}
