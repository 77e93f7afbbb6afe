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

/** The request side of a schema (what a caller sends), in the JSON Schema dialect OpenAPI 3.1 uses. */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

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

const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');
const pathParams = (path: string) => [...path.matchAll(/[:*](\w+)/g)].map((m) => m[1]);

function queryParameters(schema: z.ZodType): Operation[] {
  const json = jsonSchema(schema);
  const props = json.properties as Record<string, JsonSchema> | undefined;
  if (!props) return [{ name: 'query', in: 'query', style: 'form', explode: true, schema: json }];
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, s]) => ({ name, in: 'query', required: required.has(name), schema: s }));
}

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

function operation(module: string, route: MountedRoute, auth: Auth, doc?: RouteDoc): Operation {
  const { method, path } = route;
  const selfOnly = route.guards.includes('requireSelfOrAdmin');
  const { body, query } = route.input;
  const optionalSession = auth === 'public' && route.authUnlessQuery;
  const parameters = [
    ...pathParams(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
    ...(query ? queryParameters(query) : []),
  ];
  const status = doc?.status ?? 200;
  const responses: Record<string, unknown> = {
    [status]: {
      description: doc?.response ?? (status === 201 ? 'Created' : status === 204 ? 'Done' : 'OK'),
      ...(status === 204 ? {} : { content: { [doc?.produces ?? 'application/json']: {} } }),
    },
  };
  if (query || body) responses['400'] = error('The input is not valid');
  if (auth !== 'public' || optionalSession) responses['401'] = error('Not signed in');
  if (auth === 'admin' || auth === 'employee')
    responses['403'] = error(`Not ${auth === 'admin' ? 'an admin' : 'staff'}`);
  else if (selfOnly) responses['403'] = error("Another customer's");
  return {
    tags: [module],
    summary: doc?.summary ?? `${method} ${path} (not described yet)`,
    description: optionalSession
      ? `Anyone with ?${route.authUnlessQuery}=; signed in without it (401 otherwise).`
      : selfOnly && auth === 'customer'
        ? SELF
        : WHO[auth],
    operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ?? '').toUpperCase())}`,
    ...(parameters.length ? { parameters } : {}),
    ...(body ? { requestBody: requestBody(body) } : {}),
    responses,
    security: auth !== 'public' ? [{ session: [] }] : optionalSession ? [{}, { session: [] }] : [],
    'x-auth': auth,
    ...(optionalSession ? { 'x-auth-unless-query': route.authUnlessQuery } : {}),
    ...(doc ? {} : { 'x-undescribed': true }),
  };
}

/**
 * The OpenAPI 3.1 document of every route the mounted modules answer, read from their routers (so
 * none is forgotten): who may call each comes from its guards, its body and query from the zod
 * schemas its handler parses (validated()), so neither can drift from what the route does. Each
 * module's description adds only words (summary, response, status). A route without one is still
 * listed, marked `x-undescribed`.
 */
export function openApiDocument(modules: DescribedModule[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const m of modules)
    for (const route of m.routes) {
      if (isDevRoute(route.path)) continue;
      const doc = m.openapi?.[`${route.method} ${route.path}` as keyof ApiDescription];
      const key = `/api${openApiPath(route.path)}`;
      const op = operation(m.name, route, authOfGuards(route.guards), doc);
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
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            errors: {
              type: 'array',
              items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
