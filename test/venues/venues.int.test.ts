import type { AppContext } from '../../src/app-context';
import { grantRole } from '../../src/commands/users/user-roles.command';
import { randomPhone, signIn, signUp, type SignedUpUser } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startVenuesApp, type VenuesTestApp } from '../harness/venues-app';
import { setUpVenue } from '../bookings/booking-fixtures';
import { waitFor } from '../harness/wait-for';
import { readLog } from '../harness/event-log';
import { systemSettingsOf } from '../../src/projections/catalog/catalog.queries';

/**
 * Two venues in one deployment, an ocean apart: New York (the default venue) and London. Each has its
 * own bays, hours, bookings and admins; a customer's one account works at both.
 */
describe('several venues in one deployment', () => {
  let app: VenuesTestApp;
  let nyc: AppContext;
  let ldn: AppContext;
  let nycBays: string[];
  let ldnBays: string[];
  // 12:40 UTC on a June Tuesday: 08:40 in New York (EDT), 13:40 in London (BST), the same date.
  const NOW = new Date('2027-06-15T12:40:00Z');
  const TODAY = '2027-06-15';
  const DAY = '2027-06-17';
  let customer: { client: HttpClient; user: SignedUpUser };
  let nycAdmin: HttpClient;

  beforeAll(async () => {
    app = await startVenuesApp(
      [
        { id: 'nyc', name: 'Hudson Swing Club', timeZone: 'America/New_York', address: '500 W 33rd St, New York' },
        { id: 'ldn', name: 'Shoreditch Swing Club', timeZone: 'Europe/London' },
      ],
      {
        prepare: (ctx) => {
          ctx.now = () => NOW;
        },
      },
    );
    nyc = app.venues.get('nyc')!;
    ldn = app.venues.get('ldn')!;
    // Free to play, so bookings confirm without a payment: New York opens 06:00-23:00, London 09:00-22:00.
    const free = { peakStartTime: null, peakEndTime: null, baseHourlyRateCents: 0, peakHourlyRateCents: 0 };
    nycBays = await setUpVenue(nyc, 2, free as never);
    ldnBays = await setUpVenue(ldn, 3, { ...free, openTime: '09:00:00', closeTime: '22:00:00' } as never);
    customer = await signUp(app);
    nycAdmin = (await signUp(app, undefined, { role: 'admin' })).client;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('lists the venues publicly, and says which venue a request was served by', async () => {
    const res = await app.client().get('/api/venues');
    expect(res.status).toBe(200);
    expect(res.body.venues).toEqual([
      { id: 'nyc', name: 'Hudson Swing Club', timeZone: 'America/New_York', address: '500 W 33rd St, New York' },
      { id: 'ldn', name: 'Shoreditch Swing Club', timeZone: 'Europe/London', address: null },
    ]);
    expect(res.body.current).toBe('nyc');
    expect((await app.clientAt('ldn').get('/api/venues')).body.current).toBe('ldn');
    expect((await app.client().get('/api/venues?venue=ldn')).body.current).toBe('ldn');
    expect((await app.client().get('/api/venues', { cookie: 'golf.venue=ldn' })).body.current).toBe('ldn');
    // A cookie naming a venue that is gone falls back to the default; a header naming one is an error.
    expect((await app.client().get('/api/venues', { cookie: 'golf.venue=paris' })).body.current).toBe('nyc');
    const unknown = await app.clientAt('paris').get('/api/bays');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No venue "paris"');
  });

  it("shows each venue's own bays, hours and time zone", async () => {
    const bayIds = async (client: HttpClient) =>
      ((await client.get('/api/bays')).body as Array<{ id: string }>).map((b) => b.id).sort();
    expect(await bayIds(app.client())).toEqual([...nycBays].sort());
    expect(await bayIds(app.clientAt('ldn'))).toEqual([...ldnBays].sort());

    const nycDay = await app.client().get(`/api/availability?date=${DAY}&duration=1`);
    const ldnDay = await app.clientAt('ldn').get(`/api/availability?date=${DAY}&duration=1`);
    expect(nycDay.body).toMatchObject({ timezone: 'America/New_York' });
    expect(ldnDay.body).toMatchObject({ timezone: 'Europe/London' });
    expect(nycDay.body.slots[0].time).toBe('06:00:00');
    expect(ldnDay.body.slots[0].time).toBe('09:00:00');
    expect(ldnDay.body.slots.at(-1).time).toBe('21:00:00');
    expect(ldnDay.body.bays).toHaveLength(3);
  });

  it("computes today's remaining slots in each venue's own zone", async () => {
    // 12:40 UTC: New York's day has passed 08:40 local, London's 13:40 local.
    const nycToday = await app.client().get(`/api/availability?date=${TODAY}&duration=1`);
    const ldnToday = await app.clientAt('ldn').get(`/api/availability?date=${TODAY}&duration=1`);
    expect(nycToday.status).toBe(200);
    expect(ldnToday.status).toBe(200);
    expect(nycToday.body.slots[0].time).toBe('09:00:00');
    expect(ldnToday.body.slots[0].time).toBe('14:00:00');
  });

  it('lets one customer, signed in once, book at both venues, and keeps each booking at its venue', async () => {
    const atLondon = app.clientAt('ldn', customer.client);
    // The same account (same id) at London, without signing in again, and no London roles.
    const me = await atLondon.get('/api/auth/phone-user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: customer.user.id, phoneNumber: customer.user.phoneNumber, isAdmin: false });

    const inNewYork = await customer.client.post('/api/bookings', {
      bayId: nycBays[0],
      date: DAY,
      startTime: '10:00',
      duration: 1,
    });
    expect(inNewYork.status).toBe(201);
    expect(inNewYork.body).toMatchObject({ status: 'confirmed', userId: customer.user.id });

    // New York's booking takes nothing at London: every London bay is free at 10:00.
    const slotAt = async (client: HttpClient, time: string) =>
      (await client.get(`/api/availability?date=${DAY}&duration=1`)).body.slots.find(
        (s: { time: string }) => s.time === time,
      );
    expect((await slotAt(atLondon, '10:00:00')).availableBays).toBe(3);
    expect((await slotAt(customer.client, '10:00:00')).availableBays).toBe(1);

    // A New York bay id means nothing at London.
    const wrongVenue = await atLondon.post('/api/bookings', {
      bayId: nycBays[1],
      date: DAY,
      startTime: '10:00',
      duration: 1,
    });
    expect(wrongVenue.status).toBeGreaterThanOrEqual(400);
    expect(wrongVenue.status).toBeLessThan(500);

    const inLondon = await atLondon.post('/api/bookings', {
      bayId: ldnBays[0],
      date: DAY,
      startTime: '10:00',
      duration: 1,
    });
    expect(inLondon.status).toBe(201);
    expect(inLondon.body).toMatchObject({ status: 'confirmed', userId: customer.user.id });
    expect((await slotAt(atLondon, '10:00:00')).availableBays).toBe(2);
    expect((await slotAt(customer.client, '10:00:00')).availableBays).toBe(1);

    // The customer's list at each venue holds that venue's booking only.
    const ids = async (client: HttpClient) =>
      ((await client.get('/api/bookings')).body as Array<{ id: string }>).map((b) => b.id);
    expect(await ids(customer.client)).toEqual([inNewYork.body.id]);
    expect(await ids(atLondon)).toEqual([inLondon.body.id]);
    // The day lists too.
    const dayIds = async (client: HttpClient) =>
      ((await client.get(`/api/bookings?date=${DAY}`)).body as Array<{ id: string }>).map((b) => b.id);
    expect(await dayIds(customer.client)).not.toContain(inLondon.body.id);
    expect(await dayIds(atLondon)).not.toContain(inNewYork.body.id);

    // Nothing crossed in the stores either: each venue's read model and event log has its own booking only.
    const rows = async (ctx: AppContext) => (await ctx.knex('bookings').select('id')).map((r) => r.id as string);
    expect(await rows(nyc)).toEqual([inNewYork.body.id]);
    expect(await rows(ldn)).toEqual([inLondon.body.id]);
    const streamsMentioning = async (ctx: AppContext, id: string) =>
      (await readLog(ctx.store)).filter((e) => JSON.stringify(e.data).includes(id)).length;
    expect(await streamsMentioning(ldn, inNewYork.body.id)).toBe(0);
    expect(await streamsMentioning(nyc, inLondon.body.id)).toBe(0);
    expect(await streamsMentioning(nyc, inNewYork.body.id)).toBeGreaterThan(0);
    // London's events say they are London's.
    const venues = new Set((await readLog(ldn.store)).map((e) => e.metadata.venueId));
    expect([...venues]).toEqual(['ldn']);
  });

  it("refuses an admin of one venue at another venue's admin routes, and scopes each admin to their venue", async () => {
    const nycList = await nycAdmin.get(`/api/admin/bookings?from=${DAY}&to=${DAY}`);
    expect(nycList.status).toBe(200);
    expect(nycList.body.items).toHaveLength(1);
    // 10:00 on the day is an instant in each venue's zone: 14:00 UTC in New York (EDT).
    expect(nycList.body.items[0]).toMatchObject({ bay: { id: nycBays[0] }, startsAt: `${DAY}T14:00:00.000Z` });

    const nycAdminInLondon = app.clientAt('ldn', nycAdmin);
    expect((await nycAdminInLondon.get(`/api/admin/bookings?from=${DAY}&to=${DAY}`)).status).toBe(403);
    const bay = await nycAdminInLondon.post('/api/admin/bays', { name: 'Sneaky bay' });
    expect(bay.status).toBe(403);
    expect((await app.clientAt('ldn').get('/api/bays')).body).toHaveLength(3);
    expect((await nycAdmin.get('/api/venues/mine')).body.adminOf.map((v: { id: string }) => v.id)).toEqual(['nyc']);

    // London's own admin: an account made admin there, by London.
    const londoner = await signUp(app);
    const atLondon = app.clientAt('ldn', londoner.client);
    expect((await atLondon.get('/api/auth/phone-user')).body.isAdmin).toBe(false);
    const granted = await grantRole(ldn, londoner.user.id, 'admin', 'test', { actor: 'system' });
    await ldn.projections.waitFor(granted.position, ['users'], 30_000);
    const ldnList = await atLondon.get(`/api/admin/bookings?from=${DAY}&to=${DAY}`);
    expect(ldnList.status).toBe(200);
    expect(ldnList.body.items).toHaveLength(1);
    // ... and 09:00 UTC in London (BST).
    expect(ldnList.body.items[0]).toMatchObject({ bay: { id: ldnBays[0] }, startsAt: `${DAY}T09:00:00.000Z` });
    expect((await londoner.client.get(`/api/admin/bookings?from=${DAY}&to=${DAY}`)).status).toBe(403);
    expect((await londoner.client.get('/api/venues/mine')).body.adminOf.map((v: { id: string }) => v.id)).toEqual([
      'ldn',
    ]);
    // New York still knows the London admin as a customer only.
    expect((await londoner.client.get('/api/auth/phone-user')).body.isAdmin).toBe(false);
  });

  it("gives links that name their venue: a calendar feed read without cookies shows that venue's bookings", async () => {
    const atLondon = app.clientAt('ldn', customer.client);
    const feed = await atLondon.post('/api/account/calendar-feed');
    expect(feed.status).toBe(201);
    const url = new URL(feed.body.url as string);
    expect(url.searchParams.get('venue')).toBe('ldn');
    // A calendar app: no cookie, no header.
    const ics = await app.client().get(url.pathname + url.search);
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('Shoreditch Swing Club');
    expect(ics.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // The same token at the default venue is nobody's feed.
    expect((await app.client().get(url.pathname)).status).toBe(404);
    // A page link naming a venue sets the picker's cookie, so the site stays at that venue.
    const page = await app.client().get('/my-account?venue=ldn');
    expect(page.headers.getSetCookie().some((c) => c.startsWith('golf.venue=ldn;'))).toBe(true);
  });

  it('keeps the account the same at every venue when the customer renames it at one', async () => {
    const atLondon = app.clientAt('ldn', customer.client);
    const renamed = await atLondon.patch('/api/auth/profile', { firstName: 'Marigold' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.firstName).toBe('Marigold');
    // The change is copied to London after the answer: wait for it there.
    const name = await waitFor(async () => (await atLondon.get('/api/auth/phone-user')).body.firstName, {
      until: (first) => first === 'Marigold',
      what: 'the new name at London',
    });
    expect(name).toBe('Marigold');
    expect((await customer.client.get('/api/auth/phone-user')).body.firstName).toBe('Marigold');
  });

  it('signs an account in from any venue to the same account (one id everywhere)', async () => {
    const phone = randomPhone();
    const fresh = app.clientAt('ldn');
    const signedUp = await signUp(app, fresh, { phone });
    const atNewYork = app.clientAt('nyc', fresh);
    expect((await atNewYork.get('/api/auth/phone-user')).body.id).toBe(signedUp.user.id);

    // Signing in again, from New York this time, on a new browser.
    const again = await signIn(app, phone, app.clientAt('nyc'));
    expect((await again.get('/api/auth/phone-user')).body.id).toBe(signedUp.user.id);
    expect((await app.clientAt('ldn', again).get('/api/auth/phone-user')).body.id).toBe(signedUp.user.id);
    // Exactly one account for the phone at each venue.
    for (const ctx of [nyc, ldn]) {
      expect(await ctx.knex('users').where({ phone_number: phone }).pluck('id')).toEqual([signedUp.user.id]);
    }
  });
});

describe('a venue without a database of its own', () => {
  let app: VenuesTestApp;
  beforeAll(async () => {
    app = await startVenuesApp(
      [
        { id: 'main', name: 'Fairway Uptown', timeZone: 'America/Chicago' },
        { id: 'annex', name: 'Fairway Annex', timeZone: 'America/Los_Angeles', derivedDatabase: true },
      ],
      { seed: true },
    );
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it('gets a sibling database, created, migrated and seeded as its own demo venue on start', async () => {
    const annex = app.venues.get('annex')!;
    expect(new URL(annex.config.DATABASE_URL).pathname).toBe(`/${app.db.name}_annex`);
    for (const client of [app.client(), app.clientAt('annex')]) {
      const bays = await client.get('/api/bays');
      expect(bays.status).toBe(200);
      expect(bays.body.map((b: { name: string }) => b.name)).toEqual([
        'Bay 1',
        'Bay 2',
        'Bay 3',
        'Bay 4',
        'Bay 5',
        'Bay 6',
      ]);
    }
    // Each venue's seed names it after its own VENUES entry and books in its own zone.
    const names = await Promise.all(
      [...app.venues.values()].map(async (ctx) => (await systemSettingsOf(ctx)).venueName),
    );
    expect(names).toEqual(['Fairway Uptown', 'Fairway Annex']);
    const day = await app.clientAt('annex').get('/api/availability?date=2099-01-01&duration=1');
    expect(day.body.timezone).toBe('America/Los_Angeles');
  });
});
