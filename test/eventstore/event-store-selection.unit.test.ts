import pg from 'pg';
import { createEventStore } from '../../src/eventstore';
import {
  compareEsdbPositions,
  formatEsdbPosition,
  parseEsdbPosition,
} from '../../src/eventstore/eventstoredb/position';
import { comparePgPositions } from '../../src/eventstore/postgres/position';

describe('choosing the event store', () => {
  const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
  afterAll(() => pool.end());

  it('uses EventStoreDB when EVENTSTORE_URL is set and PostgreSQL otherwise', async () => {
    const esdb = await createEventStore({ EVENTSTORE_URL: 'esdb://127.0.0.1:2113?tls=false', DATABASE_URL: 'x' }, pool);
    expect(esdb.kind).toBe('eventstoredb');
    await esdb.close();
    const postgres = await createEventStore({ EVENTSTORE_URL: undefined, DATABASE_URL: 'x' }, pool);
    expect(postgres.kind).toBe('postgres');
  });
});

describe('event store positions', () => {
  it('round-trips EventStoreDB commit:prepare checkpoints and orders them by commit, then prepare', () => {
    expect(formatEsdbPosition(parseEsdbPosition('1234:1200'))).toBe('1234:1200');
    expect(compareEsdbPositions('10:5', '10:6')).toBeLessThan(0);
    expect(compareEsdbPositions('11:0', '10:99')).toBeGreaterThan(0);
    expect(compareEsdbPositions('18446744073709551615:1', '18446744073709551615:1')).toBe(0);
    expect(compareEsdbPositions('start', '0:0')).toBeLessThan(0);
    expect(() => parseEsdbPosition('12')).toThrow(RangeError);
  });

  it('orders PostgreSQL txid:position checkpoints by transaction first', () => {
    expect(comparePgPositions('5:100', '6:1')).toBeLessThan(0);
    expect(comparePgPositions('6:2', '6:1')).toBeGreaterThan(0);
    expect(comparePgPositions('start', '1:1')).toBeLessThan(0);
  });
});
