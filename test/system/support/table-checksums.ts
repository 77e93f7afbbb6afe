import type { Knex } from 'knex';
import type { EventStore } from '../../../src/eventstore/types';
import { readLog } from '../../harness/event-log';

export interface TableChecksum {
  table: string;
  rows: number;
  md5: string | null;
}

/** Columns of a table, and which of them are a default of the wall clock (now(), CURRENT_TIMESTAMP). */
export async function columnsOf(knex: Knex, table: string): Promise<Array<{ name: string; clockDefault: boolean }>> {
  const { rows } = await knex.raw<{ rows: Array<{ column_name: string; column_default: string | null }> }>(
    `SELECT column_name, column_default FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = ? ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => ({
    name: r.column_name,
    clockDefault: /now\(\)|current_timestamp|clock_timestamp/i.test(r.column_default ?? ''),
  }));
}

async function primaryKey(knex: Knex, table: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: Array<{ attname: string }> }>(
    `SELECT a.attname FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = format('public.%I', ?::text)::regclass AND i.indisprimary
      ORDER BY array_position(i.indkey, a.attnum)`,
    [table],
  );
  return rows.map((r) => r.attname);
}

/**
 * md5 of the rows' md5s (each row as text) in primary-key order, the excluded columns left out. A table without a
 * primary key is ordered by its whole row text.
 */
export async function tableChecksum(knex: Knex, table: string, excluded: string[]): Promise<TableChecksum> {
  const columns = (await columnsOf(knex, table)).map((c) => c.name).filter((c) => !excluded.includes(c));
  const pk = await primaryKey(knex, table);
  const list = columns.map((c) => knex.raw('??', [c]).toQuery()).join(', ');
  const order = pk.length ? pk.map((c) => knex.raw('t.??', [c]).toQuery()).join(', ') : 't::text';
  const { rows } = await knex.raw<{ rows: Array<{ n: string; md5: string | null }> }>(
    `SELECT count(*) AS n, md5(string_agg(md5(t::text), '' ORDER BY ${order})) AS md5
       FROM (SELECT ${list} FROM public.??) t`,
    [table],
  );
  return { table, rows: Number(rows[0].n), md5: rows[0].md5 };
}

/** Keeps a copy of a table as it is now (schema `live_copy`), to say later which columns differ. */
export async function copyTable(knex: Knex, table: string): Promise<void> {
  await knex.raw('CREATE SCHEMA IF NOT EXISTS live_copy');
  await knex.raw('DROP TABLE IF EXISTS live_copy.??', [table]);
  await knex.raw('CREATE TABLE live_copy.?? AS TABLE public.??', [table, table]);
}

/** For each column: how many rows (matched by primary key) differ between the copy and the table now. */
export async function differingColumns(knex: Knex, table: string): Promise<string[]> {
  const pk = await primaryKey(knex, table);
  if (!pk.length) return ['(no primary key: rows differ)'];
  const on = pk.map((c) => knex.raw('a.?? = b.??', [c, c]).toQuery()).join(' AND ');
  const out: string[] = [];
  const missing = await knex.raw<{ rows: Array<{ live: string; rebuilt: string }> }>(
    `SELECT count(*) FILTER (WHERE b.?? IS NULL) AS live, count(*) FILTER (WHERE a.?? IS NULL) AS rebuilt
       FROM live_copy.?? a FULL JOIN public.?? b ON ${on}`,
    [pk[0], pk[0], table, table],
  );
  const { live, rebuilt } = missing.rows[0];
  if (Number(live)) out.push(`${live} rows only live`);
  if (Number(rebuilt)) out.push(`${rebuilt} rows only rebuilt`);
  for (const { name } of await columnsOf(knex, table)) {
    const { rows } = await knex.raw<{ rows: Array<{ n: string }> }>(
      `SELECT count(*) AS n FROM live_copy.?? a JOIN public.?? b ON ${on} WHERE a.?? IS DISTINCT FROM b.??`,
      [table, table, name, name],
    );
    if (!Number(rows[0].n)) continue;
    const example = await knex.raw<{ rows: Array<Record<string, unknown>> }>(
      `SELECT a.?? AS key FROM live_copy.?? a JOIN public.?? b ON ${on} WHERE a.?? IS DISTINCT FROM b.?? LIMIT 1`,
      [pk[0], table, table, name, name],
    );
    out.push(`${name} (${rows[0].n} rows, e.g. ${pk[0]} ${String(example.rows[0].key)})`);
  }
  return out;
}

/** The log's events whose data mention `text` (an id), in log order, read through the store, to see why a row differs. */
export async function eventsMentioning(store: EventStore, text: string): Promise<string> {
  const events = (await readLog(store)).filter((e) => JSON.stringify(e.data).includes(text));
  return events.map(({ type, position, data }) => JSON.stringify({ type, position, data })).join('\n');
}
