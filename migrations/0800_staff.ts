import type { Knex } from 'knex';

/** Staff read models: timeclock entries with their history, and shifts with their weeks' publications. */
export async function up(knex: Knex): Promise<void> {
  const venue = (t: Knex.CreateTableBuilder) =>
    t
      .text('venue_id')
      .notNullable()
      .defaultTo(knex.raw("coalesce(nullif(current_setting('app.venue_id', true), ''), 'main')"));
  await knex.schema.createTable('timeclock_entries', (t) => {
    t.text('entry_id').primary();
    t.uuid('user_id').notNullable();
    t.timestamp('clock_in', { useTz: true }).notNullable();
    t.timestamp('clock_out', { useTz: true });
    t.text('notes');
    t.integer('corrections').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venue(t);
    t.index(['user_id', 'clock_in']);
    t.index(['clock_in']);
  });
  await knex.schema.createTable('timeclock_history', (t) => {
    t.uuid('event_id').primary();
    t.text('entry_id').notNullable().index();
    t.uuid('user_id').notNullable();
    /** The event's place in the employee's timeclock stream: the history's order. */
    t.integer('revision').notNullable();
    t.text('kind').notNullable(); // clock-in | clock-out | correction
    t.jsonb('detail').notNullable();
    t.text('reason');
    t.text('actor');
    t.timestamp('at', { useTz: true }).notNullable();
    venue(t);
  });
  await knex.schema.createTable('shifts', (t) => {
    t.text('id').primary();
    t.uuid('user_id').notNullable();
    t.text('title').notNullable();
    t.text('description');
    t.text('position');
    t.text('color').notNullable();
    t.date('date').notNullable();
    t.text('start_time').notNullable();
    t.text('end_time').notNullable();
    t.text('status').notNullable();
    t.text('notes');
    t.timestamp('updated_at', { useTz: true }).notNullable();
    venue(t);
    t.index(['date']);
    t.index(['user_id', 'date']);
  });
  await knex.schema.createTable('shift_publications', (t) => {
    t.text('publication_id').primary();
    t.date('week_start').notNullable().index();
    t.jsonb('employees').notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable();
    venue(t);
  });
  /** One shift notice per employee per publication (claimed before it is texted). */
  await knex.schema.createTable('shift_notices', (t) => {
    t.text('publication_id').notNullable();
    t.uuid('user_id').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.primary(['publication_id', 'user_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['shift_notices', 'shift_publications', 'shifts', 'timeclock_history', 'timeclock_entries'])
    await knex.schema.dropTable(table);
}
