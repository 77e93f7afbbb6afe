import type { Knex } from 'knex';
import type { EventStore } from '../eventstore/types';
import { applyEvents, type Projection } from './projection';
import { readAhead, readCheckpoint } from './projection-reads';

/**
 * Replays every event of the projection's types into fresh copies of its tables (a shadow schema),
 * then swaps them in with the checkpoint in one transaction: reads see the old model until the new
 * one is whole. The caller holds the projection's lock.
 */
export async function replayIntoShadow(
  store: EventStore,
  knex: Knex,
  projection: Projection,
  onProgress?: (progress: RebuildProgress) => void,
): Promise<{ events: number }> {
  const name = projection.name;
  await readCheckpoint(knex, name);
  const head = await store.head();
  const total = (await store.countEvents?.({ eventTypes: projection.eventTypes })) ?? null;
  const shadow = `rebuild_${name.replace(/\W/g, '_')}`;
  await knex.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [shadow]);
  await knex.raw('CREATE SCHEMA ??', [shadow]);
  try {
    for (const table of projection.tables)
      await knex.raw('CREATE TABLE ??.?? (LIKE public.?? INCLUDING ALL)', [shadow, table, table]);
    const started = Date.now();
    let events = 0;
    let checkpoint = 'start';
    const report = () => {
      const seconds = (Date.now() - started) / 1000;
      const rate = seconds > 0 ? events / seconds : 0;
      const left = total !== null && rate > 0 ? Math.max(0, (total - events) / rate) : null;
      onProgress?.({ name, events, total, eventsPerSecond: rate, secondsLeft: left });
    };
    if (head !== 'start') {
      const abort = new AbortController();
      for await (const batch of readAhead(
        store.subscribeBatches({
          from: 'start',
          filter: { eventTypes: projection.eventTypes },
          batchSize: 2000,
          signal: abort.signal,
        }),
        abort,
      )) {
        if (batch.events.length) {
          await knex.transaction(async (trx) => {
            await trx.raw('SELECT set_config(?, ?, true)', ['search_path', `${shadow}, public`]);
            await applyEvents(projection, trx, batch.events);
          });
          events += batch.events.length;
          report();
        }
        checkpoint = batch.checkpoint;
        if (store.comparePositions(checkpoint, head) >= 0) abort.abort();
      }
    }
    await knex.transaction(async (trx) => {
      for (const table of projection.tables) await swapIn(trx, shadow, table);
      await trx('projection_checkpoints').where({ name }).update({ checkpoint, updated_at: trx.fn.now() });
    });
    projection.onRebuilt?.();
    report();
    return { events };
  } finally {
    await knex.raw('DROP SCHEMA IF EXISTS ?? CASCADE', [shadow]);
  }
}

export interface RebuildProgress {
  name: string;
  events: number;
  /** Events of the projection's types in the log, when the store can count them. */
  total: number | null;
  eventsPerSecond: number;
  secondsLeft: number | null;
}

/** Replaces public.<table> by <shadow>.<table>, keeping the original index and constraint names. */
async function swapIn(trx: Knex.Transaction, shadow: string, table: string): Promise<void> {
  const indexes = async (schema: string) =>
    (
      await trx.raw<{ rows: Array<{ name: string; def: string }> }>(
        `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
           FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
          WHERE x.indrelid = format('%I.%I', ?::text, ?::text)::regclass`,
        [schema, table],
      )
    ).rows.map((r) => ({ name: r.name, def: r.def.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+ /, '$1') }));
  const original = new Map((await indexes('public')).map((r) => [r.def, r.name]));
  const rebuilt = await indexes(shadow);
  await trx.raw('LOCK TABLE public.?? IN ACCESS EXCLUSIVE MODE', [table]);
  await trx.raw('DROP TABLE public.??', [table]);
  await trx.raw('ALTER TABLE ??.?? SET SCHEMA public', [shadow, table]);
  for (const index of rebuilt) {
    const name = original.get(index.def);
    if (name && name !== index.name) await trx.raw('ALTER INDEX public.?? RENAME TO ??', [index.name, name]);
  }
}
