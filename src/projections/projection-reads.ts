/**
 * Reading for the projection runner and the rebuild: a projection's stored checkpoint, a read that
 * overlaps the next batch with the handling of the current one, and an abortable wait.
 */
import type { Knex } from 'knex';

export async function readCheckpoint(knex: Knex, name: string): Promise<string> {
  await knex('projection_checkpoints').insert({ name, checkpoint: 'start' }).onConflict('name').ignore();
  const row = await knex('projection_checkpoints').where({ name }).first('checkpoint');
  return row.checkpoint as string;
}

/**
 * Reads the next item while the current one is being handled (reading and writing overlap). On an
 * early exit (an error while handling) `stop` ends the read still under way, which could otherwise
 * wait for new events indefinitely.
 */
export async function* readAhead<T>(source: AsyncIterable<T>, stop: AbortController): AsyncIterable<T> {
  const iterator = source[Symbol.asyncIterator]();
  let next = iterator.next();
  try {
    for (;;) {
      const result = await next;
      if (result.done) return;
      next = iterator.next();
      // The read-ahead may fail while this item is handled: its error surfaces at the next await.
      next.catch(() => undefined);
      yield result.value;
    }
  } finally {
    stop.abort();
    void iterator.return?.()?.catch(() => undefined);
  }
}

export function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
