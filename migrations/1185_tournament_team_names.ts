import type { Knex } from 'knex';

/** The team each tournament entry plays as (its scorecard's name); older entries have none. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournament_participants', (t) => {
    t.text('team_name');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tournament_participants', (t) => {
    t.dropColumn('team_name');
  });
}
