import { startTestApp, type TestApp } from '../harness/test-app';
import { seedDemoVenue } from '../../src/modules/bookings.seed';
import { seedTournaments } from '../../src/commands/tournaments/tournament.commands';

/**
 * Events the seed could have written: everything but texts, which the demo staff's shift notices are
 * still sending in the background while these tests run.
 */
async function seededEvents(app: TestApp): Promise<number> {
  const { rows } = await app.ctx.pool.query("SELECT count(*) FROM es_events WHERE stream_id NOT LIKE 'sms%'");
  return Number(rows[0].count);
}

describe('the demo venue seed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: true });
  }, 60_000);
  afterAll(async () => {
    await app.close();
  }, 60_000);

  it('creates 6 bays, a week of hours with evening peak rates and the default policy on first run', async () => {
    const bays = await app.client().get('/api/bays');
    expect(bays.body).toHaveLength(6);
    expect(bays.body.every((b: { isActive: boolean }) => b.isActive)).toBe(true);
    const hours = await app.client().get('/api/global-business-hours');
    expect(hours.body).toHaveLength(7);
    expect(hours.body[1]).toMatchObject({
      dayOfWeek: 1,
      openTime: '06:00:00',
      closeTime: '22:00:00',
      peakStartTime: '17:00:00',
      baseHourlyRate: '35.00',
      peakHourlyRate: '45.00',
    });
    expect((await app.client().get('/api/cancellation-policy')).body.tiers).toHaveLength(2);
    expect((await app.client().get('/api/venue')).body.name).toBe(app.config.VENUE_NAME);
    const named = await app.ctx.knex('es_events').where({ event_type: 'SystemSettingsSet' }).select('event_id');
    expect(named).toHaveLength(1);
  });

  it('seeds the demo tournaments: tonight active, next week draft, last week completed with results; once', async () => {
    const list = (await app.client().get('/api/tournaments')).body as Array<{ id: string; status: string }>;
    expect(list.map((t) => [t.id, t.status])).toEqual([
      ['demo-last-week', 'completed'],
      ['demo-tonight', 'active'],
      ['demo-next-week', 'draft'],
    ]);
    const board = (await app.client().get('/api/tournaments/demo-last-week/leaderboard')).body;
    expect(board.entries.map((e: { rank: number; teamName: string }) => [e.rank, e.teamName])).toEqual([
      [1, 'Birdie Hunters'],
      [2, 'Sand Trappers'],
      [3, 'Fore Play'],
    ]);
    expect(board.tournament).toMatchObject({
      skinsEnabled: true,
      skinsPot: '100.00',
      entryFee: '25.00',
      reservationLength: 120,
    });
    const before = await seededEvents(app);
    await seedTournaments(app.ctx);
    expect(await seededEvents(app)).toBe(before);
  });

  it('does nothing on later runs, so admin edits survive', async () => {
    const before = await seededEvents(app);
    expect(await seedDemoVenue(app.ctx)).toBe(false);
    expect(await seededEvents(app)).toBe(before);
    expect((await app.client().get('/api/bays')).body).toHaveLength(6);
  });
});
