import type { AppContext } from '../../src/app-context';
import type { AppModule } from '../../src/modules/module';
import { routesOf } from '../../src/api/openapi/route-walk';

export interface RouteEntry {
  module: string;
  method: string;
  /** As mounted: /api/... with :params. */
  path: string;
  /** Names of the route's own middleware (requireAuth, requireAdmin, requireRole...). */
  guards: string[];
  /** A bay device's route (bearer token), not a session's. */
  deviceToken?: boolean;
}

/** Every route the modules mount, read from their routers (the same routers the app mounts). */
export function routeTable(ctx: AppContext, modules: AppModule[]): RouteEntry[] {
  return modules.flatMap((m) =>
    m.routes ? routesOf(m.routes(ctx)).map((r) => ({ module: m.name, ...r, path: `/api${r.path}` })) : [],
  );
}
