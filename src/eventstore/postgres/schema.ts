/** Expected-revision codes in an append: -1 no_stream, -2 any, -3 exists, >= 0 exact. */
export const EXPECT_NO_STREAM = -1;
export const EXPECT_ANY = -2;
export const EXPECT_EXISTS = -3;
export const NOTIFY_CHANNEL = 'es_events';

/**
 * One table: an append is one INSERT whose revisions the primary key guards (see APPEND_SQL in
 * postgres-event-store.ts). Subscribers read in (transaction_id, global_position) order below the
 * oldest running transaction, so no event is skipped or repeated.
 */
export const EVENT_STORE_SCHEMA_SQL = `
CREATE SEQUENCE IF NOT EXISTS es_global_position AS bigint;
CREATE TABLE IF NOT EXISTS es_events (
  stream_id text NOT NULL,
  stream_position bigint NOT NULL,
  global_position bigint NOT NULL DEFAULT nextval('es_global_position'),
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  event_id uuid NOT NULL UNIQUE,
  event_type text NOT NULL,
  schema_version int NOT NULL DEFAULT 1,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stream_id, stream_position)
);
CREATE INDEX IF NOT EXISTS es_events_tx_gp ON es_events (transaction_id, global_position);
`;

/** What earlier versions kept beside the events: a row per stream, updated by every append. */
export const DROP_STREAM_ROWS_SQL = `
DROP FUNCTION IF EXISTS es_append(text, bigint, uuid[], text[], int[], jsonb[], jsonb[], boolean);
DROP TABLE IF EXISTS es_streams;
`;

export const DROP_EVENT_STORE_SQL = `
${DROP_STREAM_ROWS_SQL}
DROP TABLE IF EXISTS es_events;
DROP SEQUENCE IF EXISTS es_global_position;
`;
