import { randomUUID } from 'node:crypto';
import { modules } from '../../src/modules';
import { signUp } from '../harness/auth';
import { eventsAfter, logMark } from '../harness/event-log';
import { routeTable, type RouteEntry } from '../harness/route-table';
import { startTestApp, type TestApp } from '../harness/test-app';

/** A path with every parameter filled (a date where the route takes one, else a fresh id). */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_m, name: string) => (name === 'date' ? '2030-01-01' : randomUUID()));

/** The spec's timeclock page reads an employee's own entries at this admin path (issue 29, item 6). */
const EMPLOYEE_READS: ReadonlySet<string> = new Set(['GET /api/admin/timeclock-entries']);

/**
 * Staff at the desk work the bar tabs (issue 33): the list, settling at the desk and charging the card.
 * With a made-up booking: the list answers, the empty body is refused (400), the charge finds no tab.
 */
const EMPLOYEE_DESK: ReadonlyMap<string, number> = new Map([
  ['GET /api/admin/tabs', 200],
  ['POST /api/admin/tabs/:bookingId/settle', 400],
  ['POST /api/admin/tabs/:bookingId/charge', 200],
]);

/**
 * The admin role matrix, generated from the route table the modules mount: a route added under
 * /api/admin is checked here without anyone listing it.
 */
describe('every /api/admin route, as visitor, customer and employee', () => {
  let app: TestApp;
  let admin: RouteEntry[];
  beforeAll(async () => {
    app = await startTestApp();
    admin = routeTable(app.ctx, modules).filter((r) => r.path.startsWith('/api/admin/'));
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 401 to visitors and 403 to customers and employees, and writes nothing', async () => {
    expect(admin.length).toBeGreaterThan(60);
    const customer = (await signUp(app)).client;
    const employee = (await signUp(app, app.client(), { role: 'employee' })).client;
    const before = await logMark(app.ctx.store);
    const wrong: string[] = [];
    for (const route of admin) {
      const path = concrete(route.path);
      const body = route.method === 'GET' ? undefined : {};
      const key = `${route.method} ${route.path}`;
      const callers = [
        { who: 'visitor', client: app.client(), want: 401 },
        { who: 'customer', client: customer, want: 403 },
        { who: 'employee', client: employee, want: EMPLOYEE_READS.has(key) ? 200 : (EMPLOYEE_DESK.get(key) ?? 403) },
      ];
      for (const { who, client, want } of callers) {
        const res = await client.request(route.method, path, body);
        if (res.status !== want) wrong.push(`${key} ${who} ${res.status}`);
        else if (want !== 200 && typeof res.body?.message !== 'string') wrong.push(`${key} ${who}: no message`);
      }
    }
    expect(wrong).toEqual([]);
    expect((await eventsAfter(app.ctx.store, before)).map((e) => `${e.streamId} ${e.type}`)).toEqual([]);
  });

  it('gives an employee only their own timeclock entries, outside /api/admin', async () => {
    const one = await signUp(app, app.client(), { role: 'employee' });
    const other = await signUp(app, app.client(), { role: 'employee' });
    expect((await one.client.post('/api/timeclock/clock-in', {})).status).toBeLessThan(300);
    expect((await other.client.post('/api/timeclock/clock-in', {})).status).toBeLessThan(300);
    const seen = await one.client.get(`/api/timeclock/entries?userId=${other.user.id}`);
    expect(seen.status).toBe(200);
    const rows: Array<{ userId: string }> = seen.body.entries ?? seen.body.items ?? seen.body;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.userId === one.user.id)).toBe(true);
  });

  it('lets an admin through the guard on every route (never 401 or 403)', async () => {
    const adminClient = (await signUp(app, app.client(), { role: 'admin' })).client;
    const refused: string[] = [];
    for (const route of admin.filter((r) => r.method === 'GET')) {
      const res = await adminClient.request(route.method, concrete(route.path));
      if (res.status === 401 || res.status === 403 || res.status >= 500)
        refused.push(`${route.method} ${route.path} ${res.status}`);
    }
    expect(refused).toEqual([]);
  });
});
