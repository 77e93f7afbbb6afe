import { randomUUID } from 'node:crypto';
import { signUp } from '../harness/auth';
import type { HttpClient } from '../harness/http-client';
import { startTestApp, type TestApp } from '../harness/test-app';

type Auth = 'public' | 'customer' | 'employee' | 'admin';
interface Operation {
  'x-auth': Auth;
  'x-auth-unless-query'?: string;
  /** A bay device's route: its bearer token opens it, no session does. */
  'x-auth-device'?: boolean;
  security: unknown[];
  responses: Record<string, unknown>;
}

/** A path with every parameter filled (a date where the route takes one, else a fresh id). */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'date' ? '2030-01-01' : randomUUID()));

/** Signing out is only tried as a visitor (it would end the other callers' sessions). */
const signsOut = (path: string) => /\/logout$/.test(path);

/**
 * Every operation of the OpenAPI document, as visitor, customer, employee and admin: each answers what
 * its documented role (`x-auth`, `security`) says. Driven by the document, so a route added anywhere
 * is checked without anyone listing it, and the document cannot call a signed-in route "Anyone".
 */
describe('every OpenAPI route answers as its documented role says', () => {
  let app: TestApp;
  let ops: Array<{ method: string; path: string; op: Operation }>;
  let callers: Record<'visitor' | 'customer' | 'employee' | 'admin', HttpClient>;
  beforeAll(async () => {
    app = await startTestApp();
    const doc = (await app.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    ops = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
    );
    callers = {
      visitor: app.client(),
      customer: (await signUp(app)).client,
      employee: (await signUp(app, app.client(), { role: 'employee' })).client,
      admin: (await signUp(app, app.client(), { role: 'admin' })).client,
    };
  });
  afterAll(async () => {
    await app.close();
  });

  it('documents the body POST /api/admin/coupons parses: the code and every term', async () => {
    const doc = (await app.client().get('/api/openapi.json')).body;
    const body = JSON.stringify(doc.paths['/api/admin/coupons'].post.requestBody);
    for (const field of ['code', 'name', 'discountType', 'discountValue', 'maxUses', 'expiresAt'])
      expect(body).toContain(`"${field}"`);
  });

  it('documents sign-in (security, 401) on exactly the routes that answer 401 to a visitor', async () => {
    expect(ops.length).toBeGreaterThan(150);
    const wrong: string[] = [];
    // A visitor has no session to act with: every method is called (an empty body for writes).
    for (const { method, path, op } of ops) {
      const res = await callers.visitor.request(method, concrete(path), method === 'GET' ? undefined : {});
      const unless = op['x-auth-unless-query'];
      const documented = op['x-auth'] !== 'public' || unless !== undefined || op['x-auth-device'] === true;
      if ((res.status === 401) !== documented)
        wrong.push(`${method} ${path}: ${op['x-auth']}, visitor got ${res.status}`);
      if (documented !== op.security.some((s) => Object.keys(s as object).length > 0))
        wrong.push(`${method} ${path}: security does not match x-auth`);
      // A route open to visitors with one query parameter (GET /bookings?date=...): with it, no 401.
      if (unless) {
        const withParam = await callers.visitor.request(method, `${concrete(path)}?${unless}=2030-01-01`);
        if (withParam.status === 401) wrong.push(`${method} ${path}?${unless}=: visitor got 401`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses each role the guard refuses (401 visitor, 403 wrong role) on every method, and lets allowed roles through', async () => {
    const rank: Record<Auth, number> = { public: 0, customer: 1, employee: 2, admin: 3 };
    const roleRank = { visitor: 0, customer: 1, employee: 2, admin: 3 } as const;
    const wrong: string[] = [];
    for (const { method, path, op } of ops) {
      for (const [who, client] of Object.entries(callers) as Array<[keyof typeof roleRank, HttpClient]>) {
        if (signsOut(path) && who !== 'visitor') continue;
        // No session opens a bay device's route (its bearer token does).
        const allowed = !op['x-auth-device'] && roleRank[who] >= rank[op['x-auth']];
        // Allowed callers are checked on reads only (a write with an empty body could act).
        if (allowed && method !== 'GET' && who !== 'visitor') continue;
        // A visitor passes a route open with a query parameter only when it names it (checked above).
        const unless = op['x-auth-unless-query'];
        const url = unless && who === 'visitor' ? `${concrete(path)}?${unless}=2030-01-01` : concrete(path);
        const res = await client.request(method, url, method === 'GET' ? undefined : {});
        const want = allowed ? null : who === 'visitor' || op['x-auth-device'] ? 401 : 403;
        if (want !== null && res.status !== want) wrong.push(`${method} ${path} ${who}: ${res.status}, wanted ${want}`);
        if (want === null && (res.status === 401 || (res.status === 403 && !op.responses['403'])))
          wrong.push(`${method} ${path} ${who}: ${res.status}, wanted through the guard`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
