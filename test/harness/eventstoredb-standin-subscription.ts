/**
 * The stand-in's subscription to $all (sources in eventstoredb-standin.ts): confirmation, catch-up
 * strictly after the start position, a checkpoint when going live (filtered subscriptions), caught_up,
 * then live events; filtered subscriptions also get a checkpoint every interval of considered events
 * (Enumerator.AllSubscriptionFiltered.cs). Catch-up and live share one cursor into the log, so no
 * event is skipped or repeated between the two, and writes wait for the client when it is slow.
 */
import type * as grpc from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { StreamIdentifier, UUID } from '@eventstore/db-client/generated/shared_pb';
import { ReadResp, type ReadReq } from '@eventstore/db-client/generated/streams_pb';
import { comparePosition, type Position, type StandInLog, type StoredEvent } from './eventstoredb-standin-log';

/** ReadBatchSize in the enumerators: the max search window when the client asks for `count`. */
const DEFAULT_SEARCH_WINDOW = 32;

export function toReadResp(event: StoredEvent): ReadResp {
  const recorded = new ReadResp.ReadEvent.RecordedEvent();
  const id = new UUID();
  id.setString(event.eventId);
  recorded.setId(id);
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Buffer.from(event.streamId, 'utf8'));
  recorded.setStreamIdentifier(identifier);
  recorded.setStreamRevision(event.revision.toString());
  recorded.setCommitPosition(event.commit.toString());
  recorded.setPreparePosition(event.prepare.toString());
  const metadata = recorded.getMetadataMap();
  metadata.set('type', event.type);
  metadata.set('created', event.created.toString());
  metadata.set('content-type', event.contentType);
  recorded.setData(event.data);
  recorded.setCustomMetadata(event.metadata);
  const read = new ReadResp.ReadEvent();
  read.setEvent(recorded);
  read.setCommitPosition(event.commit.toString());
  const response = new ReadResp();
  response.setEvent(read);
  return response;
}

export type EventPredicate = (event: StoredEvent) => boolean;

/** EventFilter.EventType/StreamName with Prefixes or Regex. */
export function toPredicate(options: ReadReq.Options): EventPredicate {
  const filter = options.getFilter();
  if (!options.hasFilter() || !filter) return () => true;
  const byType = filter.hasEventType();
  const expression = byType ? filter.getEventType()! : filter.getStreamIdentifier()!;
  const field = (event: StoredEvent) => (byType ? event.type : event.streamId);
  if (expression.getRegex()) {
    const regex = new RegExp(expression.getRegex());
    return (event) => regex.test(field(event));
  }
  const prefixes = expression.getPrefixList();
  return (event) => prefixes.some((prefix) => field(event).startsWith(prefix));
}

function checkpointResp(position: Position): ReadResp {
  const checkpoint = new ReadResp.Checkpoint();
  checkpoint.setCommitPosition(position.commit.toString());
  checkpoint.setPreparePosition(position.prepare.toString());
  const response = new ReadResp();
  response.setCheckpoint(checkpoint);
  return response;
}

export function subscribeToAll(
  log: StandInLog,
  call: grpc.ServerWritableStream<ReadReq, ReadResp>,
  options: ReadReq.Options,
  keep: EventPredicate,
): void {
  const all = options.getAll()!;
  const filter = options.hasFilter() ? options.getFilter() : undefined;
  const interval = filter
    ? filter.getCheckpointintervalmultiplier() * (filter.hasMax() ? filter.getMax() : DEFAULT_SEARCH_WINDOW)
    : 0;
  let next = 0;
  let lastConsidered: Position | null = null;
  if (all.hasEnd()) next = log.all.length;
  else if (all.hasPosition()) {
    const from = {
      commit: BigInt(all.getPosition()!.getCommitPosition()),
      prepare: BigInt(all.getPosition()!.getPreparePosition()),
    };
    next = log.indexAtOrAfter(from);
    if (next < log.all.length && comparePosition(log.all[next], from) === 0) next++;
    lastConsidered = from;
  }
  if (all.hasEnd() && next > 0) lastConsidered = log.all[next - 1];

  let caughtUp = false;
  let considered = 0;
  let waiting = false;
  let done = false;
  const confirmation = new ReadResp.SubscriptionConfirmation();
  confirmation.setSubscriptionId(randomUUID());
  const confirmed = new ReadResp();
  confirmed.setConfirmation(confirmation);
  call.write(confirmed);

  const send = (response: ReadResp): boolean => call.write(response);
  const pump = () => {
    if (waiting || done) return;
    while (next < log.all.length) {
      const event = log.all[next++];
      lastConsidered = event;
      considered++;
      let open = true;
      if (keep(event)) open = send(toReadResp(event));
      if (filter && considered >= interval) {
        considered %= interval;
        open = send(checkpointResp(event)) && open;
      }
      if (!open) {
        waiting = true;
        call.once('drain', () => {
          waiting = false;
          pump();
        });
        return;
      }
    }
    if (!caughtUp) {
      caughtUp = true;
      // "issue a checkpoint when going live to make sure that at least one checkpoint is issued"
      if (filter && lastConsidered) send(checkpointResp(lastConsidered));
      const response = new ReadResp();
      response.setCaughtUp(new ReadResp.CaughtUp());
      send(response);
    }
  };
  const stopListening = log.onAppend(pump);
  const stop = () => {
    done = true;
    stopListening();
  };
  call.on('cancelled', stop);
  call.on('close', stop);
  call.on('error', stop);
  pump();
}
