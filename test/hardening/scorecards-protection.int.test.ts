import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken, fromIp } from '../payments/payment-fixtures';

const holes = (scores: number[]) => Object.fromEntries(scores.map((s, i) => [`hole${i + 1}`, s]));
const NOT_ENTERED =
  'That team is not entered in this tournament. Only entered teams (or the venue staff) can enter scores.';
const CODE_NEEDED = "Please sign in as this team's player or enter the team's scorer code.";

/**
 * Issue 27 #1: a team's card belongs to its entry. Only the entry's player (signed in), whoever holds
 * the scorer code printed for the team, or staff write it; unknown teams are refused; live leaderboard
 * streams are capped per client address.
 */
describe('tournament scorecards are protected', () => {
  let t: BookingTestApp;
  let bays: string[];
  let admin: HttpClient;
  let employee: HttpClient;
  let id: string;
  let alice: Awaited<ReturnType<typeof signUp>>;
  let bob: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await startBookingApp();
    bays = await setUpVenue(t.app.ctx, 4);
    admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
    employee = (await signUp(t.app, undefined, { role: 'employee', firstName: 'Sam', lastName: 'Staff' })).client;
    const created = await admin.post('/api/admin/tournaments', {
      name: 'Protected Scramble',
      date: t.day(2),
      startTime: '18:00',
      endTime: '22:00',
      format: 'scramble',
      teamSize: 2,
      maxParticipants: 8,
      numberOfHoles: 9,
      holePars: [3, 4, 3, 5, 3, 4, 3, 4, 3],
      entryFee: '25.00',
      reservationLength: 120,
    });
    id = created.body.id;
    expect((await admin.post(`/api/admin/tournaments/${id}/status`, { status: 'active' })).status).toBe(200);
    alice = await signUp(t.app, undefined, { firstName: 'Alice', lastName: 'Ace' });
    bob = await signUp(t.app, undefined, { firstName: 'Bob', lastName: 'Bogey' });
    const enter = async (client: HttpClient, bayId: string, teamName?: string) =>
      client.post('/api/orders', {
        lines: [{ type: 'tournament-entry', tournamentId: id, bayId, startTime: '18:00', teamName }],
        sourceId: await cardToken(client),
        idempotencyKey: randomUUID(),
      });
    expect((await enter(alice.client, bays[0], 'Birdie Hunters')).status).toBe(201);
    expect((await enter(bob.client, bays[1])).status).toBe(201);
    const taken = await enter((await signUp(t.app)).client, bays[2], 'birdie  HUNTERS');
    expect([taken.status, taken.body.message]).toEqual([
      409,
      'Another team already plays under that name. Please choose another.',
    ]);
  }, 120_000);
  afterAll(async () => {
    await t.app.close();
  });

  const post = (client: HttpClient, body: Record<string, unknown>) =>
    client.post(`/api/tournaments/${id}/scorecards`, body, fromIp());
  const board = async () =>
    (await t.app.client().get(`/api/tournaments/${id}/leaderboard`)).body.entries.map(
      (e: { teamName: string; totalScore: number }) => [e.teamName, e.totalScore],
    );

  it("refuses a visitor overwriting an entered team's card or inventing teams (403); the board stays", async () => {
    const own = await post(alice.client, { teamName: 'Birdie Hunters', ...holes([3, 4, 3, 5, 3, 4, 3, 4, 3]) });
    expect([own.status, own.body.totalScore]).toEqual([201, 32]);

    const visitor = t.app.client();
    const overwrite = await post(visitor, { teamName: 'Birdie Hunters', ...holes(Array(9).fill(20)) });
    expect([overwrite.status, overwrite.body.message, overwrite.body.code]).toEqual([
      403,
      CODE_NEEDED,
      'TOURNAMENT.SCORER_CODE_REQUIRED',
    ]);
    const guessed = await post(visitor, { teamName: 'Birdie Hunters', scorerCode: 'AAAA-AAAA', hole1: 20 });
    expect([guessed.status, guessed.body.message]).toEqual([403, 'That scorer code is not right for this team.']);
    const live = await visitor.post(
      `/api/tournaments/${id}/live-score-update`,
      { teamName: 'Birdie Hunters', hole: 1, score: 20 },
      fromIp(),
    );
    expect(live.status).toBe(403);
    for (let i = 0; i < 3; i++) {
      const fake = await post(visitor, { teamName: `Fake Team ${i}`, ...holes([1]) });
      expect([fake.status, fake.body.message, fake.body.code]).toEqual([
        403,
        NOT_ENTERED,
        'TOURNAMENT.TEAM_NOT_ENTERED',
      ]);
    }
    const fakeLive = await visitor.post(
      `/api/tournaments/${id}/live-score-update`,
      { teamName: 'Fake Live', hole: 1, score: 1 },
      fromIp(),
    );
    expect([fakeLive.status, fakeLive.body.message]).toEqual([403, NOT_ENTERED]);
    // Another entrant, signed in, cannot write Alice's card either.
    expect((await post(bob.client, { teamName: 'Birdie Hunters', hole1: 20 })).status).toBe(403);
    expect(await board()).toEqual([['Birdie Hunters', 32]]);
  });

  it('takes the card with the scorer code shown to the entrant and to staff, or from staff; each change names its actor', async () => {
    const mine = (await alice.client.get(`/api/user-tournaments/${alice.user.id}`)).body;
    const code: string = mine[0].entry.scorerCode;
    expect(mine[0].entry.teamName).toBe('Birdie Hunters');
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const registrations = (await admin.get(`/api/admin/tournament-registrations?tournamentId=${id}`)).body.items;
    expect(registrations.find((r: { userId: string }) => r.userId === alice.user.id)).toMatchObject({
      teamName: 'Birdie Hunters',
      scorerCode: code,
    });
    // Bob entered without a team name: his team is his name; his code is not Alice's.
    const bobs = registrations.find((r: { userId: string }) => r.userId === bob.user.id);
    expect(bobs.teamName).toBe('Bob Bogey');
    expect(bobs.scorerCode).not.toBe(code);
    expect((await post(t.app.client(), { teamName: 'Birdie Hunters', scorerCode: bobs.scorerCode })).status).toBe(403);

    const atBay = t.app.client();
    const scored = await post(atBay, {
      teamName: 'Birdie Hunters',
      scorerCode: code.toLowerCase().replace('-', ''),
      ...holes([2, 4, 3, 5, 3, 4, 3, 4, 3]),
    });
    expect([scored.status, scored.body.totalScore]).toEqual([200, 31]);
    const live = await atBay.post(
      `/api/tournaments/${id}/live-score-update`,
      { teamName: 'Bob Bogey', hole: 1, score: 3, scorerCode: bobs.scorerCode },
      fromIp(),
    );
    expect(live.status).toBe(200);
    const staff = await post(employee, { teamName: 'Birdie Hunters', ...holes([2, 3, 3, 5, 3, 4, 3, 4, 3]) });
    expect([staff.status, staff.body.totalScore]).toEqual([200, 30]);
    const walkIn = await post(employee, { teamName: 'Desk Walk-ins', ...holes([3, 3]) });
    expect(walkIn.status).toBe(201);

    const changes = (await admin.get(`/api/admin/tournaments/${id}/score-changes`)).body as Array<{
      kind: string;
      source: { as?: string; userId: string | null } | null;
      actorName: string | null;
    }>;
    // (The test clock stands still, so the changes are compared without their order.)
    const seen = changes.map((c) => [c.kind, c.source?.as, c.actorName]);
    expect(seen).toHaveLength(5);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['submit', 'entrant', 'Alice Ace'],
        ['update', 'scorer', null],
        ['live', 'scorer', null],
        ['update', 'staff', 'Sam Staff'],
        ['submit', 'staff', 'Sam Staff'],
      ]),
    );
    expect(await board()).toEqual([
      ['Bob Bogey', 3],
      ['Desk Walk-ins', 6],
      ['Birdie Hunters', 30],
    ]);
  });

  it('answers 429 to a sixth live leaderboard stream from one address; another address is served', async () => {
    const ip = fromIp();
    const open: AbortController[] = [];
    const stream = async (headers: Record<string, string>) => {
      const controller = new AbortController();
      const res = await fetch(`${t.app.url}/api/tournaments/${id}/leaderboard/stream`, {
        headers,
        signal: controller.signal,
      });
      open.push(controller);
      return res;
    };
    try {
      for (let i = 0; i < 5; i++) expect((await stream(ip)).status).toBe(200);
      const sixth = await stream(ip);
      expect(sixth.status).toBe(429);
      expect((await sixth.json()).code).toBe('TOURNAMENT.TOO_MANY_STREAMS');
      expect((await stream(fromIp())).status).toBe(200);
      // Closing one frees a place for that address.
      open[0].abort();
      await waitFor(async () => {
        const res = await stream(ip);
        return res.status === 200;
      });
    } finally {
      for (const c of open) c.abort();
    }
  });
});
