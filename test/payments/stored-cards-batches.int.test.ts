import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import type { RecordedEvent } from '../../src/eventstore/types';
import { storedCardsProjection } from '../../src/projections/payments/stored-cards.projection';
import { createTestDatabase, type TestDatabase } from '../harness/test-db';

/** The card on file after the same events applied in batches cut differently (live vs rebuild). */
describe('the card on file read model', () => {
  let db: TestDatabase;
  let knex: Knex;
  beforeAll(async () => {
    db = await createTestDatabase();
    knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 2 } });
  });
  afterAll(async () => {
    await knex?.destroy();
    await db?.drop();
  });

  const saved = (userId: string, cardId: string, at: string) => ({
    type: 'CardOnFileSaved',
    data: { userId, processor: 'twin', customerId: 'cus', cardId, brand: 'VISA', last4: '4242', savedAt: at },
  });
  const removed = (userId: string, cardId: string) => ({ type: 'CardOnFileRemoved', data: { userId, cardId } });

  async function apply(batches: Array<Array<{ type: string; data: unknown }>>) {
    for (const batch of batches) {
      const recorded = batch.map(
        (e, i) =>
          ({
            ...e,
            eventId: randomUUID(),
            metadata: { actor: 'system' },
            streamId: 's',
            revision: i,
            position: String(i),
            createdAt: new Date('2026-11-27T12:00:00Z'),
          }) as unknown as RecordedEvent,
      );
      await knex.transaction((trx) => storedCardsProjection.applyBatch!(trx, recorded));
    }
  }

  it('removes every card removed in one batch, as it does one batch an event', async () => {
    const apart = randomUUID();
    const together = randomUUID();
    const history = (u: string) => [saved(u, 'card_a', '2026-11-01T00:00:00Z')];
    const removals = (u: string) => [removed(u, 'card_x'), removed(u, 'card_a')];
    await apply([history(apart), ...removals(apart).map((e) => [e])]);
    await apply([history(together), removals(together)]);
    const rows = await knex('stored_cards').whereIn('user_id', [apart, together]).select('user_id', 'card_id');
    expect(rows).toEqual([]);
  });
});
