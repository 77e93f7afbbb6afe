import { eventsAfter, logMark, readLog } from '../harness/event-log';
import { startTestApp, type TestApp } from '../harness/test-app';
import { seedDemoVenue } from '../../src/modules/bookings.seed';
import { seedTournaments } from '../../src/commands/tournaments/tournament.commands';

/**
 * Events the seed could have written: everything but texts, which the demo staff's shift notices are
 * still sending in the background while these tests run.
 */
async function seededSince(app: TestApp, mark: string): Promise<string[]> {
  const events = await eventsAfter(app.ctx.store, mark, { exceptStreamPrefixes: ['sms'] });
  return events.map((e) => `${e.streamId} ${e.type}`);
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
    expect(await readLog(app.ctx.store, { eventTypes: ['SystemSettingsSet'] })).toHaveLength(1);
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
    const before = await logMark(app.ctx.store);
    await seedTournaments(app.ctx);
    expect(await seededSince(app, before)).toEqual([]);
  });

  it('does nothing on later runs, so admin edits survive', async () => {
    const before = await logMark(app.ctx.store);
    expect(await seedDemoVenue(app.ctx)).toBe(false);
    expect(await seededSince(app, before)).toEqual([]);
    expect((await app.client().get('/api/bays')).body).toHaveLength(6);
  });
});
