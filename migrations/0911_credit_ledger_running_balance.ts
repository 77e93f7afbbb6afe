import type { Knex } from 'knex';

/**
 * The credit ledger as the admin reads it: each movement's place in its account's stream, what kind
 * of movement it is (grant, loyalty, membership, purchase, coupon, expiry, removal, spend, refund), who
 * made it, and every bucket's balance after it. Rows already projected are filled in from the event
 * store and a running sum, so the projection need not replay.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('credit_ledger', (t) => {
    t.integer('revision');
    t.text('category');
    t.text('actor_id');
    t.text('actor_role');
    t.decimal('balance_loyalty', 10, 2).notNullable().defaultTo(0);
    t.decimal('balance_membership', 10, 2).notNullable().defaultTo(0);
    t.decimal('balance_general', 10, 2).notNullable().defaultTo(0);
    t.index(['occurred_at']);
    t.index(['user_id', 'revision']);
  });
  await knex.raw(`
    UPDATE credit_ledger l SET
      revision = e.stream_position,
      actor_id = CASE WHEN jsonb_typeof(e.metadata->'actor') = 'object' THEN e.metadata->'actor'->>'userId' END,
      actor_role = CASE WHEN jsonb_typeof(e.metadata->'actor') = 'object' THEN e.metadata->'actor'->>'role'
                        ELSE 'system' END
    FROM es_events e WHERE e.event_id = l.event_id`);
  await knex.raw(`
    UPDATE credit_ledger SET category = CASE
      WHEN kind = 'grant' AND operation_id LIKE 'loyalty-%' THEN 'loyalty'
      WHEN kind = 'grant' AND operation_id LIKE 'membership-credits-%' THEN 'membership'
      WHEN kind = 'grant' AND (operation_id LIKE 'offer-%' OR operation_id LIKE 'promo-%') THEN 'purchase'
      WHEN kind = 'grant' AND operation_id LIKE 'coupon-%' THEN 'coupon'
      WHEN kind = 'revoke' AND operation_id LIKE 'membership-expiry-%' THEN 'expiry'
      WHEN kind = 'revoke' THEN 'removal'
      ELSE kind END`);
  await knex.raw(`
    UPDATE credit_ledger l SET balance_loyalty = w.bl, balance_membership = w.bm, balance_general = w.bg
    FROM (
      SELECT event_id,
        sum(loyalty) OVER running AS bl, sum(membership) OVER running AS bm, sum(general) OVER running AS bg
      FROM credit_ledger
      WINDOW running AS (PARTITION BY user_id ORDER BY revision NULLS FIRST, occurred_at, event_id)
    ) w WHERE w.event_id = l.event_id`);
  await knex.raw('ALTER TABLE credit_ledger ALTER COLUMN category SET NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('credit_ledger', (t) => {
    t.dropIndex(['occurred_at']);
    t.dropIndex(['user_id', 'revision']);
    for (const c of ['revision', 'category', 'actor_id', 'actor_role', 'balance_loyalty', 'balance_membership'])
      t.dropColumn(c);
    t.dropColumn('balance_general');
  });
}
