import type { Knex } from 'knex';

/** Cleaning time after each booking, per bay (projection `catalog`); bays had none before. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bays', (t) => {
    t.integer('buffer_minutes').notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('bays', (t) => {
    t.dropColumn('buffer_minutes');
  });
}
