import { eventStoreContract } from '../../src/eventstore/eventstore.contract';
import { EventTypes } from '../../src/eventstore/events';
import { EventStoreDbEventStore } from '../../src/eventstore/eventstoredb/eventstoredb-event-store';
import { dockerAnswersSync } from '../harness/docker';
import { startEventStoreDbStandIn } from '../harness/eventstoredb-standin';
import { SERVER_IMAGE } from '../harness/eventstoredb-standin-services';

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
  // The image docker-compose.yml runs and the stand-in reports the version of (SERVER_VERSION).
  const container = await new GenericContainer(SERVER_IMAGE)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_CLUSTER_SIZE: '1',
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

// Always: the wire-level stand-in (test/harness/eventstoredb-standin.ts) through the real client,
// once through BatchAppend (what the client uses on 24.10 and KurrentDB 25) and once through Append.
describe.each([
  ['BatchAppend', true],
  ['Append', false],
])('the EventStoreDB adapter on the gRPC stand-in, appending through %s', (path, batchAppend) => {
  jest.setTimeout(60_000);
  let calls: Record<string, number> = {};
  afterAll(() => {
    // The path under test carried the appends, the other none.
    expect(calls[batchAppend ? 'batchAppend' : 'append']).toBeGreaterThan(0);
    expect(calls[batchAppend ? 'append' : 'batchAppend'] ?? 0).toBe(0);
  });
  eventStoreContract(`EventStoreDB (stand-in, ${path})`, async () => {
    const server = await startEventStoreDbStandIn({ batchAppend });
    calls = server.calls;
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
