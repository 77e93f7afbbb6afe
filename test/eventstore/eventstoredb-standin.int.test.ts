/**
 * The stand-in at the wire, through the real @eventstore/db-client: the answers the real server
 * gives (see the sources in test/harness/eventstoredb-standin.ts), not just what the adapter needs.
 */
import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  ErrorType,
  EventStoreDBClient,
  eventTypeFilter,
  excludeSystemEvents,
  jsonEvent,
  MaxAppendSizeExceededError,
  START,
  StreamDeletedError,
  type AllStreamResolvedEvent,
  type Position,
} from '@eventstore/db-client';
import { readAll } from '../../src/eventstore/eventstore.contract-helpers';
import { EventStoreDbEventStore } from '../../src/eventstore/eventstoredb/eventstoredb-event-store';
import { startEventStoreDbStandIn, type EventStoreDbStandIn } from '../harness/eventstoredb-standin';

let server: EventStoreDbStandIn;
let client: EventStoreDBClient;
const name = (s: string) => `${s}-${randomUUID().slice(0, 8)}`;
const events = (n: number, type = 'Booked') => Array.from({ length: n }, (_, i) => jsonEvent({ type, data: { i } }));

beforeAll(async () => {
  server = await startEventStoreDbStandIn();
  client = EventStoreDBClient.connectionString(server.connectionString);
});
afterAll(async () => {
  await client.dispose();
  await server.stop();
});

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe.each([
  ['BatchAppend', true],
  ['Append', false],
])('append through %s', (path, batchAppend) => {
  let node: EventStoreDbStandIn;
  let writer: EventStoreDBClient;
  beforeAll(async () => {
    node = await startEventStoreDbStandIn({ batchAppend });
    writer = EventStoreDBClient.connectionString(node.connectionString);
  });
  afterAll(async () => {
    await writer.dispose();
    await node.stop();
    // The client chose the path the server offered.
    expect(node.calls[batchAppend ? 'batchAppend' : 'append']).toBeGreaterThan(0);
    expect(node.calls[batchAppend ? 'append' : 'batchAppend'] ?? 0).toBe(0);
  });

  it('answers a wrong expected version with the expected and the actual revision', async () => {
    const stream = name('order');
    const first = await writer.appendToStream(stream, events(2), { expectedRevision: 'no_stream' });
    expect(first).toMatchObject({ success: true, nextExpectedRevision: 1n });
    const again = await writer.appendToStream(stream, events(1), { expectedRevision: 'no_stream' }).catch((e) => e);
    expect(again).toMatchObject({
      type: ErrorType.WRONG_EXPECTED_VERSION,
      streamName: stream,
      expectedVersion: 'no_stream',
      actualVersion: 1n,
    });
    const exists = await writer
      .appendToStream(name('none'), events(1), { expectedRevision: 'stream_exists' })
      .catch((e) => e);
    expect(exists).toMatchObject({ expectedVersion: 'stream_exists', actualVersion: 'no_stream' });
    const stale = await writer.appendToStream(stream, events(1), { expectedRevision: 5n }).catch((e) => e);
    expect(stale).toMatchObject({ expectedVersion: 5n, actualVersion: 1n });
  });

  it('answers a retried append with the same ids idempotently, and a half-known retry as wrong version', async () => {
    const stream = name('idem');
    const sent = events(2);
    const first = await writer.appendToStream(stream, sent, { expectedRevision: 'no_stream' });
    const retry = await writer.appendToStream(stream, sent, { expectedRevision: 'no_stream' });
    expect(retry.nextExpectedRevision).toBe(1n);
    expect(retry.position).toEqual(first.position);
    expect((await writer.appendToStream(stream, [sent[1]], { expectedRevision: 0n })).nextExpectedRevision).toBe(1n);
    expect((await writer.appendToStream(stream, sent, { expectedRevision: 'any' })).nextExpectedRevision).toBe(1n);
    const corrupted = await writer
      .appendToStream(stream, [sent[0], ...events(1)], { expectedRevision: 'any' })
      .catch((e) => e);
    expect(corrupted.type).toBe(ErrorType.WRONG_EXPECTED_VERSION);
    expect(await collect(writer.readStream(stream))).toHaveLength(2);
  });

  it('refuses a whole append over the 1 MiB MaxAppendSize and writes none of it', async () => {
    const stream = name('big');
    const chunk = 'x'.repeat(400 * 1024);
    const heavy = () => jsonEvent({ type: 'Heavy', data: { chunk } });
    expect((await writer.appendToStream(stream, [heavy(), heavy()])).nextExpectedRevision).toBe(1n);
    const error = await writer.appendToStream(stream, [heavy(), heavy(), heavy()]).catch((e) => e);
    expect(error).toBeInstanceOf(MaxAppendSizeExceededError);
    expect(error).toMatchObject({ type: ErrorType.MAXIMUM_APPEND_SIZE_EXCEEDED, maxAppendSize: 1024 * 1024 });
    expect(await collect(writer.readStream(stream))).toHaveLength(2);
  });

  it('refuses appends to a tombstoned stream with StreamDeleted', async () => {
    const stream = name('gone');
    await writer.appendToStream(stream, events(1));
    await writer.tombstoneStream(stream);
    const error = await writer.appendToStream(stream, events(1)).catch((e) => e);
    expect(error).toBeInstanceOf(StreamDeletedError);
    expect(error.streamName).toBe(stream);
  });

  it('lets the adapter retry an append refused with NotLeader on the new leader (nodePreference=leader)', async () => {
    const other = await startEventStoreDbStandIn({ batchAppend, log: node.log });
    const leaderOf = (n: EventStoreDbStandIn) => ({ host: '127.0.0.1', port: n.port });
    other.follow(leaderOf(node));
    const store = new EventStoreDbEventStore({
      connectionString: `esdb://127.0.0.1:${node.port},127.0.0.1:${other.port}?tls=false&nodePreference=leader`,
    });
    try {
      const stream = name('leader');
      const event = () => ({ type: 'Booked', data: { at: randomUUID() } });
      expect((await store.append(stream, [event()], { expected: 'no_stream' })).nextRevision).toBe(0n);
      const servedBefore = other.calls[batchAppend ? 'batchAppend' : 'append'] ?? 0;
      // The leader changes: the old one now answers NotLeader naming the new one.
      node.follow(leaderOf(other));
      other.follow(null);
      const second = await store.append(stream, [event()], { expected: 0n });
      expect(second.nextRevision).toBe(1n);
      expect(other.calls[batchAppend ? 'batchAppend' : 'append']).toBeGreaterThan(servedBefore);
      expect((await readAll(store, stream)).map((e) => e.revision)).toEqual([0, 1]);
      // Without the requires-leader header a follower serves the write (the server forwards it).
      const plain = await writer.appendToStream(stream, events(1), { expectedRevision: 1n });
      expect(plain.nextExpectedRevision).toBe(2n);
    } finally {
      node.follow(null);
      await store.close();
      await other.stop();
    }
  });
});

describe('delete and tombstone', () => {
  it('soft-deletes: reads find no stream, a later append recreates it with revisions continuing', async () => {
    const stream = name('soft');
    await client.appendToStream(stream, events(2));
    const deleted = await client.deleteStream(stream, { expectedRevision: 1n });
    expect(deleted.position?.commit).toBeGreaterThan(0n);
    const missing = await collect(client.readStream(stream)).catch((e) => e);
    expect(missing.type).toBe(ErrorType.STREAM_NOT_FOUND);
    const again = await client.appendToStream(stream, events(1), { expectedRevision: 'no_stream' });
    expect(again.nextExpectedRevision).toBe(2n);
    expect((await collect(client.readStream(stream))).map((e) => e.event?.revision)).toEqual([2n]);
  });

  it('refuses a delete at a wrong expected revision with WrongExpectedVersion', async () => {
    const stream = name('soft');
    await client.appendToStream(stream, events(2));
    const error = await client.deleteStream(stream, { expectedRevision: 0n }).catch((e) => e);
    expect(error).toMatchObject({ type: ErrorType.WRONG_EXPECTED_VERSION, streamName: stream, actualVersion: 1n });
    expect(await collect(client.readStream(stream))).toHaveLength(2);
  });

  it('tombstones for good: reads, appends and deletes answer StreamDeleted', async () => {
    const stream = name('hard');
    await client.appendToStream(stream, events(1));
    await client.tombstoneStream(stream, { expectedRevision: 0n });
    const read = await collect(client.readStream(stream)).catch((e) => e);
    expect(read.type).toBe(ErrorType.STREAM_DELETED);
    const append = await client.appendToStream(stream, events(1), { expectedRevision: 'any' }).catch((e) => e);
    expect(append.type).toBe(ErrorType.STREAM_DELETED);
    const remove = await client.deleteStream(stream).catch((e) => e);
    expect(remove.type).toBe(ErrorType.STREAM_DELETED);
  });
});

describe('read', () => {
  it('raises StreamNotFound for a stream that does not exist', async () => {
    const error = await collect(client.readStream(name('missing'))).catch((e) => e);
    expect(error.type).toBe(ErrorType.STREAM_NOT_FOUND);
  });

  it('reads a stream forwards and backwards from a revision, bounded by maxCount', async () => {
    const stream = name('read');
    await client.appendToStream(stream, events(5));
    const forwards = await collect(client.readStream(stream, { fromRevision: 1n, maxCount: 2 }));
    expect(forwards.map((e) => e.event?.revision)).toEqual([1n, 2n]);
    const backwards = await collect(client.readStream(stream, { fromRevision: END, direction: BACKWARDS }));
    expect(backwards.map((e) => e.event?.revision)).toEqual([4n, 3n, 2n, 1n, 0n]);
    expect(backwards[0].event).toMatchObject({ type: 'Booked', data: { i: 4 }, isJson: true, streamId: stream });
    expect(backwards[0].event?.created.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('reads $all forwards from a position (inclusive) and backwards from the end', async () => {
    const stream = name('all');
    await client.appendToStream(stream, events(3));
    const [last, middle] = await collect(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 2 }));
    expect(last.event?.streamId).toBe(stream);
    expect(last.event?.revision).toBe(2n);
    const fromMiddle = await collect(client.readAll({ fromPosition: middle.event!.position }));
    expect(fromMiddle.map((e) => e.event?.revision)).toEqual([1n, 2n]);
  });
});

describe('subscribe to $all', () => {
  it('confirms, catches up after the start position, checkpoints, goes live, and skips system events', async () => {
    const stream = name('sub');
    await client.appendToStream(stream, events(2));
    const { position: start } = (await collect(client.readStream(stream, { fromRevision: START, maxCount: 1 })))[0]
      .event!;
    await client.appendToStream(name('$sys'), events(1, '$statsCollected'));
    const checkpoints: Position[] = [];
    const subscription = client.subscribeToAll({
      fromPosition: start,
      filter: excludeSystemEvents({ checkpointReached: (_s, position) => void checkpoints.push(position) }),
    });
    const confirmed = new Promise((resolve) => subscription.once('confirmation', resolve));
    const caughtUp = new Promise((resolve) => subscription.once('caughtUp', resolve));
    const seen: AllStreamResolvedEvent[] = [];
    const live = new Promise<void>((resolve) =>
      subscription.on('data', (event: AllStreamResolvedEvent) => {
        seen.push(event);
        if (seen.length === 2) resolve();
      }),
    );
    await confirmed;
    await caughtUp;
    expect(checkpoints).toHaveLength(1);
    await client.appendToStream(stream, events(1));
    await live;
    await subscription.unsubscribe();
    expect(seen.map((e) => [e.event?.streamId, e.event?.revision])).toEqual([
      [stream, 1n],
      [stream, 2n],
    ]);
  });

  it('sends a checkpoint every 32 considered events when filtering, so a filtered reader moves on', async () => {
    const wanted = `Wanted${randomUUID().slice(0, 8)}`;
    const from = (await collect(client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 1 })))[0].event!
      .position;
    await client.appendToStream(name('noise'), events(40, 'Noise'));
    const checkpoints: Position[] = [];
    const subscription = client.subscribeToAll({
      fromPosition: from,
      filter: eventTypeFilter({ prefixes: [wanted], checkpointReached: (_s, p) => void checkpoints.push(p) }),
    });
    await new Promise((resolve) => subscription.once('caughtUp', resolve));
    await subscription.unsubscribe();
    const noise = await collect(client.readAll({ fromPosition: from }));
    // the 32nd event after the start, then the last one when going live
    expect(checkpoints).toEqual([noise[32].event!.position, noise[40].event!.position]);
  });
});

it('stops while a subscription is open', async () => {
  const other = await startEventStoreDbStandIn();
  const otherClient = EventStoreDBClient.connectionString(other.connectionString);
  const subscription = otherClient.subscribeToAll({ fromPosition: START });
  await new Promise((resolve) => subscription.once('confirmation', resolve));
  subscription.on('error', () => undefined);
  await other.stop();
  await otherClient.dispose();
});

it('is discovered through gossip by a cluster connection string (the compose cluster profile shape)', async () => {
  const port = new URL(server.connectionString.replace('esdb://', 'http://')).port;
  const cluster = EventStoreDBClient.connectionString(
    `esdb://127.0.0.1:${port},localhost:${port}?tls=false&nodePreference=leader`,
  );
  try {
    const stream = name('gossip');
    await cluster.appendToStream(stream, events(1), { expectedRevision: 'no_stream' });
    expect((await collect(client.readStream(stream))).map((e) => e.event?.type)).toEqual(['Booked']);
  } finally {
    await cluster.dispose();
  }
});
