import type { Router } from 'express';
import { inputOf, type RouteInput } from '../route-input';

/** One route a router answers: method, path as mounted under its router (with :params), guard names. */
export interface MountedRoute {
  method: string;
  path: string;
  /** Names of the route's own middleware (requireAuth, requireAdmin, requireEmployee, requireSelfOrAdmin...). */
  guards: string[];
  /** The zod schemas the route's handler parses its body and query with (see validated()). */
  input: RouteInput;
  /** A query parameter that lets a visitor through a route that otherwise asks for a session. */
  authUnlessQuery?: string;
  /** The route is for a paired bay device (Authorization: Bearer <device token>), not a signed-in person. */
  deviceToken?: boolean;
}

type Handle = { name?: string; input?: RouteInput; unlessQuery?: string; deviceToken?: boolean };

interface Layer {
  route?: {
    path: string | string[];
    methods: Record<string, boolean>;
    stack: Array<{ name: string; handle: Handle }>;
  };
  name: string;
  handle: Router & { stack?: Layer[] };
}

/** Every route of a router and the routers it uses, read from Express's own stack. */
export function routesOf(router: Router): MountedRoute[] {
  const out: MountedRoute[] = [];
  walk((router as unknown as { stack: Layer[] }).stack, (route) => {
    const paths = Array.isArray(route.path) ? route.path : [route.path];
    for (const path of paths)
      for (const method of Object.keys(route.methods))
        out.push({
          method: method.toUpperCase(),
          path,
          guards: route.stack.map((s) => s.handle.name || s.name).filter((n) => n && n !== '<anonymous>'),
          input: inputOf(route.stack.map((s) => s.handle)),
          authUnlessQuery: route.stack.find((s) => s.handle.unlessQuery)?.handle.unlessQuery,
          deviceToken: route.stack.some((s) => s.handle.deviceToken),
        });
  });
  return out;
}

function walk(stack: Layer[], visit: (route: NonNullable<Layer['route']>) => void): void {
  for (const layer of stack) {
    if (layer.route) visit(layer.route);
    else if (layer.handle?.stack) walk(layer.handle.stack, visit);
  }
}
