import { modules } from '../../src/modules';
import { routeTable, type RouteEntry } from '../harness/route-table';
import { startTestApp, type TestApp } from '../harness/test-app';

type Operation = {
  summary?: string;
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses?: Record<string, { description?: string }>;
  security?: Array<Record<string, string[]>>;
  tags?: string[];
  'x-auth'?: string;
  'x-auth-unless-query'?: string;
  'x-undescribed'?: boolean;
};
type Doc = {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

const WRITES = ['POST', 'PUT', 'PATCH'];

/**
 * The routes whose JSON answer has no zod contract (the document would show UntypedJson): none. A new
 * route without a schema fails the test below; adding it here is a decision to say so in review.
 */
const UNTYPED_ANSWERS: string[] = [];
const GUARD_AUTH: Record<string, string> = {
  requireAuth: 'customer',
  requireSelfOrAdmin: 'customer',
  requireEmployee: 'employee',
  requireAdmin: 'admin',
};
const RANK = ['public', 'customer', 'employee', 'admin'];
const guardAuth = (guards: string[]) =>
  guards.map((g) => GUARD_AUTH[g] ?? 'public').reduce((a, b) => (RANK.indexOf(b) > RANK.indexOf(a) ? b : a), 'public');
const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');
/** The description entry a route is looked up by: `METHOD /path` as its router declares it. */
const keyOf = (r: RouteEntry) => `${r.method} ${r.path.slice('/api'.length)}`;
const descriptionOf = (module: string) => modules.find((m) => m.name === module)?.openapi ?? {};
const where = (module: string) => `the \`openapi\` description of module '${module}' (src/api/openapi/)`;

describe('the OpenAPI document at /api/openapi.json', () => {
  let app: TestApp;
  let routes: RouteEntry[];
  let doc: Doc;
  // Paths that differ only in parameter names share one path item ({dateOrId}): look a route up by shape.
  const shape = (p: string) => openApiPath(p).replace(/\{\w+\}/g, '{}');
  const op = (r: RouteEntry): Operation | undefined =>
    Object.entries(doc.paths).find(([p, item]) => shape(p) === shape(r.path) && item[r.method.toLowerCase()])?.[1][
      r.method.toLowerCase()
    ];

  beforeAll(async () => {
    app = await startTestApp();
    routes = routeTable(app.ctx, modules).filter((r) => !r.path.startsWith('/api/dev/'));
    const res = await app.client().get('/api/openapi.json');
    expect(res.status).toBe(200);
    doc = res.body;
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists and describes every route the modules mount, with its method, path and who may call it', () => {
    expect(routes.length).toBeGreaterThan(150);
    const problems: string[] = [];
    for (const r of routes) {
      const found = op(r);
      const entry = descriptionOf(r.module)[keyOf(r) as never] as object | undefined;
      if (!found) problems.push(`${r.method} ${r.path}: not in the document`);
      else if (found['x-undescribed'] || !entry)
        problems.push(`${r.method} ${r.path}: not described; add '${keyOf(r)}' to ${where(r.module)}`);
      else {
        const want = guardAuth(r.guards);
        if (found['x-auth'] !== want)
          problems.push(`${r.method} ${r.path}: auth ${found['x-auth']}, guards say ${want}`);
        // Public routes need no session; one open to visitors only with a query parameter makes it optional.
        const security = JSON.stringify(found.security);
        const wanted = r.deviceToken
          ? '[{"bayDevice":[]}]'
          : want !== 'public'
            ? '[{"session":[]}]'
            : r.guards.includes('requireAuthUnlessQuery')
              ? '[{},{"session":[]}]'
              : '[]';
        if (security !== wanted)
          problems.push(`${r.method} ${r.path}: security ${security} does not match auth ${want}`);
        if (!found.tags?.includes(r.module)) problems.push(`${r.method} ${r.path}: not tagged ${r.module}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps no description of a route that no longer exists', () => {
    const stale = modules.flatMap((m) =>
      Object.keys(m.openapi ?? {})
        .filter((key) => !routes.some((r) => r.module === m.name && keyOf(r) === key))
        .map((key) => `${key}: described in ${where(m.name)} but not mounted by it`),
    );
    expect(stale).toEqual([]);
  });

  // Which writes read a body is the routes' own business (validated(); route-input.unit.test.ts checks
  // no handler reads one any other way): here, the document shows each such body whole.
  it('shows the body schema of every write whose handler parses one, never an empty one', () => {
    const problems: string[] = [];
    const withBody = routes.filter((r) => WRITES.includes(r.method) && op(r)?.requestBody);
    expect(withBody.length).toBeGreaterThan(80);
    for (const r of withBody) {
      const schema = op(r)?.requestBody?.content?.['application/json']?.schema;
      if (!schema || Object.keys(schema).length === 0) problems.push(`${r.method} ${r.path}: an empty body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('documents GET /api/bookings/{date} and DELETE /api/bookings/{id} on one path item, each saying what it reads', () => {
    expect(Object.keys(doc.paths).filter((p) => /^\/api\/bookings\/\{\w+\}$/.test(p))).toEqual([
      '/api/bookings/{dateOrId}',
    ]);
    const item = doc.paths['/api/bookings/{dateOrId}'];
    const param = (m: string) => item[m].parameters?.find((p) => p.in === 'path') as { description?: string };
    expect(param('get').description).toMatch(/date/);
    expect(param('delete').description).toMatch(/id/);
  });

  it('answers every error in the shared Problem schema and every JSON success with a schema', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, o] of Object.entries(item))
        for (const [code, r] of Object.entries(o.responses ?? {})) {
          const content = (r as { content?: Record<string, { schema?: { $ref?: string } }> }).content ?? {};
          if (
            Number(code) >= 400 &&
            content['application/problem+json']?.schema?.$ref !== '#/components/schemas/Problem'
          )
            problems.push(`${method} ${path} ${code}: not the Problem schema`);
          if (Number(code) < 300 && content['application/json'] && !content['application/json'].schema)
            problems.push(`${method} ${path} ${code}: no schema`);
        }
    expect(problems).toEqual([]);
    expect(doc.paths['/api/orders'].post.responses).toHaveProperty('201');
  });

  it('gives every JSON answer a zod schema, but for the short list of routes not done yet', () => {
    const untyped: string[] = [];
    let typed = 0;
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, o] of Object.entries(item)) {
        const json = Object.entries(o.responses ?? {})
          .filter(([code]) => Number(code) < 300)
          .map(
            ([, r]) =>
              (r as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.['application/json'],
          )
          .filter((c) => c !== undefined);
        if (json.some((c) => c.schema?.$ref === '#/components/schemas/UntypedJson'))
          untyped.push(`${method.toUpperCase()} ${path}`);
        else if (json.length) typed++;
      }
    expect(untyped.sort()).toEqual([...UNTYPED_ANSWERS].sort());
    expect(typed).toBeGreaterThan(150);
  });

  it('leaves out the development-only routes and says so', () => {
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev/'))).toEqual([]);
    expect(doc.info.description).toMatch(/\/api\/dev/);
  });

  it('is a well-formed OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    const problems: string[] = [];
    const ids = new Set<string>();
    const tags = new Set(doc.tags.map((t) => t.name));
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!path.startsWith('/')) problems.push(`${path}: does not start with /`);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const [method, o] of Object.entries(item)) {
        const at = `${method.toUpperCase()} ${path}`;
        if (!['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'].includes(method))
          problems.push(`${at}: not an HTTP method`);
        if (!o.operationId || ids.has(o.operationId)) problems.push(`${at}: operationId missing or repeated`);
        ids.add(o.operationId ?? '');
        if (!o.summary) problems.push(`${at}: no summary`);
        const declared = (o.parameters ?? []).filter((p) => p.in === 'path');
        if (declared.some((p) => p.required !== true)) problems.push(`${at}: a path parameter is not required`);
        if (JSON.stringify(declared.map((p) => p.name).sort()) !== JSON.stringify(inPath))
          problems.push(`${at}: path parameters ${declared.map((p) => p.name)} do not match the path`);
        for (const p of o.parameters ?? [])
          if (!['path', 'query', 'header', 'cookie'].includes(p.in) || !p.schema)
            problems.push(`${at}: bad parameter ${p.name}`);
        const responses = Object.entries(o.responses ?? {});
        if (!responses.length) problems.push(`${at}: no responses`);
        for (const [code, r] of responses)
          if (!/^[1-5]\d\d$/.test(code) || typeof r.description !== 'string')
            problems.push(`${at}: bad response ${code}`);
        for (const req of o.security ?? [])
          for (const name of Object.keys(req)) if (!schemes.has(name)) problems.push(`${at}: unknown security ${name}`);
        for (const t of o.tags ?? []) if (!tags.has(t)) problems.push(`${at}: unknown tag ${t}`);
      }
    }
    // Every reference points at something, and no zod-only construct leaked into the schemas.
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"([^"]+)"/g)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      if (target === undefined) problems.push(`dangling $ref ${ref}`);
    }
    expect(text).not.toMatch(/"\$schema"|"~standard"|"_zod"/);
    expect(problems).toEqual([]);
  });
});

describe('the API viewer at /api/docs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a page whose scripts and styles all come from this server, under a policy that allows only them', async () => {
    const client = app.client();
    const bare = await client.get('/api/docs');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/api/docs/');

    const page = await client.get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const assets = [...page.text.matchAll(/<(?:script|link)[^>]+(?:src|href)=["']([^"']+)["']/g)].map((m) => m[1]);
    expect(assets).toEqual(
      expect.arrayContaining(['./swagger-ui-bundle.js', './swagger-ui.css', './swagger-ui-init.js']),
    );
    expect(assets.filter((a) => /^(https?:)?\/\//.test(a))).toEqual([]);
    for (const asset of assets) {
      const res = await client.get(new URL(asset, `${app.url}/api/docs/`).pathname);
      expect({ asset, status: res.status }).toEqual({ asset, status: 200 });
    }
    const init = await client.get('/api/docs/swagger-ui-init.js');
    expect(init.text).toContain('/api/openapi.json');

    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).toMatch(/connect-src 'self'(;|$)/);
    // The rest of the app keeps its own policy (the card providers' scripts).
    const elsewhere = await client.get('/api/bays');
    expect(elsewhere.headers.get('content-security-policy')).toMatch(
      /script-src 'self' https:\/\/sandbox\.web\.squarecdn\.com/,
    );
  });
});
