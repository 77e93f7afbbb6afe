/**
 * A wire-level stand-in for EventStoreDB/KurrentDB: an in-memory gRPC server built with
 * @grpc/grpc-js on the service definitions and messages that ship inside @eventstore/db-client
 * (generated/streams_grpc_pb, serverfeatures_grpc_pb), so the real client talks to it unchanged.
 * It implements what the app's adapter uses; everything else answers UNIMPLEMENTED.
 *
 * Where each behaviour was taken from (github.com/EventStore/EventStore at 3f1acb7e4, and the client
 * github.com/EventStore/EventStore-Client-NodeJS v6.2.1 as shipped in node_modules):
 * - Append: src/EventStore.Core/Services/Transport/Grpc/Streams.Append.cs: the first message is
 *   the options (stream, expected revision any/no_stream/stream_exists/revision), then proposed
 *   messages with "type" and "content-type" metadata (missing ones are a required-metadata error);
 *   success carries current_revision and position; a failed check answers AppendResp.
 *   wrong_expected_version (expected_* and current_revision or current_no_stream, plus the *_2060
 *   fields), not a gRPC error. The client (src/streams/appendToStream/append.ts) turns it into
 *   WrongExpectedVersionError. The client (src/streams/appendToStream/index.ts) uses BatchAppend
 *   instead whenever ServerFeatures lists streams.batchappend, as 24.10 and KurrentDB 25 do: the
 *   stand-in lists and implements it (eventstoredb-standin-writes.ts) unless `batchAppend: false`.
 * - Append size, Delete/Tombstone, NotLeader: eventstoredb-standin-writes.ts. A follower
 *   (`follow(leader)`, sharing the leader's `log`) answers calls that carry the client's
 *   requires-leader header with RpcExceptions.LeaderInfo (NOT_FOUND, exception not-leader and the
 *   leader's host and port); the client reconnects to that endpoint on the next call.
 * - Expected revision and idempotence: src/EventStore.Core/Services/Storage/ReaderIndex/
 *   IndexWriter.cs CheckCommit: any/stream_exists look the ids up and answer idempotently (the
 *   revision of the last one) when they are all in the stream, a partial match is corrupted
 *   idempotency, answered as wrong expected version (StorageWriterService.cs); an exact or
 *   no_stream expectation below the current revision is idempotent when the ids sit at exactly
 *   the following revisions, otherwise wrong expected version; above it, wrong expected version.
 *   Idempotent answers carry the position of the last of those events (StorageMessage.AlreadyCommitted).
 * - Read: src/EventStore.Core/Services/Transport/Grpc/Streams.Read.cs and Enumerators/
 *   Enumerator.ReadStreamForwards/Backwards.cs, ReadAllForwards/Backwards(Filtered).cs: a missing
 *   stream yields one ReadResp.stream_not_found and ends (the client's ReadStream raises
 *   StreamNotFoundError); events carry "type", "created" (ticks since the Unix epoch) and
 *   "content-type" metadata, commit/prepare positions and ReadEvent.commit_position; $all forwards
 *   from a position includes it, backwards from a position is before it; count bounds the reply.
 * - Subscribe to $all: Enumerator.AllSubscription.cs and AllSubscriptionFiltered.cs: a
 *   confirmation first, catch-up strictly after the start position, a checkpoint when going live
 *   (filtered only) and one each checkpoint_interval_multiplier x max search window (32 when the
 *   client sends `count`) considered events, a caught_up message, then live events in log order.
 *   Filters: EventFilter (Services/Storage/ReaderIndex/EventFilter.cs): event type or stream name
 *   by prefixes or a regex (IsMatch: unanchored); the client's excludeSystemEvents is ^[^$].*.
 * - ServerFeatures and Gossip (eventstoredb-standin-services.ts): Grpc/ServerFeatures.cs, lowercase
 *   service and method names, Streams read methods list the features "position" and "events";
 *   Grpc/Gossip.Read.cs, the members with state and HTTP endpoint (the stand-in: one live leader).
 * Positions are byte-like offsets with commit == prepare, strictly increasing along $all.
 * Not implemented: stream subscriptions (the adapter subscribes to $all only), links, TLS and users.
 * Connect with esdb://127.0.0.1:PORT?tls=false (or several hosts: gossip discovers the one leader).
 */
import * as grpc from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { Empty, type UUID } from '@eventstore/db-client/generated/shared_pb';
import { StreamsService } from '@eventstore/db-client/generated/streams_grpc_pb';
import {
  type AppendReq,
  AppendResp,
  type BatchAppendReq,
  type BatchAppendResp,
  ReadReq,
  ReadResp,
} from '@eventstore/db-client/generated/streams_pb';
import { ServerFeaturesService } from '@eventstore/db-client/generated/serverfeatures_grpc_pb';
import { GossipService } from '@eventstore/db-client/generated/gossip_grpc_pb';
import {
  ANY,
  NO_STREAM,
  STREAM_EXISTS,
  StandInLog,
  type Position,
  type ProposedEvent,
  type StoredEvent,
} from './eventstoredb-standin-log';
import { gossip, serverFeatures, SERVER_VERSION } from './eventstoredb-standin-services';
import {
  handleBatchAppend,
  handleDelete,
  MAX_APPEND_SIZE,
  rpcErrors,
  sizeOnDisk,
  streamName,
  type WriteContext,
} from './eventstoredb-standin-writes';
import { subscribeToAll, toPredicate, toReadResp, type EventPredicate } from './eventstoredb-standin-subscription';

export interface EventStoreDbStandIn {
  /** esdb://127.0.0.1:PORT?tls=false */
  connectionString: string;
  log: StandInLog;
  /** The bound port (another node's follow() points here). */
  port: number;
  /** How many calls each Streams method took (append, batchAppend, read, delete, tombstone). */
  calls: Record<string, number>;
  /** Become a follower of `leader` (null: the leader again). */
  follow(leader: { host: string; port: number } | null): void;
  stop(): Promise<void>;
}

export interface EventStoreDbStandInOptions {
  /** List and serve Streams.BatchAppend, as the server does (default true); false keeps the client on Append. */
  batchAppend?: boolean;
  /** The server's MaxAppendSize (default 1 MiB). */
  maxAppendSize?: number;
  /** Share another node's log: the nodes of one cluster see the same events. */
  log?: StandInLog;
  /** Bind this port (a restart on the address clients already know); default any free one. */
  port?: number;
}

/** The server version the stand-in reports; the testcontainers and compose images are the same. */
export { SERVER_VERSION };

const unimplemented = (name: string) => (_call: unknown, callback?: (error: grpc.ServiceError) => void) => {
  const error = Object.assign(new Error(`${name} is not implemented by the stand-in`), {
    code: grpc.status.UNIMPLEMENTED,
    details: `${name} is not implemented by the stand-in`,
    metadata: new grpc.Metadata(),
  });
  if (callback) callback(error);
  else (_call as grpc.ServerWritableStream<unknown, unknown>).emit('error', error);
};

export async function startEventStoreDbStandIn(options: EventStoreDbStandInOptions = {}): Promise<EventStoreDbStandIn> {
  const log = options.log ?? new StandInLog();
  const server = new grpc.Server();
  let leader: { host: string; port: number } | null = null;
  const context: WriteContext = {
    log,
    maxAppendSize: options.maxAppendSize ?? MAX_APPEND_SIZE,
    leaderFor: (metadata) => (leader && metadata.get('requires-leader')[0] === 'true' ? leader : null),
  };
  const batchAppend = options.batchAppend ?? true;
  const streams: grpc.UntypedServiceImplementation = {};
  for (const name of Object.keys(StreamsService)) streams[name] = unimplemented(`Streams.${name}`);
  streams.append = (call: grpc.ServerReadableStream<AppendReq, AppendResp>, callback: grpc.sendUnaryData<AppendResp>) =>
    handleAppend(context, call, callback);
  if (batchAppend)
    streams.batchAppend = (call: grpc.ServerDuplexStream<BatchAppendReq, BatchAppendResp>) =>
      handleBatchAppend(context, call, toProposed);
  streams.delete = handleDelete.bind(null, context, false);
  streams.tombstone = handleDelete.bind(null, context, true);
  streams.read = (call: grpc.ServerWritableStream<ReadReq, ReadResp>) => {
    const leaderNow = context.leaderFor(call.metadata);
    if (leaderNow) return void call.emit('error', rpcErrors.notLeader(leaderNow));
    handleRead(log, call);
  };
  const calls: Record<string, number> = {};
  for (const [name, handler] of Object.entries(streams)) {
    streams[name] = ((...args: unknown[]) => {
      calls[name] = (calls[name] ?? 0) + 1;
      return (handler as (...a: unknown[]) => unknown)(...args);
    }) as typeof handler;
  }
  server.addService(StreamsService, streams);
  server.addService(ServerFeaturesService, serverFeatures({ batchAppend }));
  let port = 0;
  server.addService(
    GossipService,
    gossip(
      () => ({ address: '127.0.0.1', port }),
      () => (leader ? { address: leader.host, port: leader.port } : null),
    ),
  );
  port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(`127.0.0.1:${options.port ?? 0}`, grpc.ServerCredentials.createInsecure(), (error, bound) =>
      error ? reject(error) : resolve(bound),
    ),
  );
  return {
    connectionString: `esdb://127.0.0.1:${port}?tls=false`,
    log,
    port,
    calls,
    follow: (next) => {
      leader = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.tryShutdown(() => resolve());
        // Open subscriptions never end on their own: cut them after a grace period.
        setTimeout(() => server.forceShutdown(), 500).unref();
      }),
  };
}

function invalidArgument(message: string): grpc.ServiceError {
  return Object.assign(new Error(message), {
    code: grpc.status.INVALID_ARGUMENT,
    details: message,
    metadata: new grpc.Metadata(),
  });
}

function uuidString(uuid: UUID | undefined): string {
  if (!uuid) return randomUUID();
  if (uuid.hasString()) return uuid.getString();
  const structured = uuid.getStructured()!;
  const hex =
    BigInt.asUintN(64, BigInt(structured.getMostSignificantBits())).toString(16).padStart(16, '0') +
    BigInt.asUintN(64, BigInt(structured.getLeastSignificantBits())).toString(16).padStart(16, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A proposed message (Append's or BatchAppend's) as the log stores it, or what is missing. */
function toProposed(message: AppendReq.ProposedMessage | BatchAppendReq.ProposedMessage): ProposedEvent | string {
  const metadata = message.getMetadataMap();
  const type = metadata.get('type');
  const contentType = metadata.get('content-type');
  if (type === undefined || contentType === undefined)
    return `Required metadata property ${type === undefined ? 'type' : 'content-type'} is missing`;
  return {
    eventId: uuidString(message.getId()),
    type,
    contentType,
    data: message.getData_asU8(),
    metadata: message.getCustomMetadata_asU8(),
  };
}

function handleAppend(
  context: WriteContext,
  call: grpc.ServerReadableStream<AppendReq, AppendResp>,
  callback: grpc.sendUnaryData<AppendResp>,
): void {
  const { log } = context;
  let options: AppendReq.Options | undefined;
  const events: ProposedEvent[] = [];
  let size = 0;
  let failed = false;
  const fail = (error: grpc.ServiceError) => {
    if (failed) return;
    failed = true;
    callback(error);
  };
  const leader = context.leaderFor(call.metadata);
  if (leader) fail(rpcErrors.notLeader(leader));
  call.on('data', (request: AppendReq) => {
    if (failed) return;
    if (!options) {
      if (!request.hasOptions()) return fail(invalidArgument('The first append message must be the options'));
      options = request.getOptions();
      return;
    }
    const message = request.getProposedMessage();
    if (!message) return fail(invalidArgument('Expected a proposed message'));
    const event = toProposed(message);
    if (typeof event === 'string') return fail(invalidArgument(event));
    size += sizeOnDisk(event);
    if (size > context.maxAppendSize) return fail(rpcErrors.maxAppendSize(context.maxAppendSize));
    events.push(event);
  });
  call.on('end', () => {
    if (failed) return;
    if (!options) return fail(invalidArgument('An append needs its options'));
    const stream = streamName(options.getStreamIdentifier());
    if (log.isTombstoned(stream)) return fail(rpcErrors.streamDeleted(stream));
    const expected = options.hasAny()
      ? ANY
      : options.hasNoStream()
        ? NO_STREAM
        : options.hasStreamExists()
          ? STREAM_EXISTS
          : BigInt(options.getRevision());
    const outcome = log.append(stream, expected, events);
    if (outcome.kind === 'stream_deleted') return fail(rpcErrors.streamDeleted(stream));
    const response = new AppendResp();
    if (outcome.kind === 'success') {
      const success = new AppendResp.Success();
      if (outcome.lastRevision < 0n) success.setNoStream(new Empty());
      else success.setCurrentRevision(outcome.lastRevision.toString());
      const position = new AppendResp.Position();
      position.setCommitPosition(outcome.position.commit.toString());
      position.setPreparePosition(outcome.position.prepare.toString());
      success.setPosition(position);
      response.setSuccess(success);
    } else {
      const wrong = new AppendResp.WrongExpectedVersion();
      if (options.hasAny()) {
        wrong.setExpectedAny(new Empty());
        wrong.setAny2060(new Empty());
      } else if (options.hasStreamExists()) {
        wrong.setExpectedStreamExists(new Empty());
        wrong.setStreamExists2060(new Empty());
      } else if (options.hasNoStream()) {
        wrong.setExpectedNoStream(new Empty());
      } else {
        wrong.setExpectedRevision(options.getRevision());
      }
      if (outcome.current < 0n) {
        wrong.setCurrentNoStream(new Empty());
        wrong.setNoStream2060(new Empty());
      } else {
        wrong.setCurrentRevision(outcome.current.toString());
      }
      response.setWrongExpectedVersion(wrong);
    }
    callback(null, response);
  });
  call.on('error', () => undefined);
}

function writeAll(call: grpc.ServerWritableStream<ReadReq, ReadResp>, events: Iterable<StoredEvent>): void {
  for (const event of events) call.write(toReadResp(event));
  call.end();
}

function handleRead(log: StandInLog, call: grpc.ServerWritableStream<ReadReq, ReadResp>): void {
  const options = call.request.getOptions();
  if (!options) return void call.emit('error', invalidArgument('Read needs options'));
  if (options.hasSubscription()) {
    if (!options.hasAll()) return unimplemented('Streams.Read (stream subscription)')(call);
    return subscribeToAll(log, call, options, toPredicate(options));
  }
  const count = BigInt(options.getCount() || '0');
  const backwards = options.getReadDirection() === ReadReq.Options.ReadDirection.BACKWARDS;
  const take = function* (events: Iterable<StoredEvent>, keep: EventPredicate = () => true) {
    let n = 0n;
    for (const event of events) {
      if (n >= count) return;
      if (!keep(event)) continue;
      n++;
      yield event;
    }
  };
  if (options.hasStream()) {
    const streamOptions = options.getStream()!;
    const name = streamName(streamOptions.getStreamIdentifier());
    if (log.isTombstoned(name)) return void call.emit('error', rpcErrors.streamDeleted(name));
    const stream = log.stream(name);
    if (!stream) {
      const notFound = new ReadResp.StreamNotFound();
      notFound.setStreamIdentifier(streamOptions.getStreamIdentifier());
      const response = new ReadResp();
      response.setStreamNotFound(notFound);
      call.write(response);
      return void call.end();
    }
    const from = streamOptions.hasStart()
      ? stream[0].revision
      : streamOptions.hasEnd()
        ? stream[stream.length - 1].revision
        : BigInt(streamOptions.getRevision());
    const selected = backwards
      ? stream.filter((e) => e.revision <= from).reverse()
      : stream.filter((e) => e.revision >= from);
    return writeAll(call, take(selected));
  }
  const all = options.getAll()!;
  const position: Position | null = all.hasPosition()
    ? {
        commit: BigInt(all.getPosition()!.getCommitPosition()),
        prepare: BigInt(all.getPosition()!.getPreparePosition()),
      }
    : null;
  const keep = toPredicate(options);
  if (backwards) {
    const end = all.hasStart() ? 0 : position ? log.indexAtOrAfter(position) : log.all.length;
    return writeAll(call, take(reversed(log.all, end), keep));
  }
  const start = all.hasEnd() ? log.all.length : position ? log.indexAtOrAfter(position) : 0;
  writeAll(call, take(log.all.slice(start), keep));
}

function* reversed(events: StoredEvent[], end: number): Iterable<StoredEvent> {
  for (let i = end - 1; i >= 0; i--) yield events[i];
}
