/**
 * The stand-in's ServerFeatures and Gossip services (sources in eventstoredb-standin.ts).
 * ServerFeatures: Grpc/ServerFeatures.cs lists lowercase service and method names; Streams read
 * methods carry the features "position" and "events". Listing no batchappend keeps the client on
 * Streams.Append. Gossip: Grpc/Gossip.Read.cs answers the cluster members with a structured
 * instance id, ticks time stamp, state, liveness and the HTTP endpoint; the stand-in is one live
 * leader, so multi-host connection strings (the compose cluster's) discover it like a real cluster.
 */
import type * as grpc from '@grpc/grpc-js';
import { randomUUID } from 'node:crypto';
import { UUID } from '@eventstore/db-client/generated/shared_pb';
import { ClusterInfo, EndPoint, MemberInfo } from '@eventstore/db-client/generated/gossip_pb';
import { SupportedMethod, SupportedMethods } from '@eventstore/db-client/generated/serverfeatures_pb';

export function serverFeatures(): grpc.UntypedServiceImplementation {
  return {
    getSupportedMethods: (_call: unknown, callback: grpc.sendUnaryData<SupportedMethods>) => {
      const result = new SupportedMethods();
      result.setEventStoreServerVersion('24.10.0');
      const methods: [string, string, string[]][] = [
        ['streams', 'read', ['position', 'events']],
        ['streams', 'append', []],
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

export function gossip(endpoint: () => { address: string; port: number }): grpc.UntypedServiceImplementation {
  const bytes = Buffer.from(randomUUID().replace(/-/g, ''), 'hex');
  const instanceId = new UUID();
  const structured = new UUID.Structured();
  structured.setMostSignificantBits(bytes.readBigInt64BE(0).toString());
  structured.setLeastSignificantBits(bytes.readBigInt64BE(8).toString());
  instanceId.setStructured(structured);
  return {
    read: (_call: unknown, callback: grpc.sendUnaryData<ClusterInfo>) => {
      const member = new MemberInfo();
      member.setInstanceId(instanceId);
      member.setTimeStamp((BigInt(Date.now()) * 10_000n).toString());
      member.setState(MemberInfo.VNodeState.LEADER);
      member.setIsAlive(true);
      const http = new EndPoint();
      http.setAddress(endpoint().address);
      http.setPort(endpoint().port);
      member.setHttpEndPoint(http);
      const info = new ClusterInfo();
      info.addMembers(member);
      callback(null, info);
    },
  };
}
