import type { z } from 'zod';

export type Auth = 'public' | 'customer' | 'employee' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the API description says about one route, beyond what its router already tells. */
export interface RouteDoc {
  summary: string;
  /** The zod schema the handler parses the body with; 'none' for a write that takes no body. */
  body?: z.ZodType | 'none';
  /** The zod schema the handler parses the query string with. */
  query?: z.ZodType;
  /** What a success answers (default "OK"). */
  response?: string;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /** Who may call it, when the handler checks that itself (otherwise the route's guards say). */
  auth?: Auth;
  /** The success answer's media type when it is not JSON. */
  produces?: string;
}

/**
 * A module's routes described for OpenAPI, keyed `METHOD /path` exactly as its router declares them
 * (mounted under /api, :params): one entry a route, schemas referenced, never written twice.
 */
export type ApiDescription = Partial<Record<`${Method} /${string}`, RouteDoc>>;

const RANK: Record<Auth, number> = { public: 0, customer: 1, employee: 2, admin: 3 };

/** The strictest caller a route's guards let through. */
export function authOfGuards(guards: string[]): Auth {
  const of = (g: string): Auth =>
    g === 'requireAdmin'
      ? 'admin'
      : g === 'requireEmployee'
        ? 'employee'
        : g === 'requireAuth' || g === 'requireSelfOrAdmin'
          ? 'customer'
          : 'public';
  return guards.map(of).reduce<Auth>((a, b) => (RANK[b] > RANK[a] ? b : a), 'public');
}

/** The guards decide; a description may only say a route is stricter (its handler checks the caller). */
export function authOf(guards: string[], doc?: RouteDoc): Auth {
  const fromGuards = authOfGuards(guards);
  return doc?.auth && RANK[doc.auth] > RANK[fromGuards] ? doc.auth : fromGuards;
}
