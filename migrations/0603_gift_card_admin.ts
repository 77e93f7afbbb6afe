import type { Knex } from 'knex';

/** Gift cards an admin adjusted or voided: the card's status, and each movement's reason and actor. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gift_cards', (t) => {
    t.text('status').notNullable().defaultTo('active');
  });
  await knex.schema.alterTable('gift_card_transactions', (t) => {
    t.text('reason');
    t.text('actor');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('gift_card_transactions', (t) => {
    t.dropColumn('reason');
    t.dropColumn('actor');
  });
  await knex.schema.alterTable('gift_cards', (t) => t.dropColumn('status'));
}
