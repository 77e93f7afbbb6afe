import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { collectUntil, newEvents } from '../../src/eventstore/eventstore.contract-helpers';
import { eventStoreContract } from '../../src/eventstore/eventstore.contract';
import { EventTypes } from '../../src/eventstore/events';
import { PostgresEventStore } from '../../src/eventstore/postgres/postgres-event-store';
import { WrongExpectedVersionError } from '../../src/eventstore/types';
import { createTestDatabase, type TestDatabase } from '../harness/test-db';
import { waitFor } from '../harness/wait-for';

async function openStore(): Promise<{
  db: TestDatabase;
  pool: pg.Pool;
  store: PostgresEventStore;
  eventTypes: EventTypes;
}> {
  const db = await createTestDatabase();
  const pool = new pg.Pool({ connectionString: db.url, max: 8 });
  // An idle client ended by DROP DATABASE ... WITH (FORCE) at teardown is not a test failure.
  pool.on('error', () => undefined);
  const eventTypes = new EventTypes();
  const store = new PostgresEventStore({ pool, connectionString: db.url, eventTypes });
  return { db, pool, store, eventTypes };
}

eventStoreContract('PostgreSQL', async () => {
  const { db, pool, store, eventTypes } = await openStore();
  return {
    store,
    eventTypes,
    async dispose() {
      await store.close();
      await pool.end();
      await db.drop();
    },
  };
});

describe('the PostgreSQL event store under out-of-order commits', () => {
  let ctx: Awaited<ReturnType<typeof openStore>>;
  beforeAll(async () => {
    ctx = await openStore();
  });
  afterAll(async () => {
    await ctx.store.close();
    await ctx.pool.end();
    await ctx.db.drop();
  });

  it('delivers an event whose transaction commits after a later-numbered one', async () => {
    const { store, db } = ctx;
    const from = await store.head();
    const slow = new pg.Client({ connectionString: db.url });
    await slow.connect();
    try {
      const [held] = newEvents(1);
      await slow.query('BEGIN');
      const { rows } = await slow.query<{ last_global: string }>(
        `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
         VALUES ('held-1', 0, $1, $2, $3, $4) RETURNING global_position AS last_global`,
        [
          held.eventId,
          held.type,
          JSON.stringify(held.data),
          JSON.stringify({ actor: 'system', correlationId: randomUUID(), causationId: null, schemaVersion: 1 }),
        ],
      );
      const fast = await store.append('fast-1', newEvents(1), { expected: 'no_stream' });
      expect(BigInt(fast.position.split(':')[1])).toBeGreaterThan(BigInt(rows[0].last_global));

      const seenPromise = collectUntil(store, { from }, (e) => e.length >= 2, 10_000, 300);
      // While the lower position is uncommitted, the subscriber must not move past it.
      await new Promise((r) => setTimeout(r, 400));
      await slow.query('COMMIT');
      const seen = await seenPromise;
      expect(seen.map((e) => e.streamId)).toEqual(['held-1', 'fast-1']);
      expect(seen[0].eventId).toBe(held.eventId);

      // A subscriber resuming from the later event's checkpoint does not see the held one again.
      const after = await store.append('fast-2', newEvents(1), { expected: 'no_stream' });
      const resumed = await collectUntil(store, { from: seen[1].position }, (e) => e.length >= 1, 5_000, 200);
      expect(resumed.map((e) => e.position)).toEqual([after.position]);
    } finally {
      await slow.query('ROLLBACK').catch(() => undefined);
      await slow.end();
    }
  });

  it('keeps its connections when appends lose races for a revision (no reconnect per conflict)', async () => {
    const { store, pool } = ctx;
    const removed = jest.fn();
    pool.on('remove', removed);
    try {
      await store.append('race-1', newEvents(1), { expected: 'no_stream' });
      const losers = await Promise.allSettled(
        Array.from({ length: 5 }, () => store.append('race-1', newEvents(1), { expected: 'no_stream' })),
      );
      expect(losers.map((r) => r.status === 'rejected' && r.reason)).toEqual(
        Array.from({ length: 5 }, () => expect.any(WrongExpectedVersionError)),
      );
      // 'any' retries on the next revision over the same connections.
      await Promise.all(Array.from({ length: 5 }, () => store.append('race-1', newEvents(1), { expected: 'any' })));
      const revisions: number[] = [];
      for await (const e of store.read('race-1')) revisions.push(e.revision);
      expect(revisions).toEqual([0, 1, 2, 3, 4, 5]);
      expect(removed).not.toHaveBeenCalled();
    } finally {
      pool.off('remove', removed);
    }
  });

  it('rejects an append whose connection dies mid-statement, without an unheard client error', async () => {
    const { store, db, pool } = ctx;
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    const removed = jest.fn();
    pool.on('remove', removed);
    try {
      // An uncommitted row at revision 0 makes the append wait on the unique key...
      const [held] = newEvents(1);
      await holder.query('BEGIN');
      await holder.query(
        `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
         VALUES ('dying-1', 0, $1, $2, '{}', '{}')`,
        [held.eventId, held.type],
      );
      const append = store.append('dying-1', newEvents(1), { expected: 'no_stream' });
      const outcome = append.then(
        () => 'appended',
        (error: Error) => error.message,
      );
      // ...and its server process is then ended, as a restart of PostgreSQL would.
      const waiting = async (): Promise<number> => {
        const { rows } = await holder.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0]?.pid ?? (await new Promise((r) => setTimeout(r, 20)).then(waiting));
      };
      await holder.query('SELECT pg_terminate_backend($1)', [await waiting()]);
      expect(await outcome).toMatch(/terminat/i);
      // The dead connection left the pool; the next append gets a live one.
      await waitFor(() => removed.mock.calls.length === 1, 5_000);
      await holder.query('ROLLBACK');
      await store.append('dying-1', newEvents(1), { expected: 'no_stream' });
    } finally {
      pool.off('remove', removed);
      await holder.query('ROLLBACK').catch(() => undefined);
      await holder.end();
    }
  });

  it('wakes a subscriber in another process through NOTIFY after the commit', async () => {
    const other = new pg.Pool({ connectionString: ctx.db.url, max: 2 });
    other.on('error', () => undefined);
    // Polls only every 20 s, so only the notification can bring the event in time.
    const elsewhere = new PostgresEventStore({ pool: other, connectionString: ctx.db.url, idlePollMs: 20_000 });
    try {
      const from = await ctx.store.head();
      const seen = collectUntil(
        elsewhere,
        { from, filter: { streamPrefixes: ['woken-'] } },
        (e) => e.length >= 1,
        5_000,
      );
      // The subscriber is listening before the append (it has nothing to poll for).
      expect(await elsewhere.listening()).toBe(true);
      const written = await ctx.store.append('woken-1', newEvents(1), { expected: 'no_stream' });
      expect((await seen).map((e) => e.position)).toEqual([written.position]);
    } finally {
      await elsewhere.close();
      await other.end();
    }
  });

  it('orders transaction ids as numbers, not text (xid 99 comes before xid 100)', async () => {
    const { pool } = ctx;
    // Rows written with made-up old transaction ids land behind the log's end, which no real append can
    // do: a store that already keeps a live tail would rightly not look there. A new store reads the log.
    const store = new PostgresEventStore({ pool, eventTypes: ctx.eventTypes });
    const [a, b] = newEvents(2);
    await pool.query(
      `INSERT INTO es_events (stream_id, stream_position, global_position, transaction_id, event_id, event_type, data, metadata)
       VALUES ('xid-99', 0, 2, '99'::xid8, $1, 'Old', '{}', '{}'), ('xid-100', 0, 1, '100'::xid8, $2, 'Old', '{}', '{}')`,
      [a.eventId, b.eventId],
    );
    const seen = await collectUntil(
      store,
      { from: 'start', filter: { streamPrefixes: ['xid-'] } },
      (e) => e.length >= 2,
      5_000,
      300,
    );
    expect(seen.map((e) => e.streamId)).toEqual(['xid-99', 'xid-100']);
    const resumed = await collectUntil(
      store,
      { from: seen[0].position, filter: { streamPrefixes: ['xid-'] } },
      () => false,
      500,
    );
    expect(resumed.map((e) => e.streamId)).toEqual(['xid-100']);
  });

  it('holds a live subscriber back while an older append is still open', async () => {
    const { store, db } = ctx;
    const from = await store.head();
    const slow = new pg.Client({ connectionString: db.url });
    await slow.connect();
    try {
      await slow.query('BEGIN');
      await slow.query(
        `INSERT INTO es_events (stream_id, stream_position, event_id, event_type, data, metadata)
         VALUES ('held-2', 0, $1, 'Held', '{}', '{}')`,
        [randomUUID()],
      );
      await store.append('fast-3', newEvents(1), { expected: 'no_stream' });
      const early = await collectUntil(store, { from }, (e) => e.length >= 1, 500);
      expect(early).toEqual([]);
      await slow.query('ROLLBACK');
      const later = await collectUntil(store, { from }, (e) => e.length >= 1, 5_000, 200);
      expect(later.map((e) => e.streamId)).toEqual(['fast-3']);
    } finally {
      await slow.end();
    }
  });
});
