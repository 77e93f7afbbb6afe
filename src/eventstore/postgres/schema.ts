/** Expected-revision codes passed to es_append: -1 no_stream, -2 any, -3 exists, >= 0 exact. */
export const EXPECT_NO_STREAM = -1;
export const EXPECT_ANY = -2;
export const EXPECT_EXISTS = -3;
export const CONFLICT_SQLSTATE = 'ES409';
export const NOTIFY_CHANNEL = 'es_events';

export const EVENT_STORE_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id text PRIMARY KEY,
  version bigint NOT NULL
);
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

CREATE OR REPLACE FUNCTION es_append(
  p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_versions int[],
  p_data jsonb[], p_meta jsonb[], p_notify boolean
) RETURNS TABLE (next_revision bigint, last_global bigint, tx text)
LANGUAGE plpgsql AS $$
DECLARE
  v_n int := coalesce(array_length(p_ids, 1), 0);
  v_current bigint;
BEGIN
  IF v_n = 0 THEN
    RAISE EXCEPTION 'empty append to %', p_stream USING ERRCODE = '22023';
  END IF;
  IF p_expected = ${EXPECT_NO_STREAM} THEN
    INSERT INTO es_streams (stream_id, version) VALUES (p_stream, v_n - 1) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stream % exists', p_stream USING ERRCODE = '${CONFLICT_SQLSTATE}';
    END IF;
    v_current := -1;
  ELSIF p_expected = ${EXPECT_ANY} THEN
    INSERT INTO es_streams AS s (stream_id, version) VALUES (p_stream, v_n - 1)
      ON CONFLICT (stream_id) DO UPDATE SET version = s.version + v_n
      RETURNING s.version - v_n INTO v_current;
  ELSIF p_expected = ${EXPECT_EXISTS} THEN
    UPDATE es_streams SET version = version + v_n WHERE stream_id = p_stream
      RETURNING version - v_n INTO v_current;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stream % does not exist', p_stream USING ERRCODE = '${CONFLICT_SQLSTATE}';
    END IF;
  ELSE
    UPDATE es_streams SET version = version + v_n WHERE stream_id = p_stream AND version = p_expected;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stream % is not at revision %', p_stream, p_expected USING ERRCODE = '${CONFLICT_SQLSTATE}';
    END IF;
    v_current := p_expected;
  END IF;

  INSERT INTO es_events (stream_id, stream_position, event_id, event_type, schema_version, data, metadata)
  SELECT p_stream, v_current + u.ord, u.id, u.t, u.sv, u.d, u.m
  FROM unnest(p_ids, p_types, p_versions, p_data, p_meta) WITH ORDINALITY AS u(id, t, sv, d, m, ord)
  ORDER BY u.ord;

  IF p_notify THEN
    PERFORM pg_notify('${NOTIFY_CHANNEL}', '');
  END IF;
  RETURN QUERY SELECT v_current + v_n, currval('es_global_position'), pg_current_xact_id()::text;
END;
$$;
`;

export const DROP_EVENT_STORE_SQL = `
DROP FUNCTION IF EXISTS es_append(text, bigint, uuid[], text[], int[], jsonb[], jsonb[], boolean);
DROP TABLE IF EXISTS es_events;
DROP TABLE IF EXISTS es_streams;
DROP SEQUENCE IF EXISTS es_global_position;
`;
