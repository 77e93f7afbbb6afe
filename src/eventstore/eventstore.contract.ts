/**
 * The behaviour every EventStore adapter must show. A test file calls
 * `eventStoreContract('PostgreSQL', async () => ({ store, dispose }))` inside its own describe.
 * Tests share one store, so each one writes to streams with a fresh random prefix.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineEvent, type EventTypes } from './events';
import {
  AppendTooLargeError,
  WrongExpectedVersionError,
  type EventStore,
  type NewEvent,
  type RecordedEvent,
} from './types';
import { collectUntil, newEvents, readAll } from './eventstore.contract-helpers';

export interface ContractSubject {
  store: EventStore;
  /** The event types the store was built with (the tests define theirs into it). */
  eventTypes: EventTypes;
  dispose(): Promise<void>;
}

export function eventStoreContract(adapter: string, setup: () => Promise<ContractSubject>): void {
  describe(`the ${adapter} event store contract`, () => {
    let subject: ContractSubject;
    let store: EventStore;
    let prefix: string;
    const stream = (name: string) => `${prefix}${name}`;

    beforeAll(async () => {
      subject = await setup();
      store = subject.store;
    });
    afterAll(async () => {
      await subject?.dispose();
    });
    beforeEach(() => {
      prefix = `c${randomUUID().replace(/-/g, '').slice(0, 12)}_`;
    });

    describe('expected revisions', () => {
      it('creates a stream with no_stream and refuses a second no_stream append', async () => {
        const first = await store.append(stream('a'), newEvents(2), { expected: 'no_stream' });
        expect(first.nextRevision).toBe(1n);
        const error = await store.append(stream('a'), newEvents(1), { expected: 'no_stream' }).catch((e) => e);
        expect(error).toBeInstanceOf(WrongExpectedVersionError);
        expect(error.code).toBe('EVENTSTORE.WRONG_EXPECTED_VERSION');
        expect(error.stream).toBe(stream('a'));
        expect(await readAll(store, stream('a'))).toHaveLength(2);
      });

      it('accepts any on a missing and on an existing stream', async () => {
        expect((await store.append(stream('b'), newEvents(1), { expected: 'any' })).nextRevision).toBe(0n);
        expect((await store.append(stream('b'), newEvents(3), { expected: 'any' })).nextRevision).toBe(3n);
      });

      it('accepts exists only when the stream has events', async () => {
        await expect(store.append(stream('c'), newEvents(1), { expected: 'exists' })).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        expect(await readAll(store, stream('c'))).toHaveLength(0);
        await store.append(stream('c'), newEvents(1), { expected: 'no_stream' });
        expect((await store.append(stream('c'), newEvents(1), { expected: 'exists' })).nextRevision).toBe(1n);
      });

      it('accepts an exact revision only when it is the current one', async () => {
        await expect(store.append(stream('d'), newEvents(1), { expected: 0n })).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        await store.append(stream('d'), newEvents(1), { expected: 'no_stream' });
        expect((await store.append(stream('d'), newEvents(2), { expected: 0n })).nextRevision).toBe(2n);
        const stale = await store.append(stream('d'), newEvents(1), { expected: 0n }).catch((e) => e);
        expect(stale).toBeInstanceOf(WrongExpectedVersionError);
        expect(stale.actual).toBe(2n);
        await expect(store.append(stream('d'), newEvents(1), { expected: 7n })).rejects.toBeInstanceOf(
          WrongExpectedVersionError,
        );
        expect((await store.append(stream('d'), newEvents(1), { expected: 2 })).nextRevision).toBe(3n);
        expect((await readAll(store, stream('d'))).map((e) => e.revision)).toEqual([0, 1, 2, 3]);
      });
    });

    it('rejects an empty append and writes nothing', async () => {
      await expect(store.append(stream('e'), [], { expected: 'any' })).rejects.toThrow(/empty/i);
      expect(await readAll(store, stream('e'))).toHaveLength(0);
      await expect(store.append(stream('e'), newEvents(1), { expected: 'no_stream' })).resolves.toBeDefined();
    });

    it('lets exactly one of 20 concurrent appends at the same revision win', async () => {
      await store.append(stream('race'), newEvents(1), { expected: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => store.append(stream('race'), newEvents(1), { expected: 0n })),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(19);
      for (const r of lost) expect(r.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await readAll(store, stream('race'))).toHaveLength(2);
    });

    it('lets exactly one of 20 concurrent no_stream appends create the stream', async () => {
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => store.append(stream('create'), newEvents(2), { expected: 'no_stream' })),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await readAll(store, stream('create'))).toHaveLength(2);
    });

    it('refuses a whole append over 1 MiB with AppendTooLargeError and writes none of it', async () => {
      await store.append(stream('big'), newEvents(1), { expected: 'no_stream' });
      const half = 'x'.repeat(600 * 1024);
      const big: NewEvent[] = [0, 1].map(() => ({
        eventId: randomUUID(),
        type: 'ContractEventRecorded',
        data: { half },
      }));
      const error = await store.append(stream('big'), big, { expected: 'any' }).catch((e) => e);
      expect(error).toBeInstanceOf(AppendTooLargeError);
      expect(error).toMatchObject({
        code: 'EVENTSTORE.APPEND_TOO_LARGE',
        stream: stream('big'),
        maxBytes: 1024 * 1024,
      });
      expect(await readAll(store, stream('big'))).toHaveLength(1);
      expect((await store.append(stream('big'), big.slice(1), { expected: 0n })).nextRevision).toBe(1n);
    });

    describe('duplicate event ids', () => {
      it('stores a retried append once and answers with the same revision and position', async () => {
        const events = newEvents(3);
        const first = await store.append(stream('dup'), events, { expected: 'no_stream' });
        const retry = await store.append(stream('dup'), events, { expected: 'no_stream' });
        expect(retry.nextRevision).toBe(first.nextRevision);
        expect(store.comparePositions(retry.position, first.position)).toBe(0);
        const again = await store.append(stream('dup'), events, { expected: 'any' });
        expect(again.nextRevision).toBe(first.nextRevision);
        const stored = await readAll(store, stream('dup'));
        expect(stored.map((e) => e.eventId)).toEqual(events.map((e) => e.eventId));
      });

      it('stores a single event once when the same id is appended concurrently', async () => {
        const [event] = newEvents(1);
        await Promise.allSettled(
          Array.from({ length: 5 }, () => store.append(stream('dup1'), [event], { expected: 'any' })),
        );
        expect(await readAll(store, stream('dup1'))).toHaveLength(1);
      });
    });

    it('reads a stream in order, from the start or from a revision', async () => {
      const written = [...newEvents(2), ...newEvents(3), ...newEvents(1)];
      await store.append(stream('r'), written.slice(0, 2), { expected: 'no_stream' });
      await store.append(stream('r'), written.slice(2, 5), { expected: 1n });
      await store.append(stream('r'), written.slice(5), { expected: 4n });
      const all = await readAll(store, stream('r'));
      expect(all.map((e) => e.eventId)).toEqual(written.map((e) => e.eventId));
      expect(all.map((e) => e.revision)).toEqual([0, 1, 2, 3, 4, 5]);
      expect(all.map((e) => e.data)).toEqual(written.map((e) => e.data));
      expect(all.every((e) => e.streamId === stream('r'))).toBe(true);
      for (let i = 1; i < all.length; i++) {
        expect(store.comparePositions(all[i - 1].position, all[i].position)).toBeLessThan(0);
      }
      const tail = await readAll(store, stream('r'), 3n);
      expect(tail.map((e) => e.revision)).toEqual([3, 4, 5]);
      expect(await readAll(store, stream('missing'))).toEqual([]);
    });

    it('validates data of defined events and refuses invalid data without writing', async () => {
      const type = `${prefix}BayRenamed`;
      const BayRenamed = defineEvent(type, z.object({ bayId: z.string().uuid(), name: z.string().min(1) }));
      subject.eventTypes.register(BayRenamed);
      expect(() => BayRenamed.create({ bayId: 'nope', name: '' })).toThrow();
      const bad: NewEvent = { eventId: randomUUID(), type, data: { bayId: randomUUID(), name: 42 } };
      await expect(store.append(stream('v'), [bad], { expected: 'any' })).rejects.toThrow();
      expect(await readAll(store, stream('v'))).toHaveLength(0);
      const good = BayRenamed.create({ bayId: randomUUID(), name: 'Bay 1' });
      await store.append(stream('v'), [good], { expected: 'no_stream' });
      expect((await readAll(store, stream('v')))[0].data).toEqual(good.data);
    });

    it('upcasts events stored under an older schema version on read and subscribe', async () => {
      const type = `${prefix}BayPriced`;
      const from = await store.head();
      await store.append(stream('u'), [{ type, data: { price: '35.00' }, metadata: { schemaVersion: 1 } }], {
        expected: 'no_stream',
      });
      subject.eventTypes.register(
        defineEvent(type, z.object({ priceCents: z.number().int() }), {
          version: 2,
          upcast: (data, fromVersion) =>
            fromVersion < 2 ? { priceCents: Math.round(Number((data as { price: string }).price) * 100) } : data,
        }),
      );
      const [read] = await readAll(store, stream('u'));
      expect(read.data).toEqual({ priceCents: 3500 });
      expect(read.metadata.schemaVersion).toBe(1);
      const [seen] = await collectUntil(store, { from, filter: { streamPrefixes: [prefix] } }, (e) => e.length >= 1);
      expect(seen.data).toEqual({ priceCents: 3500 });
    });

    it('stores the metadata: actor, correlation, causation, time and schema version', async () => {
      const metadata = {
        actor: { userId: randomUUID(), role: 'customer' as const },
        correlationId: randomUUID(),
        causationId: randomUUID(),
        occurredAt: '2026-03-08T06:30:00.000Z',
      };
      await store.append(stream('m'), [{ eventId: randomUUID(), type: 'MetaChecked', data: { ok: true }, metadata }], {
        expected: 'no_stream',
      });
      await store.append(stream('m'), [{ type: 'MetaDefaulted', data: {} }], { expected: 0n });
      const [explicit, defaulted] = await readAll(store, stream('m'));
      expect(explicit.metadata).toEqual({ ...metadata, schemaVersion: 1 });
      expect(defaulted.metadata).toEqual({
        actor: 'system',
        correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        causationId: null,
        occurredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        schemaVersion: 1,
      });
      expect(defaulted.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(explicit.createdAt).toBeInstanceOf(Date);
    });

    it('delivers 8 concurrent writers x 500 events to a live subscriber exactly once, in stream order', async () => {
      const from = await store.head();
      const writers = 8;
      const perWriter = 500;
      const total = writers * perWriter;
      const seenPromise = collectUntil(
        store,
        { from, filter: { streamPrefixes: [prefix] } },
        (events) => events.length >= total,
        40_000,
        300,
      );
      const written = new Map<string, string[]>();
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          const name = stream(`w${w}`);
          const ids: string[] = [];
          written.set(name, ids);
          const chunk = w % 2 === 0 ? 1 : 5;
          for (let i = 0; i < perWriter; i += chunk) {
            const events = newEvents(chunk);
            ids.push(...events.map((e) => e.eventId!));
            await store.append(name, events, { expected: i === 0 ? 'no_stream' : BigInt(i - 1) });
          }
        }),
      );
      const seen = await seenPromise;
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((e) => e.eventId)).size).toBe(total);
      for (const [name, ids] of written) {
        expect(seen.filter((e) => e.streamId === name).map((e) => e.eventId)).toEqual(ids);
      }
      for (let i = 1; i < seen.length; i++) {
        expect(store.comparePositions(seen[i - 1].position, seen[i].position)).toBeLessThan(0);
      }
    }, 60_000);

    it('resumes from a stored checkpoint with exactly the events after it', async () => {
      const from = await store.head();
      const first = newEvents(10);
      await store.append(stream('cp'), first, { expected: 'no_stream' });
      const head = await collectUntil(store, { from, filter: { streamPrefixes: [prefix] } }, (e) => e.length >= 4);
      const checkpoint = head[3].position;
      const more = newEvents(5);
      await store.append(stream('cp'), more, { expected: 9n });
      const rest = await collectUntil(
        store,
        { from: checkpoint, filter: { streamPrefixes: [prefix] } },
        (e) => e.length >= 11,
        10_000,
        200,
      );
      expect(rest.map((e) => e.eventId)).toEqual([...first.slice(4), ...more].map((e) => e.eventId));
    });

    it('reports batch checkpoints that resume without loss, and head at or past the last append', async () => {
      const from = await store.head();
      const events = newEvents(30);
      const result = await store.append(stream('b'), events, { expected: 'no_stream' });
      expect(store.comparePositions(await store.head(), result.position)).toBeGreaterThanOrEqual(0);
      const abort = new AbortController();
      let checkpoint = from;
      let count = 0;
      for await (const batch of store.subscribeBatches({
        from,
        filter: { streamPrefixes: [prefix] },
        batchSize: 7,
        signal: abort.signal,
      })) {
        count += batch.events.length;
        checkpoint = batch.checkpoint;
        if (count >= 10) abort.abort();
      }
      expect(count).toBeGreaterThanOrEqual(10);
      const rest = await collectUntil(
        store,
        { from: checkpoint, filter: { streamPrefixes: [prefix] } },
        (e) => e.length >= 30 - count,
      );
      expect(rest.map((e) => e.eventId)).toEqual(events.slice(count).map((e) => e.eventId));
      expect(store.comparePositions(rest[rest.length - 1].position, result.position)).toBeGreaterThanOrEqual(0);
    });

    it('moves a live type-filtered subscriber past a write it skips, without waiting for more writes', async () => {
      const from = await store.head();
      const abort = new AbortController();
      const timeout = setTimeout(() => abort.abort(), 10_000);
      const batches = store.subscribeBatches({
        from,
        filter: { eventTypes: [`${prefix}Wanted`] },
        signal: abort.signal,
      });
      let written: string | null = null;
      setTimeout(() => {
        // After the subscriber went live (a projection waiting for a write it does not handle).
        void store
          .append(stream('skip'), newEvents(1, `${prefix}Skipped`), { expected: 'no_stream' })
          .then((r) => (written = r.position));
      }, 300);
      let checkpoint = from;
      let yielded = 0;
      try {
        for await (const batch of batches) {
          yielded += batch.events.length;
          checkpoint = batch.checkpoint;
          if (written && store.comparePositions(checkpoint, written) >= 0) break;
        }
      } finally {
        clearTimeout(timeout);
        abort.abort();
      }
      expect(written).not.toBeNull();
      expect(store.comparePositions(checkpoint, written!)).toBeGreaterThanOrEqual(0);
      expect(yielded).toBe(0);
    });

    it('yields only the event types a subscriber asks for', async () => {
      const from = await store.head();
      const wanted = `${prefix}Wanted`;
      await store.append(
        stream('f'),
        [
          { type: 'Other', data: {} },
          { type: wanted, data: { n: 1 } },
          { type: 'Other', data: {} },
          { type: wanted, data: { n: 2 } },
        ],
        { expected: 'no_stream' },
      );
      const seen = await collectUntil(
        store,
        { from, filter: { eventTypes: [wanted] } },
        (e) => e.length >= 2,
        10_000,
        200,
      );
      expect(seen.map((e: RecordedEvent) => e.data)).toEqual([{ n: 1 }, { n: 2 }]);
    });
  });
}
