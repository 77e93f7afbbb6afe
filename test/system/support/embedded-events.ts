// Run through scripts/with-db.mjs (DATABASE_URL set by it) by the embedded-PostgreSQL backup test:
//   append: moves the server's transaction counter on, then appends three events and 20,001 mailbox rows
//   count:  prints what the database holds as JSON (events, events the event store's readers see, mailbox rows)
import pg from 'pg';

async function main(): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    if (process.argv[2] === 'append') {
      await client.query(`DO $$ BEGIN FOR i IN 1..5000 LOOP PERFORM pg_current_xact_id(); COMMIT; END LOOP; END $$`);
      await client.query(
        `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
         SELECT 'drill-1', n, gen_random_uuid(), 'DrillHappened', jsonb_build_object('n', n, 'note', E'tab\\there'), '{}'
           FROM generate_series(1, 3) n`,
      );
      // Enough rows (about 4 MB of COPY text) that the backup's gzip pushes back on the connection.
      await client.query(
        `INSERT INTO dev_mailbox (to_addresses, subject, text, received_at)
         SELECT 'b@example.com', 'Bulk ' || g, md5(g::text) || repeat('x', 150), now() FROM generate_series(1, 20000) g`,
      );
      await client.query(
        `INSERT INTO dev_mailbox (to_addresses, subject, text, received_at) VALUES ('a@example.com', 'Drill', E'two\\nlines', now())`,
      );
      return;
    }
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM es_events)::int AS events,
              (SELECT count(*) FROM es_events WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot()))::int AS visible,
              (SELECT md5(string_agg(e::text, '|' ORDER BY global_position)) FROM es_events e) AS events_md5,
              (SELECT count(*) FROM dev_mailbox)::int AS mailbox,
              (SELECT md5(string_agg(m::text, '|' ORDER BY id)) FROM dev_mailbox m) AS mailbox_md5`,
    );
    console.log(JSON.stringify(rows[0]));
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
