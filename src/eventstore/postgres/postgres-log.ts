import type pg from 'pg';
import type { EventTypes } from '../events';
import type { EventMetadata, ExpectedRevision, RecordedEvent } from '../types';
import { parsePgPosition } from './position';
import { EXPECT_ANY, EXPECT_EXISTS, EXPECT_NO_STREAM } from './schema';

/** The SQL of the PostgreSQL log: the append statements, and reading a window of committed events. */

/**
 * pool.query, except that a statement the server refused (a revision another append took: the
 * optimistic check of every contended stream) keeps its connection. pg-pool's query() closes the
 * connection on any error, and the next append then pays for a new server process, its login and its
 * prepared statements: under a race for one slot that made every losing append cost a reconnect.
 * An error of the connection itself (or none from the server) still closes it.
 */
export async function queryKeepingConnection<R extends pg.QueryResultRow>(
  pool: pg.Pool,
  query: pg.QueryConfig,
): Promise<pg.QueryResult<R>> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A checked-out client has no listener of the pool's: a connection dying mid-query (the server
  // restarting) emits 'error' on the client besides failing the query, and unheard it would crash the process.
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    return await client.query<R>(query);
  } catch (error) {
    if (!refusedStatement(error)) broken ??= error as Error;
    throw error;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}

/** An error the server sent about the statement: SQLSTATE classes 08 (connection), 53, 57, 58 and XX are not. */
function refusedStatement(error: unknown): boolean {
  // The server's errors carry a severity; a socket's (EPIPE, ECONNRESET) do not.
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && !/^(08|53|57|58|XX)/.test(code);
}

export interface EventRow {
  stream_id: string;
  stream_position: string;
  global_position: string;
  transaction_id: string;
  event_id: string;
  event_type: string;
  schema_version: number;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
}

const EXPECTED_MATCHES = `CASE
           WHEN $2::bigint >= 0 THEN c.v = $2::bigint
           WHEN $2::bigint = ${EXPECT_NO_STREAM} THEN c.v IS NULL
           WHEN $2::bigint = ${EXPECT_EXISTS} THEN c.v IS NOT NULL
           ELSE true
         END`;

/**
 * One statement, one implicit transaction: the events go in at the revisions after the stream's
 * current one, which must be what the caller expected ($2: revision >= 0, -1 no stream, -2 any,
 * -3 exists; no row inserted otherwise). The primary key (stream_id, stream_position) refuses a
 * concurrent append that read the same revision, so there is no stream row to update.
 */
export const APPEND_SQL = `
  INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  SELECT $1, coalesce(c.v, -1) + u.ord, u.id, u.t, u.sv, u.d, u.m
    FROM (SELECT max(stream_position) AS v FROM es_events WHERE stream_id = $1) c,
         unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY AS u(id, t, sv, d, m, ord)
   WHERE ${EXPECTED_MATCHES}
   ORDER BY u.ord
  RETURNING stream_position, global_position, pg_current_xact_id()::text AS tx`;

export const APPEND_ONE_SQL = `
  INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  SELECT $1, coalesce(c.v, -1) + 1, $3::uuid, $4::text, $5::int, $6::jsonb, $7::jsonb
    FROM (SELECT max(stream_position) AS v FROM es_events WHERE stream_id = $1) c
   WHERE ${EXPECTED_MATCHES}
  RETURNING stream_position, global_position, pg_current_xact_id()::text AS tx`;

/**
 * The two common single-event appends need no max(): a new stream's first event goes in at revision
 * 0, and an append after revision $2 goes in at $2 + 1 when revision $2 exists. The primary key
 * refuses either when another append took that revision first.
 */
export const APPEND_FIRST_SQL = `
  INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  VALUES ($1, 0, $2::uuid, $3::text, $4::int, $5::jsonb, $6::jsonb)
  RETURNING stream_position, global_position, pg_current_xact_id()::text AS tx`;

export const APPEND_AFTER_SQL = `
  INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  SELECT $1, $2::bigint + 1, $3::uuid, $4::text, $5::int, $6::jsonb, $7::jsonb
   WHERE EXISTS (SELECT 1 FROM es_events WHERE stream_id = $1 AND stream_position = $2::bigint)
  RETURNING stream_position, global_position, pg_current_xact_id()::text AS tx`;

export const COLUMNS = `stream_id, stream_position, global_position, transaction_id::text AS transaction_id,
  event_id, event_type, schema_version, data, metadata, created_at`;

/**
 * Metadata as stored: the schema version has its own column and a missing causation is null on read
 * (toRecorded puts both back), so neither is written into every row.
 */
export function storedMetadata(metadata: EventMetadata): string {
  const { schemaVersion: _version, causationId, ...rest } = metadata;
  return JSON.stringify(causationId == null ? rest : { ...rest, causationId });
}

/** The statement for an append: the single-event forms where they apply. */
export function appendStatement(
  expected: ExpectedRevision,
  code: string,
  stream: string,
  ids: string[],
  types: string[],
  versions: number[],
  data: string[],
  meta: string[],
): pg.QueryConfig {
  if (ids.length > 1)
    return { name: 'es_append_many', text: APPEND_SQL, values: [stream, code, ids, types, versions, data, meta] };
  const one = [ids[0], types[0], versions[0], data[0], meta[0]];
  if (expected === 'no_stream') return { name: 'es_append_first', text: APPEND_FIRST_SQL, values: [stream, ...one] };
  if (typeof expected !== 'string')
    return { name: 'es_append_after', text: APPEND_AFTER_SQL, values: [stream, code, ...one] };
  return { name: 'es_append_one', text: APPEND_ONE_SQL, values: [stream, code, ...one] };
}

export function toRecorded(row: EventRow, types: EventTypes): RecordedEvent {
  return {
    eventId: row.event_id,
    type: row.event_type,
    data: types.upcastOnRead(row.event_type, row.data, row.schema_version),
    metadata: { ...row.metadata, causationId: row.metadata.causationId ?? null, schemaVersion: row.schema_version },
    streamId: row.stream_id,
    revision: Number(row.stream_position),
    position: `${row.transaction_id}:${row.global_position}`,
    createdAt: row.created_at,
  };
}

export function expectedCode(expected: ExpectedRevision): bigint {
  if (expected === 'no_stream') return BigInt(EXPECT_NO_STREAM);
  if (expected === 'any') return BigInt(EXPECT_ANY);
  if (expected === 'exists') return BigInt(EXPECT_EXISTS);
  const n = BigInt(expected);
  if (n < 0n) throw new RangeError(`expected revision must be >= 0, got ${n}`);
  return n;
}

/** The next `limit` committed events after (tx, gp), or null when there are none yet. */
export async function readWindow(
  pool: pg.Pool,
  tx: string,
  gp: string,
  limit: number,
): Promise<{ rows: EventRow[]; end: [string, string] } | null> {
  const { rows } = await pool.query<EventRow>(
    `SELECT ${COLUMNS} FROM es_events
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        AND (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
      ORDER BY es_events.transaction_id, es_events.global_position LIMIT $3`,
    [tx, gp, limit],
  );
  if (rows.length === 0) return null;
  const last = rows[rows.length - 1];
  return { rows, end: [last.transaction_id, String(last.global_position)] };
}

/**
 * Up to `limit` committed events of the given types after (tx, gp), in one statement (one
 * snapshot) with the last committed position: when fewer than `limit` match, the checkpoint moves
 * to that position, so a projection of rare types still catches up with the head.
 */
export async function readFiltered(
  pool: pg.Pool,
  tx: string,
  gp: string,
  types: string[],
  limit: number,
): Promise<{ rows: EventRow[]; end: [string, string] } | null> {
  const { rows } = await pool.query<EventRow & { tail_tx: string; tail_gp: string }>({
    name: 'es_read_filtered',
    text: `WITH horizon AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin),
           tail AS (
             SELECT e.transaction_id::text AS tail_tx, e.global_position::text AS tail_gp
               FROM es_events e, horizon
              WHERE e.transaction_id < horizon.xmin
                AND (e.transaction_id, e.global_position) > ($1::text::xid8, $2::bigint)
              ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1),
           hits AS (
             SELECT ${COLUMNS} FROM es_events, horizon
              WHERE es_events.transaction_id < horizon.xmin
                AND (es_events.transaction_id, es_events.global_position) > ($1::text::xid8, $2::bigint)
                AND es_events.event_type = ANY($4::text[])
              ORDER BY es_events.transaction_id, es_events.global_position LIMIT $3)
           SELECT hits.*, tail.* FROM tail LEFT JOIN hits ON true
            ORDER BY hits.transaction_id::text::xid8, hits.global_position`,
    values: [tx, gp, limit, types],
  });
  if (rows.length === 0) return null;
  const hits = rows[0].event_id === null ? [] : rows;
  const last = hits[hits.length - 1];
  const end: [string, string] =
    hits.length === limit ? [last.transaction_id, String(last.global_position)] : [rows[0].tail_tx, rows[0].tail_gp];
  return { rows: hits, end };
}

/** Events of the log (of the given types, or all). */
export async function countEvents(pool: pg.Pool, types: string[] | undefined): Promise<number> {
  const { rows } = types
    ? await pool.query<{ n: string }>('SELECT count(*) AS n FROM es_events WHERE event_type = ANY($1)', [types])
    : await pool.query<{ n: string }>('SELECT count(*) AS n FROM es_events');
  return Number(rows[0].n);
}

/** Events after a position (of the given types, or all) and when the oldest of them was written. */
export async function backlog(
  pool: pg.Pool,
  types: string[] | undefined,
  after: string,
): Promise<{ events: number; oldestAt: Date | null }> {
  const [tx, gp] = parsePgPosition(after);
  const { rows } = await pool.query<{ n: string; oldest: Date | null }>(
    `SELECT count(*) AS n, min(created_at) AS oldest FROM es_events
      WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
        AND ($3::text[] IS NULL OR event_type = ANY($3::text[]))`,
    [tx, gp, types ?? null],
  );
  return { events: Number(rows[0].n), oldestAt: rows[0].oldest };
}
