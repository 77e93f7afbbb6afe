/**
 * `npm run bench -- eventstore [seconds] [rounds]`: on the local PostgreSQL, one throwaway database
 * per measurement, 8 concurrent writers on distinct streams, `rounds` (3) interleaved rounds of
 * `seconds` (4) each:
 *   (a) single-event appends/s through our PostgresEventStore
 *   (b) the same through @event-driven-io/emmett-postgresql's event store
 *   (c) raw single-row INSERT transactions/s from node-postgres (the ceiling)
 *   (d) subscription catch-up over 100,000 stored events (events/s), checking none is skipped or repeated.
 */
import { randomUUID } from 'node:crypto';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { PostgresEventStore } from '../src/eventstore/postgres/postgres-event-store';
import { EVENT_STORE_SCHEMA_SQL } from '../src/eventstore/postgres/schema';
import { combine, throwawayDatabase, timedWriters, type Throughput } from './eventstore-bench-support';

const WRITERS = 8;
const CATCH_UP_EVENTS = 100_000;

async function ours(seconds: number): Promise<Throughput> {
  const db = await throwawayDatabase('ours');
  const pool = new pg.Pool({ connectionString: db.url, max: WRITERS });
  pool.on('error', () => undefined);
  await pool.query(EVENT_STORE_SCHEMA_SQL);
  const store = new PostgresEventStore({ pool, connectionString: db.url });
  try {
    return await timedWriters('(a) PostgresEventStore', WRITERS, seconds, async (w) => {
      const stream = `bench-${w}-${randomUUID()}`;
      let revision = -1n;
      return async () => {
        const result = await store.append(stream, [{ type: 'BenchEventRecorded', data: { w, n: Number(revision) } }], {
          expected: revision < 0n ? 'no_stream' : revision,
        });
        revision = result.nextRevision;
      };
    });
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}

async function emmett(seconds: number): Promise<Throughput> {
  const db = await throwawayDatabase('emmett');
  const store = getPostgreSQLEventStore(db.url);
  await store.schema.migrate();
  try {
    return await timedWriters('(b) Emmett PostgreSQL', WRITERS, seconds, async (w) => {
      const stream = `bench-${w}-${randomUUID()}`;
      let version: bigint | undefined;
      return async () => {
        const result = await store.appendToStream(
          stream,
          [{ type: 'BenchEventRecorded', data: { w, n: Number(version ?? 0n) } }],
          version === undefined ? {} : { expectedStreamVersion: version },
        );
        version = result.nextExpectedStreamVersion;
      };
    });
  } finally {
    await store.close();
    await db.drop();
  }
}

async function rawInserts(seconds: number): Promise<Throughput> {
  const db = await throwawayDatabase('raw');
  const clients: pg.Client[] = [];
  try {
    const setup = new pg.Client({ connectionString: db.url });
    await setup.connect();
    await setup.query(`CREATE TABLE raw_events (id bigserial PRIMARY KEY, stream_id text NOT NULL, data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await setup.end();
    return await timedWriters('(c) raw INSERT (ceiling)', WRITERS, seconds, async (w) => {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      clients.push(client);
      const stream = `bench-${w}`;
      let n = 0;
      return async () => {
        await client.query('INSERT INTO raw_events (stream_id, data) VALUES ($1, $2)', [
          stream,
          JSON.stringify({ w, n: n++ }),
        ]);
      };
    });
  } finally {
    await Promise.all(clients.map((c) => c.end()));
    await db.drop();
  }
}

interface CatchUp {
  events: number;
  perSecond: number;
  skipped: number;
  repeated: number;
  outOfOrder: number;
}

async function catchUp(): Promise<CatchUp> {
  const db = await throwawayDatabase('catchup');
  const pool = new pg.Pool({ connectionString: db.url, max: WRITERS });
  pool.on('error', () => undefined);
  await pool.query(EVENT_STORE_SCHEMA_SQL);
  const store = new PostgresEventStore({ pool, connectionString: db.url });
  try {
    // 100,000 events in 400 streams, 250 per append, written by 8 concurrent writers.
    const streams = Array.from({ length: 400 }, (_, i) => `catchup-${i}`);
    const written = new Set<string>();
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < streams.length) {
          const stream = streams[next++];
          const events = Array.from({ length: CATCH_UP_EVENTS / streams.length }, (_, i) => {
            const eventId = randomUUID();
            written.add(eventId);
            return { eventId, type: 'BenchEventRecorded', data: { stream, i } };
          });
          await store.append(stream, events, { expected: 'no_stream' });
        }
      }),
    );
    const seen = new Set<string>();
    const lastRevision = new Map<string, number>();
    let repeated = 0;
    let outOfOrder = 0;
    const abort = new AbortController();
    const started = process.hrtime.bigint();
    for await (const event of store.subscribe({ from: 'start', signal: abort.signal })) {
      if (seen.has(event.eventId)) repeated++;
      seen.add(event.eventId);
      if (event.revision !== (lastRevision.get(event.streamId) ?? -1) + 1) outOfOrder++;
      lastRevision.set(event.streamId, event.revision);
      if (seen.size >= CATCH_UP_EVENTS) abort.abort();
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const skipped = [...written].filter((id) => !seen.has(id)).length;
    return { events: seen.size, perSecond: seen.size / seconds, skipped, repeated, outOfOrder };
  } finally {
    await store.close();
    await pool.end();
    await db.drop();
  }
}

export default async function run(args: string[] = []): Promise<void> {
  const seconds = Number(args[0] ?? 4);
  const rounds = Number(args[1] ?? 3);
  console.log(
    `event store benchmark: ${WRITERS} writers, ${rounds} interleaved rounds of ${seconds} s per measurement ` +
      '(a fresh database each), local PostgreSQL\n',
  );
  // Interleaved, rotating order: on a shared machine the load drifts, and ratios should not.
  const measurements = [rawInserts, ours, emmett];
  const results: Throughput[][] = [[], [], []];
  for (let round = 0; round < rounds; round++) {
    for (let k = 0; k < measurements.length; k++) {
      const i = (k + round) % measurements.length;
      results[i].push(await measurements[i](seconds));
    }
  }
  const [c, a, b] = results.map(combine);
  const d = await catchUp();

  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const rows = [
    [c.name, `${fmt(c.perSecond)} tx/s`, `p99 ${c.p99Ms.toFixed(1)} ms`],
    [a.name, `${fmt(a.perSecond)} appends/s`, `p99 ${a.p99Ms.toFixed(1)} ms`],
    [b.name, `${fmt(b.perSecond)} appends/s`, `p99 ${b.p99Ms.toFixed(1)} ms`],
    [
      '(d) catch-up, 100,000 events',
      `${fmt(d.perSecond)} events/s`,
      `skipped ${d.skipped}, repeated ${d.repeated}, out of order ${d.outOfOrder}`,
    ],
  ];
  const width = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(width[i])).join('  |  '));
  const ac = a.perSecond / c.perSecond;
  const ab = a.perSecond / b.perSecond;
  console.log('');
  console.log(`(a)/(c) = ${(ac * 100).toFixed(1)}%   goal >= 85%   ${ac >= 0.85 ? 'met' : 'MISSED'}`);
  console.log(`(a)/(b) = ${ab.toFixed(2)}x   goal >= 3.00x  ${ab >= 3 ? 'met' : 'MISSED'}`);
  const dOk = d.perSecond >= 20_000 && d.skipped === 0 && d.repeated === 0 && d.outOfOrder === 0;
  console.log(
    `(d) = ${fmt(d.perSecond)} events/s   target >= 20,000 with none skipped or repeated   ${dOk ? 'met' : 'MISSED'}`,
  );
  if (a.errors + b.errors + c.errors > 0) console.log(`errors: a ${a.errors}, b ${b.errors}, c ${c.errors}`);
}
