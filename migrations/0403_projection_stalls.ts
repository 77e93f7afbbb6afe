import type { Knex } from 'knex';

/**
 * A projection that keeps failing on one event stops there and says so: the event, its error and when
 * it stopped are kept beside the checkpoint, so every process, the admin pages and a restart see it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projection_checkpoints', (t) => {
    t.text('stalled_event_id');
    t.text('stalled_event_type');
    t.text('stalled_stream_id');
    t.text('stalled_position');
    t.text('stalled_error');
    t.integer('stalled_attempts');
    t.timestamp('stalled_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('projection_checkpoints', (t) => {
    for (const c of ['event_id', 'event_type', 'stream_id', 'position', 'error', 'attempts', 'at'])
      t.dropColumn(`stalled_${c}`);
  });
}
