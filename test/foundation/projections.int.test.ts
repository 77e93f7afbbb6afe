import { randomUUID } from 'node:crypto';
import { ProjectionManager } from '../../src/projections/projection-manager';
import type { RetryPolicy } from '../../src/projections/projection-runner';
import {
  bayNamedType,
  bayNamesProjection,
  createBayNamesTable,
  namer,
  openStoreFixture,
  silentLogger,
  type StoreFixture,
} from './foundation-fixtures';
import { waitFor } from '../harness/wait-for';

describe('the projection runner', () => {
  let fx: StoreFixture;
  const managers: ProjectionManager[] = [];
  const manager = (retry?: RetryPolicy) => {
    const m = new ProjectionManager(fx.store, fx.knex, silentLogger, fx.db.url, 2000, retry);
    managers.push(m);
    return m;
  };
  const readAll = async (stream: string) => {
    const events = [];
    for await (const e of fx.store.read(stream)) events.push(e);
    return events;
  };
  const checkpointOf = async (name: string) =>
    (await fx.knex('projection_checkpoints').where({ name }).first('checkpoint'))?.checkpoint ?? 'start';

  beforeAll(async () => {
    fx = await openStoreFixture();
  });
  afterEach(async () => {
    await Promise.all(managers.splice(0).map((m) => m.stop()));
  });
  afterAll(async () => {
    await fx.close();
  });

  it('applies what comes before an event it cannot apply, names that event, and goes on once it can', async () => {
    const table = await createBayNamesTable(fx.knex);
    const named = namer(table);
    let poison: string | null = 'Bay Poison';
    const projection = bayNamesProjection(table, { failOn: () => poison });
    const m = manager({ baseMs: 50, attempts: 100 });
    m.register(projection);
    const bay = () => randomUUID();
    const events = [named(bay(), 'Bay 1'), named(bay(), 'Bay 2'), named(bay(), 'Bay Poison'), named(bay(), 'Bay 4')];
    const result = await fx.store.append(`bay-${randomUUID()}`, events, { expected: 'no_stream' });
    m.start();
    await waitFor(async () => (await m.lag()).some((l) => l.lastError !== null));
    // Nothing is skipped: the two before it are in, the poison and what follows wait.
    expect((await fx.knex(table).orderBy('name')).map((r) => r.name)).toEqual(['Bay 1', 'Bay 2']);
    const [lag] = await m.lag();
    expect(lag).toMatchObject({
      name: projection.name,
      caughtUp: false,
      lastError: 'cannot apply Bay Poison',
      failing: { type: bayNamedType(table), error: 'cannot apply Bay Poison', stalledAt: null },
    });
    expect(await m.waitFor(result.position, [projection.name], 200)).toBe(false);

    poison = null;
    expect(await m.waitFor(result.position, [projection.name], 5000)).toBe(true);
    expect((await fx.knex(table).orderBy('name')).map((r) => r.name)).toEqual([
      'Bay 1',
      'Bay 2',
      'Bay 4',
      'Bay Poison',
    ]);
    expect(await checkpointOf(projection.name)).toBe(result.position);
    expect((await m.lag())[0]).toMatchObject({ caughtUp: true, active: true, lastError: null, failing: null });
  });

  it('retries an event with backoff, then stops at it and says which (once), and resumes when told to', async () => {
    const table = await createBayNamesTable(fx.knex);
    const named = namer(table);
    let poison: string | null = 'Bay Poison';
    const failures: number[] = [];
    const waits: Array<number | null> = [];
    const stalls: Array<[string, boolean]> = [];
    const projection = bayNamesProjection(table, { failOn: () => poison });
    const m = manager({ baseMs: 40, attempts: 4 });
    m.events.on('failed', (_name, _f, retryInMs) => {
      failures.push(Date.now());
      waits.push(retryInMs);
    });
    m.events.on('stalled', (_name, f, first) => stalls.push([f.eventId, first]));
    m.register(projection);
    const poisonEvent = named(randomUUID(), 'Bay Poison');
    const stream = `bay-${randomUUID()}`;
    await fx.store.append(stream, [named(randomUUID(), 'Bay A'), poisonEvent], { expected: 'no_stream' });
    const [, bad] = await readAll(stream);
    m.start();
    await waitFor(async () => Boolean((await m.lag())[0].failing?.stalledAt));
    // 4 attempts, waiting 40, 80 and 160 ms between them; the last one stops. Each wait is at least
    // what was announced (a busy machine only makes it longer), so nothing depends on its speed.
    expect(failures).toHaveLength(4);
    expect(waits).toEqual([40, 80, 160, null]);
    const gaps = failures.slice(1).map((t, i) => t - failures[i]);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual((waits[i] as number) - 2));
    expect(stalls).toEqual([[bad.eventId, true]]);
    const stored = await fx.knex('projection_checkpoints').where({ name: projection.name }).first();
    expect(stored).toMatchObject({
      stalled_event_id: bad.eventId,
      stalled_event_type: bad.type,
      stalled_stream_id: stream,
      stalled_position: bad.position,
      stalled_error: 'cannot apply Bay Poison',
      stalled_attempts: 4,
    });
    // Stopped: no more attempts, and read-your-writes waits give up at once instead of slowing writes.
    await new Promise((r) => setTimeout(r, 400));
    expect(failures).toHaveLength(4);
    // It gives up at once, long before its minute is up.
    const started = Date.now();
    expect(await m.waitFor(bad.position, [projection.name], 60_000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(30_000);

    // Resumed while still broken: four more tries, stopped again at the same event, no second alert.
    expect(await m.resume(projection.name)).toBe(true);
    await waitFor(async () => failures.length === 8 && Boolean((await m.lag())[0].failing?.stalledAt));
    expect(stalls).toEqual([
      [bad.eventId, true],
      [bad.eventId, false],
    ]);

    poison = null;
    await m.resume(projection.name);
    expect(await m.waitFor(bad.position, [projection.name], 5000)).toBe(true);
    expect((await fx.knex(table).orderBy('name')).map((r) => r.name)).toEqual(['Bay A', 'Bay Poison']);
    await waitFor(async () => (await m.lag())[0].failing === null);
    expect(await fx.knex('projection_checkpoints').where({ name: projection.name }).first()).toMatchObject({
      stalled_event_id: null,
      stalled_error: null,
    });
  });

  it('keeps a stop across a restart, tries the event again after it, and clears the record once applied', async () => {
    const table = await createBayNamesTable(fx.knex);
    const named = namer(table);
    let poison: string | null = 'Bay Poison';
    const projection = bayNamesProjection(table, { failOn: () => poison });
    const first = manager({ baseMs: 20, attempts: 2 });
    first.register(projection);
    const stream = `bay-${randomUUID()}`;
    const result = await fx.store.append(stream, [named(randomUUID(), 'Bay Poison')], { expected: 'no_stream' });
    first.start();
    await waitFor(async () => Boolean((await first.lag())[0].failing?.stalledAt));
    await first.stop();
    // Another process (or the admin page) reads the stop from the database.
    const elsewhere = manager();
    elsewhere.register(projection);
    expect((await elsewhere.lag())[0].failing).toMatchObject({ error: 'cannot apply Bay Poison' });

    poison = null; // the fix is deployed
    const second = manager({ baseMs: 20, attempts: 2 });
    second.register(projection);
    second.start();
    expect(await second.waitFor(result.position, [projection.name], 5000)).toBe(true);
    await waitFor(async () => (await second.lag())[0].failing === null);
  });

  it('runs a projection in only one of two managers on the same database, and fails over', async () => {
    const table = await createBayNamesTable(fx.knex);
    const named = namer(table);
    const appliedA: string[] = [];
    const appliedB: string[] = [];
    const a = manager();
    const b = manager();
    a.register(bayNamesProjection(table, { applied: appliedA }));
    b.register(bayNamesProjection(table, { applied: appliedB }));
    const name = `${table}-projection`;
    a.start();
    await waitFor(async () => (await a.lag())[0].active);
    b.start();
    const bayId = randomUUID();
    const first = await fx.store.append(`bay-${bayId}`, [named(bayId, 'One'), named(bayId, 'Two')], {
      expected: 'no_stream',
    });
    expect(await a.waitFor(first.position, [name], 5000)).toBe(true);
    // A fixed pause on purpose: the standby applies nothing in the meantime.
    await new Promise((r) => setTimeout(r, 300));
    expect(appliedA).toHaveLength(2);
    expect(appliedB).toHaveLength(0);
    expect((await b.lag())[0].active).toBe(false);

    await a.stop();
    const second = await fx.store.append(`bay-${bayId}`, [named(bayId, 'Three')], { expected: 1n });
    expect(await b.waitFor(second.position, [name], 8000)).toBe(true);
    expect(appliedB).toHaveLength(1);
    expect(await fx.knex(table).where({ bay_id: bayId }).first()).toEqual({ bay_id: bayId, name: 'Three', renames: 2 });
  }, 20_000);

  it('rebuilds a read model from the start into the same contents', async () => {
    const table = await createBayNamesTable(fx.knex);
    const named = namer(table);
    const m = manager();
    const projection = bayNamesProjection(table);
    m.register(projection);
    m.start();
    let last = '';
    for (let i = 0; i < 20; i++) {
      const bayId = `bay-${i % 7}-${table}`;
      last = (await fx.store.append(`bay-${bayId}`, [named(bayId, `Name ${i}`)], { expected: 'any' })).position;
    }
    expect(await m.waitFor(last, [projection.name], 5000)).toBe(true);
    const before = await fx.knex(table).orderBy('bay_id');
    expect(before).toHaveLength(7);
    await fx.knex(table).update({ name: 'tampered' });

    const { events } = await m.rebuild(projection.name);
    expect(events).toBe(20);
    expect(await fx.knex(table).orderBy('bay_id')).toEqual(before);
    expect(fx.store.comparePositions(await checkpointOf(projection.name), last)).toBeGreaterThanOrEqual(0);

    // The paused runner resumes after the rebuild and keeps applying new events exactly once.
    const bayId = `bay-0-${table}`;
    const next = await fx.store.append(`bay-${bayId}`, [named(bayId, 'After rebuild')], { expected: 'any' });
    expect(await m.waitFor(next.position, [projection.name], 5000)).toBe(true);
    expect(await fx.knex(table).where({ bay_id: bayId }).first()).toMatchObject({ name: 'After rebuild', renames: 3 });
  });

  it('rebuilds into shadow tables: a failed rebuild leaves the live model whole, a finished one keeps index names', async () => {
    const table = await createBayNamesTable(fx.knex);
    await fx.knex.raw('CREATE INDEX ?? ON ?? (name)', [`${table}_by_name`, table]);
    const named = namer(table);
    let poison: string | null = null;
    const projection = bayNamesProjection(table, { failOn: () => poison });
    const m = manager();
    m.register(projection);
    m.start();
    let last = '';
    for (let i = 0; i < 30; i++) {
      const bayId = `bay-${i % 9}-${table}`;
      last = (await fx.store.append(`bay-${bayId}`, [named(bayId, `Name ${i}`)], { expected: 'any' })).position;
    }
    expect(await m.waitFor(last, [projection.name], 5000)).toBe(true);
    const before = await fx.knex(table).orderBy('bay_id');
    const indexNames = async () =>
      (await fx.knex('pg_indexes').where({ schemaname: 'public', tablename: table }).orderBy('indexname')).map(
        (r) => r.indexname,
      );
    const indexesBefore = await indexNames();
    expect(indexesBefore).toEqual([`${table}_by_name`, `${table}_pkey`]);

    poison = 'Name 25';
    await expect(m.rebuild(projection.name)).rejects.toThrow('cannot apply Name 25');
    expect(await fx.knex(table).orderBy('bay_id')).toEqual(before);
    expect(await fx.knex('information_schema.schemata').where('schema_name', 'like', 'rebuild_%')).toEqual([]);

    poison = null;
    const progress: Array<{ events: number; total: number | null }> = [];
    await m.rebuild(projection.name, (p) => progress.push(p));
    expect(await fx.knex(table).orderBy('bay_id')).toEqual(before);
    expect(await indexNames()).toEqual(indexesBefore);
    expect(progress.at(-1)).toMatchObject({ events: 30, total: 30 });
  });

  it('refuses to rebuild an unknown projection or one running in another process', async () => {
    const table = await createBayNamesTable(fx.knex);
    const a = manager();
    const b = manager();
    a.register(bayNamesProjection(table));
    b.register(bayNamesProjection(table));
    a.start();
    await waitFor(async () => (await a.lag())[0].active);
    await expect(b.rebuild(`${table}-projection`)).rejects.toThrow(/running elsewhere/);
    await expect(b.rebuild('no-such-projection')).rejects.toThrow(/Unknown projection/);
  });

  it('waits for read-your-writes: true once applied, false when the projection does not get there in time', async () => {
    const table = await createBayNamesTable(fx.knex);
    const named = namer(table);
    const m = manager();
    const projection = bayNamesProjection(table);
    m.register(projection);
    m.start();
    const bayId = randomUUID();
    const result = await fx.store.append(`bay-${bayId}`, [named(bayId, 'Fresh')], { expected: 'no_stream' });
    expect(await m.waitFor(result.position, [projection.name])).toBe(true);
    expect(await fx.knex(table).where({ bay_id: bayId }).first()).toMatchObject({ name: 'Fresh' });
    expect(await m.waitFor(null)).toBe(true);

    const elsewhere = new ProjectionManager(fx.store, fx.knex, silentLogger, fx.db.url, 2000);
    elsewhere.register(bayNamesProjection(`${table}_unbuilt`));
    expect(await elsewhere.waitFor(result.position, [`${table}_unbuilt-projection`], 300)).toBe(false);
    await elsewhere.stop();
  });

  it('reports its lag against the head of the log', async () => {
    const table = await createBayNamesTable(fx.knex);
    const named = namer(table);
    const m = manager();
    const projection = bayNamesProjection(table);
    m.register(projection);
    const bayId = randomUUID();
    await fx.store.append(`bay-${bayId}`, [named(bayId, 'Lagging')], { expected: 'no_stream' });
    const before = (await m.lag())[0];
    expect(before).toMatchObject({ name: projection.name, checkpoint: 'start', caughtUp: false, active: false });
    expect(before.head).toBe(await fx.store.head());
    m.start();
    await waitFor(async () => (await m.lag())[0].caughtUp);
    expect((await m.lag())[0]).toMatchObject({ active: true, lastError: null });
  });
});
