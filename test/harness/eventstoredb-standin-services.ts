/**
 * The stand-in's ServerFeatures and Gossip services (sources in eventstoredb-standin.ts).
 * ServerFeatures: Grpc/ServerFeatures.cs lists lowercase service and method names; Streams read
 * methods carry the features "position" and "events"; streams.batchappend is listed (as 24.10 and
 * KurrentDB 25 do) unless the stand-in was started with batchAppend: false. Gossip: Grpc/Gossip.Read.cs answers the cluster members with a structured
 * instance id, ticks time stamp, state, liveness and the HTTP endpoint; the stand-in is one live
 * leader, so multi-host connection strings (the compose cluster's) discover it like a real cluster;
 * a follower reports itself FOLLOWER and its leader as the LEADER member.
 */
import type * as grpc from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { UUID } from '@eventstore/db-client/generated/shared_pb';
import { ClusterInfo, EndPoint, MemberInfo } from '@eventstore/db-client/generated/gossip_pb';
import { SupportedMethod, SupportedMethods } from '@eventstore/db-client/generated/serverfeatures_pb';

/**
 * The one server version named everywhere: the stand-in reports it, the testcontainers suite
 * (test/eventstore/eventstoredb-event-store.int.test.ts) and docker-compose.yml run its image.
 */
export const SERVER_VERSION = '25.0.0';
export const SERVER_IMAGE = 'kurrentplatform/kurrentdb:25.0';

export function serverFeatures(
  options: { batchAppend: boolean } = { batchAppend: true },
): grpc.UntypedServiceImplementation {
  return {
    getSupportedMethods: (_call: unknown, callback: grpc.sendUnaryData<SupportedMethods>) => {
      const result = new SupportedMethods();
      result.setEventStoreServerVersion(SERVER_VERSION);
      const methods: [string, string, string[]][] = [
        ['streams', 'read', ['position', 'events']],
        ['streams', 'append', []],
        ...(options.batchAppend ? [['streams', 'batchappend', []] as [string, string, string[]]] : []),
        ['streams', 'delete', []],
        ['streams', 'tombstone', []],
        ['gossip', 'read', []],
      ];
      for (const [service, method, features] of methods) {
        const supported = new SupportedMethod();
        supported.setServiceName(`event_store.client.${service}.${service}`);
        supported.setMethodName(method);
        supported.setFeaturesList(features);
        result.addMethods(supported);
      }
      callback(null, result);
    },
  };
}

type Endpoint = { address: string; port: number };

function memberInfo(instanceId: UUID, state: MemberInfo.VNodeState, endpoint: Endpoint): MemberInfo {
  const member = new MemberInfo();
  member.setInstanceId(instanceId);
  member.setTimeStamp((BigInt(Date.now()) * 10_000n).toString());
  member.setState(state);
  member.setIsAlive(true);
  const http = new EndPoint();
  http.setAddress(endpoint.address);
  http.setPort(endpoint.port);
  member.setHttpEndPoint(http);
  return member;
}

function newInstanceId(): UUID {
  const bytes = Buffer.from(randomUUID().replace(/-/g, ''), 'hex');
  const instanceId = new UUID();
  const structured = new UUID.Structured();
  structured.setMostSignificantBits(bytes.readBigInt64BE(0).toString());
  structured.setLeastSignificantBits(bytes.readBigInt64BE(8).toString());
  instanceId.setStructured(structured);
  return instanceId;
}

export function gossip(
  endpoint: () => Endpoint,
  leader: () => Endpoint | null = () => null,
): grpc.UntypedServiceImplementation {
  const instanceId = newInstanceId();
  const leaderId = newInstanceId();
  return {
    read: (_call: unknown, callback: grpc.sendUnaryData<ClusterInfo>) => {
      const info = new ClusterInfo();
      const current = leader();
      info.addMembers(
        memberInfo(instanceId, current ? MemberInfo.VNodeState.FOLLOWER : MemberInfo.VNodeState.LEADER, endpoint()),
      );
      if (current) info.addMembers(memberInfo(leaderId, MemberInfo.VNodeState.LEADER, current));
      callback(null, info);
    },
  };
}
