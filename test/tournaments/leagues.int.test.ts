import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';

const terms = (leagueId: string | null, date: string) => ({
  name: `Round ${randomUUID().slice(0, 4)}`,
  date,
  startTime: '18:00',
  endTime: '22:00',
  format: 'scramble',
  teamSize: 2,
  maxParticipants: 12,
  numberOfHoles: 9,
  entryFee: '25.00',
  reservationLength: 120,
  leagueId,
});
const holes = (total: number) =>
  Object.fromEntries(
    Array.from({ length: 9 }, (_, i) => [`hole${i + 1}`, Math.floor(total / 9) + (i < total % 9 ? 1 : 0)]),
  );

/** Leagues: a season of tournaments, with standings over the completed rounds (points by finish, ties split). */
describe('leagues', () => {
  let app: TestApp;
  let admin: HttpClient;
  beforeAll(async () => {
    app = await startTestApp();
    admin = (await signUp(app, undefined, { role: 'admin' })).client;
  });
  afterAll(async () => {
    await app.close();
  });

  async function playedRound(leagueId: string, date: string, cards: Array<[string, number]>, complete = true) {
    const created = await admin.post('/api/admin/tournaments', terms(leagueId, date));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.post(`/api/admin/tournaments/${id}/status`, { status: 'active' })).status).toBe(200);
    for (const [teamName, total] of cards)
      // The desk enters the cards (staff may score any team).
      expect((await admin.post(`/api/tournaments/${id}/scorecards`, { teamName, ...holes(total) })).status).toBe(201);
    if (complete)
      expect((await admin.post(`/api/admin/tournaments/${id}/status`, { status: 'completed' })).status).toBe(200);
    return id;
  }

  it('lets admins define and edit a league; customers and visitors may not', async () => {
    const customer = await signUp(app);
    const body = { name: 'Winter League', season: '2026-27' };
    expect((await app.client().post('/api/admin/leagues', body)).status).toBe(401);
    expect((await customer.client.post('/api/admin/leagues', body)).status).toBe(403);
    const bad = await admin.post('/api/admin/leagues', { name: '', season: '2026', pointsByFinish: [] });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please enter a name']);
    const created = await admin.post('/api/admin/leagues', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Winter League',
      season: '2026-27',
      pointsByFinish: [10, 8, 6, 5, 4, 3, 2, 1],
    });
    const edited = await admin.put(`/api/admin/leagues/${created.body.id}`, { ...body, pointsByFinish: [3, 2, 1] });
    expect(edited.body.pointsByFinish).toEqual([3, 2, 1]);
    expect((await app.client().get('/api/leagues/nope')).body.message).toBe('League not found');
    const strayTournament = await admin.post('/api/admin/tournaments', terms('no-such-league', '2026-12-01'));
    expect([strayTournament.status, strayTournament.body.message]).toEqual([400, 'Please choose a league that exists']);
  });

  it('adds up the completed rounds: points by finish, ties splitting their places, rounds still playing left out', async () => {
    const league = (
      await admin.post('/api/admin/leagues', { name: 'Scramble League', season: '2026', pointsByFinish: [10, 8, 6, 5] })
    ).body;
    await playedRound(league.id, '2026-11-06', [
      ['Birdies', 30],
      ['Eagles', 32],
      ['Pars', 32],
      ['Bogeys', 36],
    ]);
    await playedRound(league.id, '2026-11-13', [
      ['Eagles', 29],
      ['birdies', 31],
      ['Pars', 33],
    ]);
    await playedRound(league.id, '2026-11-20', [['Bogeys', 20]], false);

    const detail = await app.client().get(`/api/leagues/${league.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.tournaments.map((t: { status: string }) => t.status)).toEqual([
      'completed',
      'completed',
      'active',
    ]);
    expect(detail.body.completedRounds).toBe(2);
    // Round 1: Birdies 10, Eagles and Pars tied 2nd (8 + 6) / 2 = 7 each, Bogeys 5. Round 2: Eagles 10, Birdies 8, Pars 6.
    expect(detail.body.standings).toEqual([
      { rank: 1, teamName: 'Birdies', points: 18, rounds: 2, wins: 1, bestFinish: 1 },
      { rank: 2, teamName: 'Eagles', points: 17, rounds: 2, wins: 1, bestFinish: 1 },
      { rank: 3, teamName: 'Pars', points: 13, rounds: 2, wins: 0, bestFinish: 2 },
      { rank: 4, teamName: 'Bogeys', points: 5, rounds: 1, wins: 0, bestFinish: 4 },
    ]);
    const list = (await app.client().get('/api/leagues')).body;
    expect(list.find((l: { id: string }) => l.id === league.id)).toMatchObject({ rounds: 3, completedRounds: 2 });
  });

  it('pages the admin tournament list (with places taken) and the registrations', async () => {
    const page = await admin.get('/api/admin/tournaments?limit=1&status=completed');
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBe(2);
    expect(page.body.items[0]).toMatchObject({
      status: 'completed',
      registered: 0,
      held: 0,
      leagueName: 'Scramble League',
    });
    expect(page.body.nextCursor).toEqual(expect.any(String));
    const customer = await signUp(app);
    expect((await customer.client.get('/api/admin/tournaments')).status).toBe(403);
    expect((await customer.client.get('/api/admin/tournament-registrations')).status).toBe(403);
    const regs = await admin.get('/api/admin/tournament-registrations?status=registered');
    expect(regs.status).toBe(200);
    expect(regs.body).toMatchObject({ items: [], total: 0, nextCursor: null });
    expect((await admin.get('/api/admin/tournament-registrations?status=paid')).status).toBe(400);
  });
});
