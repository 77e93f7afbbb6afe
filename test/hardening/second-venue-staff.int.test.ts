import { signIn } from '../harness/auth';
import { startVenuesApp, type VenuesTestApp } from '../harness/venues-app';

const JORDAN = '+12125550101';
const SAM = '+12125550102';

/**
 * The demo staff are platform accounts (user-<id>, phone-<e164>): every venue's seed gives the same
 * account its employee role and shifts there, so a demo employee signs in at either venue.
 */
describe('demo staff at a second venue', () => {
  let app: VenuesTestApp;
  beforeAll(async () => {
    app = await startVenuesApp(
      [
        { id: 'main', name: 'Fairway Uptown', timeZone: 'America/New_York' },
        { id: 'annex', name: 'Fairway Annex', timeZone: 'America/Chicago' },
      ],
      { seed: true },
    );
  }, 300_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  it.each([
    ['Jordan', JORDAN],
    ['Sam', SAM],
  ])('signs %s in at the second venue as the same account, an employee there', async (_name, phone) => {
    const browser = await signIn(app, phone, app.clientAt('annex'));
    const atAnnex = await browser.get('/api/auth/phone-user');
    expect(atAnnex.status).toBe(200);
    const atMain = await app.clientAt('main', browser).get('/api/auth/phone-user');
    expect(atMain.status).toBe(200);
    expect(atAnnex.body.id).toBe(atMain.body.id);
    // An employee at the annex: its timeclock answers, and the annex's shifts are this account's.
    expect((await browser.get('/api/timeclock/current')).status).toBe(200);
    const annex = app.venues.get('annex')!;
    expect(await annex.knex('users').where({ phone_number: phone }).pluck('id')).toEqual([atMain.body.id]);
    const shifts = await annex.knex('shifts').where({ user_id: atMain.body.id }).count({ n: '*' });
    expect(Number(shifts[0].n)).toBeGreaterThan(0);
  });
});
