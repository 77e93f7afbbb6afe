/**
 * The stand-in's BatchAppend, Delete and Tombstone, and the RpcExceptions the server throws
 * (sources in eventstoredb-standin.ts). What the real server does, as the client reads it:
 * - BatchAppend (Grpc/Streams.BatchAppend.cs): one duplex call carries many appends, each a
 *   correlation id with its options in the first chunk and proposed messages over chunks until
 *   is_final; each is answered by one BatchAppendResp with the same correlation id and stream
 *   identifier: success (current_revision, position) or error, a Status whose details pack
 *   WrongExpectedVersion, StreamDeleted or MaximumAppendSizeExceeded (the client's
 *   unpackToCommandError). A write reaching a follower (requires-leader) throws NotLeader for the
 *   whole call (RpcExceptions.LeaderInfo), also on a call opened while the node was the leader.
 * - Append size (Streams.Append.cs, BatchAppend.cs): the sum of Event.SizeOnDisk (data + metadata +
 *   2 x type length) above MaxAppendSize (1 MiB by default) refuses the whole append.
 * - Delete/Tombstone (Streams.Delete.cs, Streams.Tombstone.cs): expected revision as for appends,
 *   a failed check is RpcExceptions.WrongExpectedVersion, a tombstoned stream StreamDeleted; the
 *   answer carries the position of the written marker.
 */
import * as grpc from '@grpc/grpc-js';
import { Any } from 'google-protobuf/google/protobuf/any_pb';
import { Empty as ProtoEmpty } from 'google-protobuf/google/protobuf/empty_pb';
import {
  AllStreamPosition,
  MaximumAppendSizeExceeded,
  StreamDeleted,
  WrongExpectedVersion,
  type StreamIdentifier,
  type UUID,
} from '@eventstore/db-client/generated/shared_pb';
import { Status } from '@eventstore/db-client/generated/status_pb';
import {
  type BatchAppendReq,
  BatchAppendResp,
  DeleteResp,
  TombstoneResp,
  type DeleteReq,
  type TombstoneReq,
} from '@eventstore/db-client/generated/streams_pb';
import { ANY, NO_STREAM, STREAM_EXISTS, type ProposedEvent, type StandInLog } from './eventstoredb-standin-log';

/** ClusterVNodeOptions.Application.MaxAppendSize default: 1 MiB. */
export const MAX_APPEND_SIZE = 1024 * 1024;

export interface WriteContext {
  log: StandInLog;
  maxAppendSize: number;
  /** The leader to point at when this node is a follower and the call requires the leader. */
  leaderFor(metadata: grpc.Metadata): { host: string; port: number } | null;
}

function rpcError(code: grpc.status, message: string, entries: Record<string, string>): grpc.ServiceError {
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(entries)) metadata.set(key, value);
  return Object.assign(new Error(message), { code, details: message, metadata });
}

export const rpcErrors = {
  notLeader: (leader: { host: string; port: number }) =>
    rpcError(grpc.status.NOT_FOUND, 'Leader info available', {
      exception: 'not-leader',
      'leader-endpoint-host': leader.host,
      'leader-endpoint-port': String(leader.port),
    }),
  streamDeleted: (stream: string) =>
    rpcError(grpc.status.FAILED_PRECONDITION, `Event stream '${stream}' is deleted.`, {
      exception: 'stream-deleted',
      'stream-name': stream,
    }),
  maxAppendSize: (max: number) =>
    rpcError(grpc.status.INVALID_ARGUMENT, `Maximum Append Size of ${max} Exceeded.`, {
      exception: 'maximum-append-size-exceeded',
      'maximum-append-size': String(max),
    }),
  wrongExpectedVersion: (stream: string, expected: bigint, actual: bigint) =>
    rpcError(
      grpc.status.FAILED_PRECONDITION,
      `Append failed due to WrongExpectedVersion. Stream: ${stream}, Expected version: ${expected}, Actual version: ${actual}`,
      {
        exception: 'wrong-expected-version',
        'stream-name': stream,
        'expected-version': String(expected),
        'actual-version': String(actual),
      },
    ),
};

export function sizeOnDisk(event: ProposedEvent): number {
  return event.data.length + event.metadata.length + event.type.length * 2;
}

export function streamName(identifier: StreamIdentifier | undefined): string {
  return Buffer.from(identifier?.getStreamName_asU8() ?? new Uint8Array()).toString('utf8');
}

interface Pending {
  options: BatchAppendReq.Options;
  correlation: UUID | undefined;
  events: ProposedEvent[];
  size: number;
}

export function handleBatchAppend(
  context: WriteContext,
  call: grpc.ServerDuplexStream<BatchAppendReq, BatchAppendResp>,
  toEvent: (message: BatchAppendReq.ProposedMessage) => ProposedEvent | string,
): void {
  // Each write of the call is checked (a long-lived call outlives a leader change).
  const notLeader = () => {
    const leader = context.leaderFor(call.metadata);
    if (leader) call.emit('error', rpcErrors.notLeader(leader));
    return leader !== null;
  };
  if (notLeader()) return;
  let failed = false;
  const pending = new Map<string, Pending>();
  call.on('data', (request: BatchAppendReq) => {
    if (failed || (failed = notLeader())) return;
    const correlation = request.getCorrelationId();
    const key = correlation?.getString() ?? JSON.stringify(correlation?.toObject());
    let entry = pending.get(key);
    if (!entry) {
      const options = request.getOptions();
      if (!options) return; // a chunk of an append already answered (refused): dropped
      entry = { options, correlation, events: [], size: 0 };
      pending.set(key, entry);
    }
    for (const message of request.getProposedMessagesList()) {
      const event = toEvent(message);
      if (typeof event === 'string') return void call.emit('error', rpcError(grpc.status.INVALID_ARGUMENT, event, {}));
      entry.events.push(event);
      entry.size += sizeOnDisk(event);
    }
    if (entry.size > context.maxAppendSize) {
      pending.delete(key);
      const details = new MaximumAppendSizeExceeded();
      details.setMaxappendsize(context.maxAppendSize);
      const message = `Maximum Append Size of ${context.maxAppendSize} Exceeded.`;
      return void call.write(
        failure(entry, grpc.status.INVALID_ARGUMENT, message, details, 'MaximumAppendSizeExceeded'),
      );
    }
    if (!request.getIsFinal()) return;
    pending.delete(key);
    call.write(complete(context.log, entry));
  });
  call.on('end', () => call.end());
  call.on('error', () => undefined);
}

function expectedOf(options: BatchAppendReq.Options): bigint {
  if (options.hasAny()) return ANY;
  if (options.hasNoStream()) return NO_STREAM;
  if (options.hasStreamExists()) return STREAM_EXISTS;
  return BigInt(options.getStreamPosition());
}

function answer(entry: Pending): BatchAppendResp {
  const response = new BatchAppendResp();
  response.setCorrelationId(entry.correlation);
  response.setStreamIdentifier(entry.options.getStreamIdentifier());
  const { options } = entry;
  if (options.hasAny()) response.setAny(new ProtoEmpty());
  else if (options.hasNoStream()) response.setNoStream(new ProtoEmpty());
  else if (options.hasStreamExists()) response.setStreamExists(new ProtoEmpty());
  else response.setStreamPosition(options.getStreamPosition());
  return response;
}

function failure(
  entry: Pending,
  code: grpc.status,
  message: string,
  details: { serializeBinary(): Uint8Array },
  type: string,
): BatchAppendResp {
  const status = new Status();
  status.setCode(code as number);
  status.setMessage(message);
  const any = new Any();
  any.pack(details.serializeBinary(), `event_store.client.${type}`);
  status.setDetails(any);
  return answer(entry).setError(status);
}

function complete(log: StandInLog, entry: Pending): BatchAppendResp {
  const stream = streamName(entry.options.getStreamIdentifier());
  const outcome = log.append(stream, expectedOf(entry.options), entry.events);
  if (outcome.kind === 'stream_deleted') {
    const details = new StreamDeleted();
    details.setStreamIdentifier(entry.options.getStreamIdentifier());
    return failure(
      entry,
      grpc.status.FAILED_PRECONDITION,
      `Event stream '${stream}' is deleted.`,
      details,
      'StreamDeleted',
    );
  }
  if (outcome.kind === 'wrong_expected_version') {
    const details = new WrongExpectedVersion();
    const { options } = entry;
    if (outcome.current < 0n) details.setCurrentNoStream(new ProtoEmpty());
    else details.setCurrentStreamRevision(outcome.current.toString());
    if (options.hasAny()) details.setExpectedAny(new ProtoEmpty());
    else if (options.hasNoStream()) details.setExpectedNoStream(new ProtoEmpty());
    else if (options.hasStreamExists()) details.setExpectedStreamExists(new ProtoEmpty());
    else details.setExpectedStreamPosition(options.getStreamPosition());
    const message = `Append failed due to WrongExpectedVersion. Stream: ${stream}, Actual version: ${outcome.current}`;
    return failure(entry, grpc.status.FAILED_PRECONDITION, message, details, 'WrongExpectedVersion');
  }
  const success = new BatchAppendResp.Success();
  if (outcome.lastRevision < 0n) success.setNoStream(new ProtoEmpty());
  else success.setCurrentRevision(outcome.lastRevision.toString());
  const position = new AllStreamPosition();
  position.setCommitPosition(outcome.position.commit.toString());
  position.setPreparePosition(outcome.position.prepare.toString());
  success.setPosition(position);
  return answer(entry).setSuccess(success);
}

type DeleteCall = grpc.ServerUnaryCall<DeleteReq | TombstoneReq, DeleteResp | TombstoneResp>;

export function handleDelete(
  context: WriteContext,
  hard: boolean,
  call: DeleteCall,
  callback: grpc.sendUnaryData<DeleteResp | TombstoneResp>,
): void {
  const leader = context.leaderFor(call.metadata);
  if (leader) return callback(rpcErrors.notLeader(leader));
  const options = call.request.getOptions()!;
  const stream = streamName(options.getStreamIdentifier());
  const expected = options.hasAny()
    ? ANY
    : options.hasNoStream()
      ? NO_STREAM
      : options.hasStreamExists()
        ? STREAM_EXISTS
        : BigInt(options.getRevision());
  const outcome = context.log.delete(stream, expected, hard);
  if (outcome.kind === 'stream_deleted') return callback(rpcErrors.streamDeleted(stream));
  if (outcome.kind === 'wrong_expected_version')
    return callback(rpcErrors.wrongExpectedVersion(stream, expected, outcome.current));
  const response = hard ? new TombstoneResp() : new DeleteResp();
  const position = hard ? new TombstoneResp.Position() : new DeleteResp.Position();
  position.setCommitPosition(outcome.position.commit.toString());
  position.setPreparePosition(outcome.position.prepare.toString());
  (response as DeleteResp).setPosition(position as DeleteResp.Position);
  callback(null, response);
}
