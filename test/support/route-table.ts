import type { Router } from 'express';
import type { AppContext } from '../../src/app-context';
import type { AppModule } from '../../src/modules/module';

export interface RouteEntry {
  module: string;
  method: string;
  /** As mounted: /api/... with :params. */
  path: string;
  /** Names of the route's own middleware (requireAuth, requireAdmin, requireRole...). */
  guards: string[];
}

interface Layer {
  route?: {
    path: string | string[];
    methods: Record<string, boolean>;
    stack: Array<{ name: string; handle: { name?: string } }>;
  };
  name: string;
  handle: Router & { stack?: Layer[] };
}

/** Every route the modules mount, read from their routers (the same routers the app mounts). */
export function routeTable(ctx: AppContext, modules: AppModule[]): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const m of modules) {
    if (!m.routes) continue;
    walk((m.routes(ctx) as unknown as { stack: Layer[] }).stack, (route) => {
      const paths = Array.isArray(route.path) ? route.path : [route.path];
      for (const path of paths)
        for (const method of Object.keys(route.methods))
          entries.push({
            module: m.name,
            method: method.toUpperCase(),
            path: `/api${path}`,
            guards: route.stack.map((s) => s.handle.name || s.name).filter((n) => n && n !== '<anonymous>'),
          });
    });
  }
  return entries;
}

function walk(stack: Layer[], visit: (route: NonNullable<Layer['route']>) => void): void {
  for (const layer of stack) {
    if (layer.route) visit(layer.route);
    else if (layer.handle?.stack) walk(layer.handle.stack, visit);
  }
}
