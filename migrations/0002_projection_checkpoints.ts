import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('projection_checkpoints', (t) => {
    t.text('name').primary();
    t.text('checkpoint').notNullable().defaultTo('start');
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('projection_checkpoints');
}
