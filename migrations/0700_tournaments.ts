import type { Knex } from 'knex';

/** Tournaments read models: the tournaments, each team's scorecard, and every change to a card with its source. */
export async function up(knex: Knex): Promise<void> {
  const venue = (t: Knex.CreateTableBuilder) =>
    t
      .text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
  await knex.schema.createTable('tournaments', (t) => {
    t.text('id').primary();
    t.text('name').notNullable();
    t.text('description');
    t.date('date').notNullable();
    t.text('start_time').notNullable();
    t.text('end_time').notNullable();
    t.text('format').notNullable();
    t.integer('team_size').notNullable();
    t.integer('max_participants').notNullable();
    t.integer('number_of_holes').notNullable();
    t.jsonb('hole_pars').notNullable();
    t.boolean('skins_enabled').notNullable();
    t.integer('skins_pot_cents').notNullable();
    t.integer('entry_fee_cents').notNullable();
    t.integer('reservation_length_minutes').notNullable();
    t.text('league_id');
    t.text('status').notNullable();
    t.boolean('scorecards_locked').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venue(t);
    t.index(['date']);
  });
  await knex.schema.createTable('tournament_scorecards', (t) => {
    t.text('tournament_id').notNullable();
    t.text('team_key').notNullable();
    t.text('team_name').notNullable();
    t.jsonb('holes').notNullable();
    t.integer('total_score').notNullable();
    t.boolean('is_in_progress').notNullable();
    t.timestamp('submitted_at', { useTz: true });
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venue(t);
    t.primary(['tournament_id', 'team_key']);
  });
  await knex.schema.createTable('tournament_score_changes', (t) => {
    t.uuid('event_id').primary();
    t.text('tournament_id').notNullable().index();
    t.text('team_key');
    t.text('kind').notNullable();
    t.jsonb('detail').notNullable();
    t.text('reason');
    t.jsonb('source');
    t.text('actor');
    t.timestamp('at', { useTz: true }).notNullable();
    venue(t);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tournament_score_changes');
  await knex.schema.dropTable('tournament_scorecards');
  await knex.schema.dropTable('tournaments');
}
