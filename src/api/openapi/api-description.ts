import type { z } from 'zod';

export type Auth = 'public' | 'customer' | 'employee' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the API description says about one route, beyond what its router already tells. */
export interface RouteDoc {
  summary: string;
  /** What a success answers (default "OK"). */
  response?: string;
  /** The success status when it is not 200. */
  status?: 201 | 202 | 204;
  /** The success answer's media type when it is not JSON. */
  produces?: string;
  /** The zod contract of the success answer (src/contracts), shown as its JSON schema. */
  schema?: z.ZodType;
  /** Other success answers the route gives (a replay's 200, a background 202), with their contract. */
  alsoAnswers?: Partial<Record<200 | 201 | 202, { description: string; schema?: z.ZodType }>>;
  /** Error statuses the route answers beyond those its guards, input and path imply (402, 409, 422...). */
  errors?: number[];
}

/**
 * A module's routes described for OpenAPI, keyed `METHOD /path` exactly as its router declares them
 * (mounted under /api, :params): words only. Who may call a route comes from its guards and its
 * body and query from the schemas its handler parses, never from here.
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
