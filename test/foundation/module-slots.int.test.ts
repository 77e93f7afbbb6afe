import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { collectMigrations, migrateLatest } from '../../migrations';
import { ofStream } from '../../src/commands/audit-subject';
import { defineEvent } from '../../src/eventstore/events';
import { modules } from '../../src/modules';
import type { AppModule } from '../../src/modules/module';
import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';

/**
 * A throwaway area written only in this file: bag tags. It brings its own table (a migration), its
 * event in plain words on the audit trail, a bag tag as an audit subject, an alert on the admin's
 * summary, a card on the dashboard and a section of the account page, and the app takes each through
 * the module alone: no shared file lists it.
 */
const PRODUCT_KINDS =
  'booking, credits, gift-card, membership, coupon, timeclock-entry, timeclock, tournament, waiver, waiver-signatures, tab, menu-item';
const bagTagStream = (venue: string, tag: string) => `bag_tag-${venue}-${tag}`;
const unclaimed = async (knex: Knex) =>
  Number((await knex('bag_tags').where({ claimed: false }).count({ n: '*' }))[0].n);

const BagTagIssued = defineEvent('BagTagIssued', z.object({ userId: z.string(), tag: z.string() }));

const bagTagsMigration = {
  async up(knex: Knex) {
    await knex.schema.createTable('bag_tags', (t) => {
      t.string('tag').primary();
      t.uuid('user_id').notNullable();
      t.boolean('claimed').notNullable().defaultTo(false);
    });
  },
  async down(knex: Knex) {
    await knex.schema.dropTableIfExists('bag_tags');
  },
};

const bagTagsModule: AppModule = {
  name: 'bag-tags',
  migrations: [['9900_bag_tags', bagTagsMigration]],
  events: [BagTagIssued],
  auditDescribers: [{ BagTagIssued: (d, h) => `${h.by} issued bag tag ${String(d.tag)}` }],
  auditSubjects: [
    {
      kind: 'bag-tag',
      events: (ctx, tag) => ofStream(ctx, bagTagStream(ctx.config.VENUE_ID, tag)),
      asOf: (_ctx, { events }) => ({ tags: events.map((e) => (e.data as { tag: string }).tag) }),
    },
  ],
  dashboardCards: [
    {
      async read(ctx) {
        const n = await unclaimed(ctx.knex);
        return { key: 'unclaimed_bag_tags', label: 'Bag tags unclaimed', value: String(n), link: '/admin/bag-tags' };
      },
    },
  ],
  alerts: [
    {
      async read(ctx) {
        const n = await unclaimed(ctx.knex);
        return { kind: 'unclaimed_bag_tags', count: n, message: `${n} bag tags unclaimed`, link: '/admin/bag-tags' };
      },
    },
  ],
  accountSections: [
    {
      async read(ctx, userId) {
        const rows = await ctx.knex('bag_tags').where({ user_id: userId }).orderBy('tag').select('tag');
        return { bagTags: rows.map((r: { tag: string }) => r.tag) };
      },
    },
  ],
};

const withBagTags = [...modules, bagTagsModule];

describe('an area contributes migrations, audit sentences and subjects, alerts, dashboard cards and account sections through its module', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      modules: withBagTags,
      // The template database has every product migration; the runner adds what this composition declares.
      prepare: (ctx) => migrateLatest(ctx.knex, withBagTags),
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('runs its migration, after the product ones, under its own name', async () => {
    expect(await app.ctx.knex.schema.hasTable('bag_tags')).toBe(true);
    const ran = await app.ctx.knex('knex_migrations').orderBy('id').pluck('name');
    expect(ran.at(-1)).toBe('9900_bag_tags');
    expect(collectMigrations(withBagTags).map(([name]) => name)).toEqual([
      ...collectMigrations(modules).map(([name]) => name),
      '9900_bag_tags',
    ]);
  });

  it('describes its events on the audit trail, reads a bag tag as an audit subject, shows its alert, dashboard card and account section', async () => {
    const { client, user } = await signUp(app);
    const admin = (await signUp(app, undefined, { role: 'admin' })).client;
    await app.ctx.knex('bag_tags').insert({ tag: 'T-7', user_id: user.id });
    const correlationId = randomUUID();
    await app.ctx.store.append(
      bagTagStream(app.config.VENUE_ID, 'T-7'),
      [BagTagIssued.create({ userId: user.id, tag: 'T-7' }, { correlationId, actor: 'system' })],
      { expected: 'any' },
    );

    const story = await admin.get(`/api/admin/audit/correlation/${correlationId}`);
    expect(story.status).toBe(200);
    expect(story.body.items).toEqual([
      expect.objectContaining({ type: 'BagTagIssued', summary: 'the system issued bag tag T-7' }),
    ]);

    // A bag tag is a subject of the audit: its history, its state as of an instant, a 404 for one never issued.
    const trail = await admin.get('/api/admin/audit/bag-tag/T-7');
    expect(trail.status).toBe(200);
    expect(trail.body).toMatchObject({ kind: 'bag-tag', id: 'T-7', total: 1 });
    expect(trail.body.items).toEqual([
      expect.objectContaining({ type: 'BagTagIssued', summary: 'the system issued bag tag T-7', correlationId }),
    ]);
    const asOf = await admin.get(
      `/api/admin/audit/bag-tag/T-7/as-of?at=${new Date(Date.now() + 60_000).toISOString()}`,
    );
    expect(asOf.status).toBe(200);
    expect(asOf.body).toMatchObject({ kind: 'bag-tag', id: 'T-7', eventCount: 1, state: { tags: ['T-7'] } });
    const before = await admin.get('/api/admin/audit/bag-tag/T-7/as-of?at=2000-01-01T00:00:00Z');
    expect(before.body).toMatchObject({ eventCount: 0, state: null });
    expect((await admin.get('/api/admin/audit/bag-tag/T-8')).body).toMatchObject({
      message: 'No history found for this bag-tag',
      code: 'AUDIT.NOT_FOUND',
    });
    // An unknown kind's 400 lists the product's kinds in their order, then the module's.
    const unknown = await admin.get('/api/admin/audit/luggage/T-7');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Kind must be one of: ${PRODUCT_KINDS}, bag-tag`);

    // Its card comes on the dashboard, after the product's (which have none of their own).
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.cards).toEqual([
      { key: 'unclaimed_bag_tags', label: 'Bag tags unclaimed', value: '1', link: '/admin/bag-tags' },
    ]);
    expect(dashboard.body.alerts.at(-1)).toMatchObject({ kind: 'unclaimed_bag_tags', count: 1 });

    const alerts = await admin.get('/api/admin/alerts');
    expect(alerts.status).toBe(200);
    expect(alerts.body.summary.at(-1)).toEqual({
      kind: 'unclaimed_bag_tags',
      count: 1,
      message: '1 bag tags unclaimed',
      link: '/admin/bag-tags',
    });
    // The product's own alerts keep their order ahead of it.
    expect(alerts.body.summary.map((a: { kind: string }) => a.kind)).toEqual([
      'past_due_memberships',
      'failed_sms',
      'card_disputes',
      'failed_refunds',
      'projections',
      'pending_holds',
      'card_testing',
      'open_timeclock',
      'ledger_differences',
      'unpaid_tabs',
      'unclaimed_bag_tags',
    ]);

    const account = await client.get('/api/account/summary');
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ bagTags: ['T-7'], user: { id: user.id }, fees: [] });
  });

  it('is not there for an app composed without it', async () => {
    const plain = await startTestApp();
    try {
      const admin = (await signUp(plain, undefined, { role: 'admin' })).client;
      const alerts = await admin.get('/api/admin/alerts');
      expect(alerts.body.summary.map((a: { kind: string }) => a.kind)).not.toContain('unclaimed_bag_tags');
      expect((await admin.get('/api/admin/dashboard')).body.cards).toEqual([]);
      const bagTag = await admin.get('/api/admin/audit/bag-tag/T-7');
      expect(bagTag.status).toBe(400);
      expect(bagTag.body.message).toBe(`Kind must be one of: ${PRODUCT_KINDS}`);
      const { client } = await signUp(plain);
      expect((await client.get('/api/account/summary')).body).not.toHaveProperty('bagTags');
    } finally {
      await plain.close();
    }
  });
});
