import { eventStoreContract } from '../../src/eventstore/eventstore.contract';
import { EventTypes } from '../../src/eventstore/events';
import { EventStoreDbEventStore } from '../../src/eventstore/eventstoredb/eventstoredb-event-store';
import { dockerAnswersSync } from '../harness/docker';
import { startEventStoreDbStandIn } from '../harness/eventstoredb-standin';

const url = process.env.EVENTSTORE_URL;
const docker = url ? null : dockerAnswersSync();
const runnable = Boolean(url) || Boolean(docker?.ok);
const reason = `EVENTSTORE_URL is not set and no Docker engine answers at ${docker?.socket}`;
if (!runnable) console.warn(`EventStoreDB contract suite skipped: ${reason}`);

// The one allowed conditional skip: without a server the contract cannot run here.
const describeIfServer = runnable ? describe : describe.skip;

async function startServer(): Promise<{ connectionString: string; stop(): Promise<void> }> {
  if (url) return { connectionString: url, stop: async () => undefined };
  const { GenericContainer, Wait } = await import('testcontainers');
  const container = await new GenericContainer('eventstore/eventstore:24.10')
    .withEnvironment({
      EVENTSTORE_INSECURE: 'true',
      EVENTSTORE_MEM_DB: 'true',
      EVENTSTORE_RUN_PROJECTIONS: 'None',
      EVENTSTORE_CLUSTER_SIZE: '1',
    })
    .withExposedPorts(2113)
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return {
    connectionString: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`,
    stop: async () => {
      await container.stop();
    },
  };
}

// Always: the wire-level stand-in (test/harness/eventstoredb-standin.ts) through the real client.
describe('the EventStoreDB adapter on the gRPC stand-in', () => {
  jest.setTimeout(60_000);
  eventStoreContract('EventStoreDB (stand-in)', async () => {
    const server = await startEventStoreDbStandIn();
    const eventTypes = new EventTypes();
    const store = new EventStoreDbEventStore({ connectionString: server.connectionString, eventTypes });
    return {
      store,
      eventTypes,
      async dispose() {
        await store.close();
        await server.stop();
      },
    };
  });
});

describeIfServer(runnable ? 'the EventStoreDB adapter' : `the EventStoreDB adapter (skipped: ${reason})`, () => {
  jest.setTimeout(120_000);
  eventStoreContract('EventStoreDB', async () => {
    const server = await startServer();
    const eventTypes = new EventTypes();
    const store = new EventStoreDbEventStore({ connectionString: server.connectionString, eventTypes });
    return {
      store,
      eventTypes,
      async dispose() {
        await store.close();
        await server.stop();
      },
    };
  });
});
