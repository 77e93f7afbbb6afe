import { z } from 'zod';
import { SESSION_COOKIE } from '../middleware/security';
import { authOfGuards, type ApiDescription, type Auth, type RouteDoc } from './api-description';
import type { MountedRoute } from './route-walk';

/** One module's mounted routes and its description of them. */
export interface DescribedModule {
  name: string;
  routes: MountedRoute[];
  openapi?: ApiDescription;
}

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/** Development-only routes (twins' outboxes and test doubles) are not part of the API. */
export const isDevRoute = (path: string) => path === '/dev' || path.startsWith('/dev/');

/**
 * A zod schema in the JSON Schema dialect OpenAPI 3.1 uses: the request side (`input`, what a caller
 * sends) or the answer side (`output`, what the route sends back).
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** An answer whose contract is not written as a zod schema yet: any JSON, as the description's words say. */
const UNTYPED = { $ref: '#/components/schemas/UntypedJson' };

const WHO: Record<Auth, string> = {
  public: 'Anyone may call this.',
  customer: 'Signed in (any account); 401 otherwise.',
  employee: 'Employees and admins; 401 when signed out, 403 for customers.',
  admin: 'Admins only; 401 when signed out, 403 for customers and employees.',
};

const SELF = 'The account itself or an admin; 401 when signed out, 403 for another customer.';

/** A body whose fields are all optional may be left out (handlers parse a missing body as {}). */
function requestBody(schema: z.ZodType) {
  const json = jsonSchema(schema);
  const required = !(json.type === 'object' && !(json.required as unknown[] | undefined)?.length);
  return { required, content: { 'application/json': { schema: json } } };
}

const pathParams = (path: string) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]);
const shapeOf = (path: string) => path.replace(/[:*]\w+/g, '{}');

/**
 * OpenAPI treats paths that differ only in their parameters' names as one (`/bookings/{date}` for GET,
 * `/bookings/{id}` for DELETE): such routes share one path item whose parameter is named after all of
 * them (`{dateOrId}`), each operation saying which one it reads. The routes themselves are unchanged.
 */
function sharedParamNames(paths: string[]): Map<string, string[]> {
  const byShape = new Map<string, string[][]>();
  for (const p of paths) byShape.set(shapeOf(p), [...(byShape.get(shapeOf(p)) ?? []), pathParams(p)]);
  const names = new Map<string, string[]>();
  for (const [shape, lists] of byShape)
    names.set(
      shape,
      lists[0].map((_, i) =>
        [...new Set(lists.map((l) => l[i]))].map((n, k) => (k ? n[0].toUpperCase() + n.slice(1) : n)).join('Or'),
      ),
    );
  return names;
}

function documentedPath(path: string, names: string[]): string {
  let i = 0;
  return path.replace(/[:*]\w+/g, () => `{${names[i++]}}`);
}

function queryParameters(schema: z.ZodType): Operation[] {
  const json = jsonSchema(schema);
  const props = json.properties as Record<string, JsonSchema> | undefined;
  if (!props) return [{ name: 'query', in: 'query', style: 'form', explode: true, schema: json }];
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

const PROBLEM = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
const error = (description: string) => ({ description, content: PROBLEM });

const ERROR_WORDS: Record<number, string> = {
  400: 'The input is not valid',
  401: 'Not signed in',
  402: 'The payment was declined',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflicts with the current state (taken, already done, changed meanwhile)',
  413: 'The body is too large',
  422: 'Understood but cannot be done',
  429: 'Too many requests; Retry-After says when to try again',
  503: 'The database is briefly unavailable; Retry-After says when to try again',
};

function success(status: number, description: string, produces: string, schema?: z.ZodType) {
  if (status === 204) return { description };
  const json = produces === 'application/json';
  return {
    description,
    content: { [produces]: json ? { schema: schema ? jsonSchema(schema, 'output') : UNTYPED } : {} },
  };
}

function operation(module: string, route: MountedRoute, auth: Auth, doc: RouteDoc | undefined, names: string[]) {
  const { method, path } = route;
  const selfOnly = route.guards.includes('requireSelfOrAdmin');
  const { body, query } = route.input;
  const optionalSession = auth === 'public' && route.authUnlessQuery;
  const own = pathParams(path);
  const parameters = [
    ...names.map((name, i) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
      ...(name !== own[i] ? { description: `The ${own[i]} (this operation reads it as :${own[i]})` } : {}),
    })),
    ...(query ? queryParameters(query) : []),
  ];
  const status = doc?.status ?? 200;
  const produces = doc?.produces ?? 'application/json';
  const responses: Record<string, unknown> = {
    [status]: success(
      status,
      doc?.response ?? (status === 201 ? 'Created' : status === 204 ? 'Done' : 'OK'),
      produces,
      doc?.schema,
    ),
  };
  for (const [also, answer] of Object.entries(doc?.alsoAnswers ?? {}))
    responses[also] = success(Number(also), answer.description, 'application/json', answer.schema);
  if (query || body) responses['400'] = error(ERROR_WORDS[400]);
  if (auth !== 'public' || optionalSession || route.deviceToken) responses['401'] = error(ERROR_WORDS[401]);
  if (auth === 'admin' || auth === 'employee')
    responses['403'] = error(`Not ${auth === 'admin' ? 'an admin' : 'staff'}`);
  else if (selfOnly) responses['403'] = error("Another customer's");
  if (own.length) responses['404'] = error(ERROR_WORDS[404]);
  for (const code of doc?.errors ?? []) responses[code] ??= error(ERROR_WORDS[code] ?? 'Refused');
  responses['503'] = error(ERROR_WORDS[503]);
  return {
    tags: [module],
    summary: doc?.summary ?? `${method} ${path} (not described yet)`,
    description: route.deviceToken
      ? 'A paired bay device, by its token (Authorization: Bearer); no session opens it (401 otherwise).'
      : optionalSession
        ? `Anyone with ?${route.authUnlessQuery}=; signed in without it (401 otherwise).`
        : selfOnly && auth === 'customer'
          ? SELF
          : WHO[auth],
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: requestBody(body) } : {}),
    responses,
    security: route.deviceToken
      ? [{ bayDevice: [] }]
      : auth !== 'public'
        ? [{ session: [] }]
        : optionalSession
          ? [{}, { session: [] }]
          : [],
    'x-auth': auth,
    ...(route.deviceToken ? { 'x-auth-device': true } : {}),
    ...(optionalSession ? { 'x-auth-unless-query': route.authUnlessQuery } : {}),
    ...(doc ? {} : { 'x-undescribed': true }),
  };
}

/** Every error answer (src/api/problem.ts): RFC 9457 problem details plus this API's message and code. */
const PROBLEM_SCHEMA = {
  type: 'object',
  description:
    'Every error is answered as `application/problem+json` (RFC 9457). `message` (the text to show) and `code` ' +
    '(stable, e.g. BOOKING.SLOT_UNAVAILABLE) are what clients switch on; `type` names the code as a URI, ' +
    '`title` is the status phrase and `detail` repeats `message`. Some errors add fields (`errors`, `requestId`).',
  required: ['type', 'title', 'status', 'message', 'code'],
  properties: {
    type: { type: 'string', format: 'uri', examples: ['tag:golf-bays,2026:problem:booking.slot_unavailable'] },
    title: { type: 'string', examples: ['Conflict'] },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    detail: { type: 'string' },
    message: { type: 'string' },
    code: { type: 'string', examples: ['BOOKING.SLOT_UNAVAILABLE'] },
    errors: {
      description: 'Per field, for input errors (400); other details for some codes.',
      oneOf: [
        {
          type: 'array',
          items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
        },
        { type: 'object' },
      ],
    },
    requestId: { type: 'string', description: 'On 500s: the id to quote when reporting it.' },
  },
};

const UNTYPED_SCHEMA = {
  description: 'JSON whose contract is not written as a schema yet; the response description says its fields.',
};

/**
 * The OpenAPI 3.1 document of every route the mounted modules answer, read from their routers (so
 * none is forgotten): who may call each comes from its guards, its body and query from the zod
 * schemas its handler parses (validated()), so neither can drift from what the route does. Each
 * module's description adds only words (summary, response, status). A route without one is still
 * listed, marked `x-undescribed`.
 */
export function openApiDocument(modules: DescribedModule[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  const shared = sharedParamNames(modules.flatMap((m) => m.routes.map((r) => r.path)).filter((p) => !isDevRoute(p)));
  for (const m of modules)
    for (const route of m.routes) {
      if (isDevRoute(route.path)) continue;
      const doc = m.openapi?.[`${route.method} ${route.path}` as keyof ApiDescription];
      const names = shared.get(shapeOf(route.path)) ?? pathParams(route.path);
      const key = `/api${documentedPath(route.path, names)}`;
      const op = operation(m.name, route, authOfGuards(route.guards), doc, names);
      (paths[key] ??= {})[route.method.toLowerCase()] = op;
    }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description:
        'The booking API of the golf-simulator venue. Sign in with a phone code (POST /api/auth/phone/send-code, ' +
        'then verify-code); the session cookie authenticates later calls. `x-auth` on each operation says who may ' +
        'call it: public, customer (signed in), employee or admin. Development-only routes under /api/dev are not listed.',
    },
    servers: [{ url: '/' }],
    tags: modules.filter((m) => m.routes.length).map((m) => ({ name: m.name })),
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bayDevice: { type: 'http', scheme: 'bearer', description: 'A bay device token (x-auth-device routes)' },
      },
      schemas: { Problem: PROBLEM_SCHEMA, UntypedJson: UNTYPED_SCHEMA },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
