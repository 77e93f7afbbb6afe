import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import { collectMigrations, migrateLatest } from '../../migrations';
import { defineEvent } from '../../src/eventstore/events';
import { modules } from '../../src/modules';
import type { AppModule } from '../../src/modules/module';
import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';

/**
 * A throwaway area written only in this file: bag tags. It brings its own table (a migration), its
 * event in plain words on the audit trail, an alert on the admin's summary and a section of the
 * account page, and the app takes each through the module alone: no shared file lists it.
 */
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
  alerts: [
    {
      async read(ctx) {
        const n = Number((await ctx.knex('bag_tags').where({ claimed: false }).count({ n: '*' }))[0].n);
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

describe('an area contributes migrations, audit sentences, alerts and account sections through its module', () => {
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

  it('describes its events on the audit trail, shows its alert and its account section', async () => {
    const { client, user } = await signUp(app);
    const admin = (await signUp(app, undefined, { role: 'admin' })).client;
    await app.ctx.knex('bag_tags').insert({ tag: 'T-7', user_id: user.id });
    const correlationId = randomUUID();
    await app.ctx.store.append(
      `bag_tag-${app.config.VENUE_ID}-T-7`,
      [BagTagIssued.create({ userId: user.id, tag: 'T-7' }, { correlationId, actor: 'system' })],
      { expected: 'any' },
    );

    const story = await admin.get(`/api/admin/audit/correlation/${correlationId}`);
    expect(story.status).toBe(200);
    expect(story.body.items).toEqual([
      expect.objectContaining({ type: 'BagTagIssued', summary: 'the system issued bag tag T-7' }),
    ]);

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
      'failed_refunds',
      'projections',
      'pending_holds',
      'card_testing',
      'open_timeclock',
      'ledger_differences',
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
      const { client } = await signUp(plain);
      expect((await client.get('/api/account/summary')).body).not.toHaveProperty('bagTags');
    } finally {
      await plain.close();
    }
  });
});
