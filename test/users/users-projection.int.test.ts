import { signUp } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { startAuthApp } from './auth-test-app';

describe('the users read model', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('is rebuilt from the events to the same rows', async () => {
    const admin = await signUp(app, undefined, { role: 'admin' });
    const employee = await signUp(app, undefined, { role: 'employee' });
    const customer = await signUp(app);
    await customer.client.patch('/api/auth/profile', {
      lastName: 'Changed',
      email: `changed-${Date.now()}@example.com`,
    });
    await admin.client.put(`/api/admin/users/${employee.user.id}/roles`, { isEmployee: false, isAdmin: true });

    const snapshot = async () => app.ctx.knex('users').orderBy('id');
    const before = await snapshot();
    expect(before).toHaveLength(3);

    await app.ctx.knex('users').del();
    const { events } = await app.ctx.projections.rebuild('users');
    expect(events).toBeGreaterThanOrEqual(3);
    expect(await snapshot()).toEqual(before);
    expect((await customer.client.get('/api/auth/phone-user')).body.lastName).toBe('Changed');
  });
});

describe('read-model rows of another venue', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp({ env: { VENUE_ID: 'north' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('carry the configured venue id, also after a rebuild', async () => {
    const { user } = await signUp(app);
    const venueOf = async () => (await app.ctx.knex('users').where({ id: user.id }).first('venue_id'))?.venue_id;
    expect(await venueOf()).toBe('north');
    await app.ctx.projections.rebuild('users');
    expect(await venueOf()).toBe('north');
  });
});
