import type { Knex } from 'knex';

/**
 * Credits read model (projection `credits`): balances per bucket, the ledger history, and the
 * users table's credit columns. A user row inserted after its credits were projected picks the
 * balances up through the trigger, whichever projection runs first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('user_credit_balances', (t) => {
    t.uuid('user_id').primary();
    t.decimal('general', 10, 2).notNullable().defaultTo(0);
    t.decimal('membership', 10, 2).notNullable().defaultTo(0);
    t.decimal('loyalty', 10, 2).notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('credit_ledger', (t) => {
    t.uuid('event_id').primary();
    t.uuid('user_id').notNullable();
    t.text('kind').notNullable();
    t.decimal('amount', 10, 2).notNullable();
    t.decimal('loyalty', 10, 2).notNullable().defaultTo(0);
    t.decimal('membership', 10, 2).notNullable().defaultTo(0);
    t.decimal('general', 10, 2).notNullable().defaultTo(0);
    t.text('reason').notNullable();
    t.text('operation_id').notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.index(['user_id', 'occurred_at']);
  });
  await knex.raw(`
    CREATE FUNCTION users_pick_up_credits() RETURNS trigger AS $$
    BEGIN
      SELECT b.general, b.membership, b.loyalty INTO NEW.credits, NEW.membership_credits, NEW.loyalty_credits
        FROM user_credit_balances b WHERE b.user_id = NEW.id;
      IF NOT FOUND THEN
        NEW.credits := COALESCE(NEW.credits, 0);
        NEW.membership_credits := COALESCE(NEW.membership_credits, 0);
        NEW.loyalty_credits := COALESCE(NEW.loyalty_credits, 0);
      END IF;
      RETURN NEW;
    END $$ LANGUAGE plpgsql;
    CREATE TRIGGER users_pick_up_credits BEFORE INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION users_pick_up_credits();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP TRIGGER IF EXISTS users_pick_up_credits ON users; DROP FUNCTION IF EXISTS users_pick_up_credits()',
  );
  await knex.schema.dropTable('credit_ledger');
  await knex.schema.dropTable('user_credit_balances');
}
