import { Router } from 'express';
import { adminQueuesRoutes } from '../api/routes/system/admin-queues.routes';
import { adminWebhooksRoutes } from '../api/routes/webhooks/admin-webhooks.routes';
import { definitionsIn } from '../eventstore/events';
import * as webhookEvents from '../domain/webhooks/webhook.events';
import { webhooksProjection } from '../projections/webhooks/webhooks.projection';
import { deliverWebhook, WEBHOOK_ATTEMPTS } from '../workers/webhooks/webhook-deliver.worker';
import { webhooksReactor } from '../workers/webhooks/webhooks.reactor';
import { job, type AppModule } from './module';
import { opsApi } from '../api/routes/system/ops.openapi';
import * as m1020 from '../../migrations/1020_webhooks';

/** Operations: the queue board and outbound webhooks (signed, retried through the queue, logged). */
export const opsModule: AppModule = {
  name: 'ops',
  migrations: [['1020_webhooks', m1020]],
  openapi: opsApi,
  events: definitionsIn(webhookEvents),
  projections: (ctx) => [webhooksProjection, webhooksReactor(ctx)],
  jobs: (ctx) => [
    job('webhook.deliver', (payload, info) => deliverWebhook(ctx, payload, info), {
      attempts: WEBHOOK_ATTEMPTS,
      backoffMs: 1000,
      concurrency: 5,
    }),
  ],
  routes: (ctx) => Router().use(adminQueuesRoutes(ctx)).use(adminWebhooksRoutes(ctx)),
};
