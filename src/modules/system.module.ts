import { Router } from 'express';
import { systemHealthRoutes } from '../api/health.routes';
import { adminProjectionsRoutes } from '../api/routes/system/admin-projections.routes';
import { adminQueuesRoutes } from '../api/routes/system/admin-queues.routes';
import * as rebuildEvents from '../domain/system/projection-rebuild.events';
import { definitionsIn } from '../eventstore/events';
import type { AppModule } from './module';
import { systemApi } from '../api/routes/system/system.openapi';
import { projectionsAlert } from '../projections/system/alerts.queries';

/** The running system as admins see it: health, readiness detail, projection lag and rebuilds, the job queues. */
export const systemModule: AppModule = {
  name: 'system',
  alerts: [projectionsAlert],
  openapi: systemApi,
  events: definitionsIn(rebuildEvents),
  routes: (ctx) => Router().use(systemHealthRoutes(ctx), adminProjectionsRoutes(ctx), adminQueuesRoutes(ctx)),
};
